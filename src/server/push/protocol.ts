/**
 * The Web Push protocol, with node:crypto only (decision 0051): a payload encrypted for one
 * browser (RFC 8291, the aes128gcm content coding of RFC 8188) and the request that hands it to
 * the browser's push service, signed with our VAPID key (RFC 8292).
 */
import "server-only";
import { createECDH, createHmac, createCipheriv, createPrivateKey, randomBytes, sign, type ECDH } from "node:crypto";

export interface PushKeys {
  /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
  p256dh: string;
  /** The browser's 16-byte authentication secret, base64url. */
  auth: string;
}

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (what `PushManager.subscribe` gets as applicationServerKey). */
  publicKey: string;
  /** The private scalar, base64url. */
  privateKey: string;
}

/** RFC 8188 record size: one record holds every payload we send (a reminder is well under 3 kB). */
const RECORD_SIZE = 4096;
/** The most a payload may be: the record, less its delimiter and the GCM tag (push services take 4096 bytes in all). */
export const MAX_PAYLOAD_BYTES = RECORD_SIZE - 86 - 1 - 16;

const b64 = (text: string) => Buffer.from(text, "base64url");

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = createHmac("sha256", salt).update(ikm).digest();
  return createHmac("sha256", prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
}

/** Whether a base64url string is a point on P-256 (uncompressed), as a browser's p256dh must be. */
export function isP256PublicKey(text: string): boolean {
  const key = b64(text);
  if (key.length !== 65 || key[0] !== 4) return false;
  try {
    const probe = createECDH("prime256v1");
    probe.generateKeys();
    probe.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * The body of a push message for one browser (RFC 8291 §3–4): ECDH between a fresh key of ours
 * and the browser's, mixed with its auth secret, gives the content key and nonce; the header
 * carries the salt, the record size and our public key. `sender` and `salt` are for the RFC's vector.
 */
export function encryptPayload(
  plaintext: Buffer,
  keys: PushKeys,
  options: { sender?: ECDH; salt?: Buffer } = {},
): Buffer {
  if (plaintext.length > MAX_PAYLOAD_BYTES) throw new Error(`push payload over ${MAX_PAYLOAD_BYTES} bytes`);
  const uaPublic = b64(keys.p256dh);
  const sender =
    options.sender ??
    (() => {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      return ecdh;
    })();
  const asPublic = sender.getPublicKey();
  const salt = options.salt ?? randomBytes(16);
  const ecdhSecret = sender.computeSecret(uaPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = hkdf(b64(keys.auth), ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const cipher = createCipheriv("aes-128-gcm", cek, nonce);
  // The last (and only) record: the plaintext, then its delimiter 0x02, no padding.
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.update(Buffer.from([2])), cipher.final()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, ciphertext, cipher.getAuthTag()]);
}

/** A new VAPID key pair. */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: ecdh.getPrivateKey().toString("base64url"),
  };
}

/** VAPID tokens live 12 hours (RFC 8292 allows up to 24). */
const VAPID_TOKEN_SECONDS = 12 * 3600;

/**
 * The `Authorization` header of a push request (RFC 8292 §3): a JWT signed with ES256 whose
 * audience is the push service's origin, with our public key beside it.
 */
export function vapidAuthorization(endpoint: string, vapid: VapidKeys, subject: string, now = Date.now()): string {
  const publicKey = b64(vapid.publicKey);
  const key = createPrivateKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      d: vapid.privateKey,
      x: publicKey.subarray(1, 33).toString("base64url"),
      y: publicKey.subarray(33, 65).toString("base64url"),
    },
  });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${part({ typ: "JWT", alg: "ES256" })}.${part({
    aud: new URL(endpoint).origin,
    exp: Math.floor(now / 1000) + VAPID_TOKEN_SECONDS,
    sub: subject,
  })}`;
  const signature = sign("sha256", Buffer.from(unsigned), { key, dsaEncoding: "ieee-p1363" });
  return `vapid t=${unsigned}.${signature.toString("base64url")}, k=${vapid.publicKey}`;
}

export interface PushRequest {
  endpoint: string;
  keys: PushKeys;
  payload: object;
  /** How long the push service keeps it for an offline browser (seconds). */
  ttl: number;
  /** Replaces an undelivered message of the same topic (≤ 32 base64url characters). */
  topic?: string;
}

/** Sends one message; the push service's status (201 taken, 404/410 the subscription is gone). */
export async function sendPush(
  request: PushRequest,
  vapid: VapidKeys,
  subject: string,
  options: { timeoutMs?: number } = {},
): Promise<number> {
  const body = encryptPayload(Buffer.from(JSON.stringify(request.payload)), request.keys);
  const response = await fetch(request.endpoint, {
    method: "POST",
    headers: {
      Authorization: vapidAuthorization(request.endpoint, vapid, subject),
      "Content-Encoding": "aes128gcm",
      "Content-Type": "application/octet-stream",
      TTL: String(Math.max(0, Math.floor(request.ttl))),
      Urgency: "high",
      ...(request.topic && { Topic: request.topic }),
    },
    body: new Uint8Array(body),
    redirect: "error",
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  await response.body?.cancel();
  return response.status;
}
