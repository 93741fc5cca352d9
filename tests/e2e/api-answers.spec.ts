/**
 * Every /api answer is a success or a JSON application error, whatever the path, method or URL
 * (issue 9 point 8, the part Next answers before a route handler runs): unknown paths, methods a
 * route does not export, undecodable URLs. Fuzzed against a real server over HTTP.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { expect, test } from "@playwright/test";
import { freePort, startServer, type ServerProcess } from "./server-process";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Every API route: its path template and the methods it exports. */
function apiRoutes(dir = "src/app/api", prefix = "/api"): { template: string; methods: string[] }[] {
  const found: { template: string; methods: string[] }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...apiRoutes(full, `${prefix}/${entry.name}`));
    else if (entry.name === "route.ts") {
      const source = readFileSync(full, "utf8");
      const methods = METHODS.filter((m) =>
        new RegExp(`export (const|async function) ${m}\\b|as ${m}\\b|\\b${m}[,}]`).test(source),
      );
      found.push({ template: prefix, methods });
    }
  }
  return found;
}

const routes = apiRoutes().filter((r) => !r.template.includes("[..."));
const sample = "00000000-0000-4000-8000-000000000000";
const fill = (template: string, segment: string) => template.replace(/\[[^\]]+\]/g, segment);

let server: ServerProcess;
test.beforeAll(async () => {
  test.setTimeout(180_000); // a server of its own starts (database, demo data)
  server = await startServer(await freePort());
});
test.afterAll(async () => server?.stop());

async function expectAppError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
}

test("an unknown API path is a JSON 404 for every method, in the caller's language", async () => {
  for (const method of METHODS) {
    const send =
      method === "GET" || method === "OPTIONS"
        ? {}
        : { headers: { "content-type": "application/json", origin: server.url }, body: "{}" };
    await expectAppError(
      await fetch(`${server.url}/api/no-such-thing/here`, { method, ...send }),
      404,
      "error.notFound",
    );
  }
  const german = await fetch(`${server.url}/api/nope`, { headers: { "accept-language": "de-DE" } });
  expect(((await german.json()) as { message: string }).message).toBe(
    "Wir konnten nicht finden, wonach du gesucht hast.",
  );
});

test("a method a route does not serve is a JSON 405", async () => {
  const response = await fetch(`${server.url}/api/health`, { method: "DELETE" });
  await expectAppError(response, 405, "error.methodNotAllowed");
});

test("an undecodable URL is a JSON 400", async () => {
  await expectAppError(await fetch(`${server.url}/api/tournaments/%ff`), 400, "error.badRequest");
  await expectAppError(await fetch(`${server.url}/api/groups/%00/picks`, { method: "POST" }), 400, "error.badRequest");
});

test("fuzzed paths and methods: never a 5xx, every error in the application-error shape", async () => {
  const malformed = fc.constantFrom("%ff", "%", "%zz", "%00", "%c3%28", "a%00b", "%e2%82");
  const segment = fc.oneof(
    malformed,
    fc.constantFrom("a%2Fb", "a%2e", "x".repeat(400), sample),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
    fc.stringMatching(/^[a-z0-9-]{1,12}$/),
  );
  // Methods a route serves run its handler: that is the API's own route fuzz test. Here: what Next
  // and our server answer before a handler runs.
  const unserved = routes.flatMap((route) =>
    METHODS.filter((m) => !route.methods.includes(m)).map((method) => ({ route, method })),
  );
  const target = fc.oneof(
    fc
      .record({ pair: fc.constantFrom(...unserved), segment })
      .map(({ pair, segment: s }) => ({ method: pair.method, url: fill(pair.route.template, s) })),
    fc
      .record({ route: fc.constantFrom(...routes), method: fc.constantFrom(...METHODS), segment: malformed })
      .map(({ route, method, segment: s }) => ({
        method,
        url: route.template.includes("[") ? fill(route.template, s) : `${route.template}/${s}`,
      })),
    fc
      .record({ method: fc.constantFrom(...METHODS), parts: fc.array(segment, { minLength: 1, maxLength: 4 }) })
      .map(({ method, parts }) => ({
        method,
        url: `/api/zz-${parts.join("/")}`,
      })),
  );
  await fc.assert(
    fc.asyncProperty(target, async ({ method, url }) => {
      const hasBody = method !== "GET" && method !== "OPTIONS";
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: hasBody ? { "content-type": "application/json", origin: server.url } : {},
        body: hasBody ? "{}" : undefined,
        redirect: "manual",
      });
      expect(response.status, `${method} ${url}`).toBeLessThan(500);
      if (response.status >= 400) {
        expect(response.headers.get("content-type"), `${method} ${url}`).toContain("application/json");
        const body = (await response.json()) as { code?: unknown; message?: unknown };
        expect(typeof body.code, `${method} ${url}`).toBe("string");
        expect(typeof body.message, `${method} ${url}`).toBe("string");
      } else await response.arrayBuffer();
    }),
    { numRuns: 1000 },
  );
});
