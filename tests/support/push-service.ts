/**
 * A browser vendor's push service and the browser behind it, on this machine (decision 0051),
 * written with node:crypto alone, apart from the server's sender. `subscribe` plays
 * `PushManager.subscribe`: a fresh P-256 key pair and auth secret, bound to the application
 * server's VAPID key. A POST to the endpoint is checked the way a push service checks it (RFC 8292:
 * the ES256 JWT verified with the key in `k`, which must be the bound key, audience our origin, not
 * expired, at most 24 h) and its body decrypted the way the browser does (RFC 8291 over RFC 8188's
 * aes128gcm), so a test reads exactly what the service worker would get.
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscription: string;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
  ttl: number;
  topic: string | null;
  urgency: string | null;
  claims: { aud: string; exp: number; sub: string };
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  applicationServerKey: string;
  /** What the service answers for this subscription (201, or 410 once the browser dropped it). */
  status: number;
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = createHmac("sha256", salt).update(ikm).digest();
  return createHmac("sha256", prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
}

/** RFC 8291 §3.4 and RFC 8188 §2, the receiving side: one record, its delimiter checked. */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes`);
  const asPublic = body.subarray(21, 86);
  const record = body.subarray(86);
  if (record.length > recordSize || record.length < 17) throw new Error("record size");
  const uaPublic = ecdh.getPublicKey();
  const ikm = hkdf(
    auth,
    ecdh.computeSecret(asPublic),
    Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]),
    32,
  );
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("not the last record");
  return padded.subarray(0, end);
}

/** RFC 8292 §2–3: `vapid t=<jwt>, k=<key>`, the JWT verified with `k`. */
function checkVapid(header: string | undefined, boundKey: string, origin: string) {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), ?k=([\w-]+)$/.exec(header ?? "");
  if (!match) throw new Error("no VAPID authorization");
  const [, head, body, signature, key] = match as unknown as [string, string, string, string, string];
  if (key !== boundKey) throw new Error("not the key the subscription was made for");
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!ok) throw new Error("bad signature");
  if (JSON.parse(Buffer.from(head, "base64url").toString()).alg !== "ES256") throw new Error("not ES256");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as ReceivedPush["claims"];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`audience ${claims.aud}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error("expiry");
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error("subject");
  return claims;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  /** Requests refused, with the reason (a wrong key, a bad signature, a body that does not decrypt). */
  readonly refused: { subscription: string; reason: string }[] = [];
  private readonly browsers = new Map<string, Browser>();
  private server?: Server;
  origin = "";

  /** Listens on 127.0.0.1 (`port` 0: any free one); the service's origin. */
  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(
        (status) => response.writeHead(status).end(),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** `PushManager.subscribe({ userVisibleOnly: true, applicationServerKey })`, as the browser's JSON. */
  subscribe(applicationServerKey: string): PushSubscriptionJson {
    const id = randomBytes(12).toString("base64url");
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.browsers.set(id, { ecdh, auth, applicationServerKey, status: 201 });
    return {
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    };
  }

  /** The browser dropped the subscription (uninstalled, permission revoked): the service answers 410. */
  expire(endpoint: string, status = 410): void {
    this.browsers.get(endpoint.split("/").pop()!)!.status = status;
  }

  messagesTo(endpoint: string): ReceivedPush[] {
    const id = endpoint.split("/").pop();
    return this.received.filter((m) => m.subscription === id);
  }

  private async handle(request: IncomingMessage): Promise<number> {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
    const body = await readBody(request);
    const browser = id ? this.browsers.get(id) : undefined;
    if (request.method !== "POST" || !id || !browser) return 404;
    if (browser.status !== 201) return browser.status;
    try {
      if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("content encoding");
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error("TTL");
      const claims = checkVapid(request.headers.authorization, browser.applicationServerKey, this.origin);
      const payload = JSON.parse(decryptPush(body, browser.ecdh, browser.auth).toString("utf8"));
      this.received.push({
        subscription: id,
        payload,
        ttl,
        topic: (request.headers.topic as string | undefined) ?? null,
        urgency: (request.headers.urgency as string | undefined) ?? null,
        claims,
      });
      return 201;
    } catch (error) {
      this.refused.push({ subscription: id, reason: (error as Error).message });
      return 400;
    }
  }
}
