/**
 * Our own server (decision 0019), tested over HTTP on separate instances so that their rate limits
 * and shutdowns never touch the shared browser-test server: the client address cannot be spoofed,
 * a trusted proxy's entry is the one used, and SIGTERM ends open event streams and exits.
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import { expect, test } from "@playwright/test";
import { freePort, startServer, type ServerProcess } from "./server-process";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const SPOOFS = [
  "203.0.113.1",
  "203.0.113.2",
  "203.0.113.3",
  "203.0.113.4",
  "203.0.113.5",
  "203.0.113.6",
  "203.0.113.7",
];

function signIn(base: string, headers: Record<string, string>) {
  return fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...headers },
    body: JSON.stringify({ email: "nobody@example.com", password: "not-the-password" }),
  });
}

/** The contact form as the site's own page sends it (its Origin is the app's, even through a proxy). */
function contact(base: string, headers: Record<string, string>, origin = base) {
  return fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...headers },
    body: JSON.stringify({ name: "Ana", email: "ana@example.com", message: "A message long enough to send." }),
  });
}

test.describe("without a proxy (TRUST_PROXY_HOPS=0, the default)", () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    test.setTimeout(180_000); // a server of its own starts (database, demo data)
    server = await startServer(await freePort(), { TRUST_PROXY_HOPS: "" });
  });
  test.afterAll(async () => server?.stop());

  test("a made-up X-Forwarded-For does not escape the sign-in limit", async () => {
    const statuses: number[] = [];
    for (const spoof of SPOOFS) {
      const response = await signIn(server.url, {
        "x-forwarded-for": spoof,
        "x-real-ip": spoof,
        "x-callit-client-address": spoof,
      });
      statuses.push(response.status);
    }
    // Five tries a minute per address, whatever the request claims its address is.
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  test("a made-up X-Forwarded-For does not escape the contact limit", async () => {
    const answers = [];
    for (const spoof of SPOOFS) {
      const response = await contact(server.url, { "x-forwarded-for": spoof, "x-callit-client-address": spoof });
      answers.push({ status: response.status, code: ((await response.json()) as { code?: string }).code });
    }
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.slice(5)).toEqual([
      { status: 429, code: "error.rateLimited" },
      { status: 429, code: "error.rateLimited" },
    ]);
  });
});

test.describe("behind one proxy (TRUST_PROXY_HOPS=1)", () => {
  let server: ServerProcess;
  let proxy: Server;
  let proxyUrl = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000); // a server of its own starts (database, demo data)
    server = await startServer(await freePort(), { TRUST_PROXY_HOPS: "1" });
    const target = new URL(server.url);
    // A stand-in for a load balancer: it appends its peer's address to X-Forwarded-For. Its peer is
    // always this machine, so the test says which machine it plays in `x-test-peer`.
    proxy = createServer((req, res) => {
      const peer = String(req.headers["x-test-peer"] ?? req.socket.remoteAddress);
      const forwarded = req.headers["x-forwarded-for"] ? `${req.headers["x-forwarded-for"]}, ${peer}` : peer;
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host, "x-forwarded-for": forwarded },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "localhost", resolve));
    proxyUrl = `http://localhost:${(proxy.address() as { port: number }).port}`;
  });
  test.afterAll(async () => {
    proxy?.close();
    await server?.stop();
  });

  test("the proxy's entry is the client address: spoofed entries before it change nothing", async () => {
    const statuses: number[] = [];
    for (const spoof of SPOOFS) {
      statuses.push(
        (await contact(proxyUrl, { "x-test-peer": "198.51.100.10", "x-forwarded-for": spoof }, server.url)).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Another client behind the same proxy has a limit of its own.
    expect((await contact(proxyUrl, { "x-test-peer": "198.51.100.11" }, server.url)).status).toBe(201);
  });

  test("SIGTERM ends open event streams and exits within 10 s", async () => {
    const tournaments = (await (await fetch(`${server.url}/api/tournaments`)).json()) as
      { slug: string }[] | { items: { slug: string }[] };
    const slug = (Array.isArray(tournaments) ? tournaments : tournaments.items)[0]!.slug;
    const streams = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await fetch(`${server.url}/api/events?topics=tournament:${slug}`);
        expect(response.headers.get("content-type")).toContain("text/event-stream");
        const reader = response.body!.getReader();
        await reader.read(); // "connected": the stream is open
        return reader;
      }),
    );
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    // Every stream ends (the browser's EventSource then reconnects, to another instance).
    for (const reader of streams) {
      for (;;) {
        const { done } = await reader.read().catch(() => ({ done: true }));
        if (done) break;
      }
    }
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  });
});
