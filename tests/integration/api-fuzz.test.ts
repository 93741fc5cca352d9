/**
 * No 5xx from bad input (issue 9 point 8, decision 0021): every route handler under
 * src/app/api, found on disk so a new route is covered without touching this file, gets a few
 * thousand generated requests (odd paths, query strings, bodies, content types, with and without
 * a session) as real Requests. None may answer 5xx, and every failure is the flat application error.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { TestClient } from "../support/client";
import { createTestDb } from "../support/db";
import { createPlayer, signedInPlayer } from "../support/players";
import { createHeadToHead } from "../factories/tournaments";

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** Requests in all, spread over the routes' methods (FUZZ_RUNS to go further by hand). */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const API_DIR = path.resolve(import.meta.dirname, "../../src/app/api");

interface Route {
  file: string;
  /** Path segments: literal, `[name]` a parameter, `[...name]` a catch-all. */
  segments: string[];
  handlers: Partial<Record<(typeof METHODS)[number], Handler>>;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

let handle: DbHandle;
let admin: TestClient;
let player: TestClient;
let known: { slug: string; ids: string[] };
const routes: Route[] = [];

beforeAll(async () => {
  process.env.ADMIN_EMAILS = "fuzz-admin@example.com";
  resetEnvForTests();
  handle = await createTestDb();
  admin = await createPlayer(handle, "fuzz-admin@example.com", "Admin");
  player = await createPlayer(handle, "fuzz-player@example.com", "Player");
  const setup = await createHeadToHead(handle.db);
  known = { slug: setup.slug, ids: [setup.gameId, setup.homeId, setup.awayId] };
  for (const file of routeFiles(API_DIR)) {
    const module = (await import(file)) as Record<string, unknown>;
    const handlers = Object.fromEntries(
      METHODS.filter((m) => typeof module[m] === "function").map((m) => [m, module[m] as Handler]),
    );
    routes.push({
      file: path.relative(API_DIR, file),
      segments: path.relative(API_DIR, path.dirname(file)).split(path.sep),
      handlers,
    });
  }
}, 120_000);
afterAll(async () => {
  delete process.env.ADMIN_EMAILS;
  resetEnvForTests();
  await handle?.close();
});

// Values that broke handlers before: NUL bytes, broken percent escapes, numbers past any column.
const nasty = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "%ff",
  "%",
  "%00",
  "..",
  "../../etc/passwd",
  "99999999999999999999",
  "2147483648",
  "-1",
  "0",
  "1e400",
  "NaN",
  "null",
  "true",
  "[]",
  "{}",
  " ",
  "\uFFFF",
  "\uD800",
  "💥",
  "x".repeat(5000),
);
const text = fc.oneof(nasty, fc.string(), fc.string({ unit: "binary" }), fc.integer().map(String), fc.uuid());
// Better Auth's own paths, so its catch-all route is reached at real endpoints too.
const authPath = fc.constantFrom(
  "get-session",
  "sign-in/email",
  "sign-up/email",
  "sign-out",
  "verify-email",
  "reset-password/x",
  "request-password-reset",
  "magic-link/verify",
  "email-otp/send-verification-otp",
  "sign-in/email-otp",
  "two-factor/verify-totp",
  "update-user",
  "list-sessions",
  "callback/google",
  "oauth2/callback/x",
  "passkey/generate-authenticate-options",
);
const segmentValue = () =>
  fc.oneof(text, fc.constant(known.slug), fc.constantFrom(...known.ids), fc.constant("stripe"), authPath);
const queryKey = fc.constantFrom("matchday", "what", "tournament", "mode", "topics", "token", "groupUserId", "x");
const jsonValue = fc.oneof(
  text,
  fc.double(),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue(),
  fc.array(fc.oneof(text, fc.integer()), { maxLength: 3 }),
);
const fieldName = fc.constantFrom(
  "name",
  "slug",
  "tournament",
  "mode",
  "picks",
  "gameId",
  "pick",
  "matchday",
  "ordinal",
  "status",
  "result",
  "kickoff",
  "email",
  "message",
  "password",
  "host",
  "locales",
  "groupId",
  "invitationCode",
  "nickname",
  "plan",
  "outcome",
  "emailReminders",
  "subscribe",
  "scoring",
  "lockPolicy",
  "sport",
  "timeZone",
  "home",
  "away",
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.dictionary(fieldName, jsonValue, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  text,
  fc.constant('{"name":"\\u0000"}'),
  fc.constant('{"matchday":1e400}'),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json",
  "text/plain",
  "multipart/form-data; boundary=x",
  "",
);
const who = fc.constantFrom("admin", "admin", "player", "anonymous");

function requestFor(
  route: Route,
  values: string[],
  raw: boolean,
): { url: string; params: Record<string, string | string[]> } {
  const params: Record<string, string | string[]> = {};
  const parts = route.segments.map((segment, i) => {
    const value = (values[i % values.length] ?? "x").toWellFormed(); // a URL carries UTF-8: no lone surrogates
    const name = /^\[(\.\.\.)?(.+)\]$/.exec(segment);
    if (!name) return segment;
    params[name[2]!] = name[1] ? value.split("/") : value;
    // A raw value goes into the URL as it is (a `%ff` stays undecodable); otherwise encoded.
    return raw ? value.replaceAll("/", "%2F").replaceAll("?", "%3F").replaceAll("#", "%23") : encodeURIComponent(value);
  });
  return { url: `/api/${parts.join("/")}`, params };
}

/**
 * Answers a route gives by design whatever its input: readiness is 503 `error.unavailable` while
 * this instance's job runner is not running (decision 0036), as in this test, which starts none.
 */
const BY_DESIGN: Record<string, { status: number; code: string }> = {
  "health/ready/route.ts": { status: 503, code: "error.unavailable" },
};

async function expectApplicationAnswer(
  response: Response,
  label: string,
  byDesign?: { status: number; code: string },
): Promise<void> {
  if (byDesign && response.status === byDesign.status) {
    expect(await response.json(), label).toMatchObject({ code: byDesign.code });
    return;
  }
  expect(response.status, label).toBeLessThan(500);
  if (response.status < 400) {
    await response.body?.cancel();
    return;
  }
  const raw = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${label}: ${response.status} is not JSON: ${raw.slice(0, 200)}`);
  }
  const error = parsed as Record<string, unknown>;
  expect(typeof error.code === "string" && error.code.startsWith("error."), `${label}: code ${raw.slice(0, 200)}`).toBe(
    true,
  );
  expect(typeof error.message === "string" && error.message.length > 0, `${label}: message`).toBe(true);
  expect(
    Object.keys(error).every((k) => ["code", "message", "formField", "params", "errors"].includes(k)),
    `${label}: keys ${raw.slice(0, 200)}`,
  ).toBe(true);
}

describe("every /api route under generated input", () => {
  it("finds every route file", () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes.map((r) => r.file)).toContain("auth/[...all]/route.ts");
  });

  it("never answers 5xx, and every failure is an application error", async () => {
    const targets = routes.flatMap((route) =>
      Object.entries(route.handlers).map(([method, handler]) => ({ route, method, handler: handler! })),
    );
    const runs = Math.max(10, Math.ceil(TOTAL_RUNS / targets.length));
    // Better Auth's routes get their own client: a generated call may well sign it out.
    const authClient = await signedInPlayer(handle, "fuzz-auth@example.com", "Auth");
    const statuses = new Map<string, number>();
    for (const { route, method, handler } of targets) {
      const input = fc.record({
        values: fc.array(segmentValue(), { minLength: 1, maxLength: 3 }),
        raw: fc.boolean(),
        query: fc.oneof(
          fc.dictionary(queryKey, text, { maxKeys: 3 }).map((q) => `?${new URLSearchParams(q)}`),
          fc.constantFrom(
            "",
            "?matchday=%ff",
            "?matchday=99999999999",
            "?matchday=-1",
            "?tournament=%00",
            "?topics=group:%00",
            "?%ff=1",
          ),
        ),
        body: method === "GET" ? fc.constant(undefined) : body,
        contentType,
        who,
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ values, raw, query, body, contentType, who }) => {
          const { url, params } = requestFor(route, values, raw);
          const client = route.file.startsWith("auth/")
            ? authClient
            : who === "admin"
              ? admin
              : who === "player"
                ? player
                : new TestClient();
          const headers: Record<string, string> = {
            origin: "http://localhost:3000",
            "x-callit-client-address": client.address,
          };
          if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
          if (contentType && body !== undefined) headers["content-type"] = contentType;
          let request: Request;
          try {
            request = new Request(new URL(`${url}${query}`, "http://localhost:3000"), { method, headers, body });
          } catch {
            return; // not a request an HTTP server could hand over
          }
          const controller = new AbortController();
          const response = await handler(new Request(request, { signal: controller.signal }), {
            params: Promise.resolve(params),
          });
          statuses.set(`${response.status}`, (statuses.get(`${response.status}`) ?? 0) + 1);
          await expectApplicationAnswer(
            response,
            `${method} ${url}${query} ${JSON.stringify(body)?.slice(0, 200)}`,
            BY_DESIGN[route.file],
          );
          controller.abort();
        }),
        { numRuns: runs },
      );
    }
    // The generated requests get past the wrapper too: some succeed, some fail in the handlers.
    expect(statuses.get("200") ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
    expect(statuses.get("404") ?? 0).toBeGreaterThan(0);
  }, 900_000);
});
