/** Signed-in players for integration tests, and the error shape their requests are answered in. */
import { expect } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { insertPlayer, PLAYER_PASSWORD } from "../factories/players";
import { TestClient, json } from "./client";
import { createTestDb } from "./db";
import { lastMailTo, linkIn } from "./mailbox";

export const TEST_PASSWORD = PLAYER_PASSWORD;

/**
 * A signed-in player made in a few milliseconds: inserted with a session (tests/factories/players.ts),
 * the client holding the session cookie Better Auth would have set. The address is verified and the
 * password is TEST_PASSWORD, as after `signedInPlayer`; no mail was sent. Use it unless the test is
 * about signing up.
 */
export async function createPlayer(
  handle: DbHandle,
  email: string,
  name = "Tester",
  options: { locale?: string } = {},
): Promise<TestClient> {
  const { cookie } = await insertPlayer(handle.db, email, name, options);
  const client = new TestClient();
  client.cookies.set(cookie.name, cookie.value);
  return client;
}

/**
 * A file's database and its cast, signed in as `createPlayer` makes them: an admin (its address put
 * in ADMIN_EMAILS first, so it gets the role) and the players, each `[email, name]`, in order.
 *
 * ```ts
 * ({ handle, admin, ada } = await openCast({ email: ADMIN, name: "Umpire" }, { ada: ["ada@example.com", "Ada"] }));
 * ```
 */
export async function openCast<Name extends string>(
  admin: { email: string; name: string },
  players: Record<Name, [email: string, name: string]>,
): Promise<{ handle: DbHandle; admin: TestClient } & Record<Name, TestClient>> {
  process.env.ADMIN_EMAILS = admin.email;
  resetEnvForTests();
  const handle = await createTestDb();
  const cast: Record<string, TestClient> = { admin: await createPlayer(handle, admin.email, admin.name) };
  for (const [key, [email, name]] of Object.entries<[string, string]>(players))
    cast[key] = await createPlayer(handle, email, name);
  return { handle, ...cast } as { handle: DbHandle; admin: TestClient } & Record<Name, TestClient>;
}

/** A player made the way real ones are: signed up through the API and confirmed from their mail (for tests of that flow). */
export async function signedInPlayer(handle: DbHandle, email: string, name = "Tester"): Promise<TestClient> {
  const client = new TestClient();
  const response = await client.post("/api/auth/sign-up/email", {
    email,
    password: TEST_PASSWORD,
    name,
    acceptTerms: true,
    acceptPrivacy: true,
  });
  expect(response.status).toBe(200);
  await client.follow(linkIn((await lastMailTo(handle, email, "verifyEmail")).text));
  return client;
}

export type ErrorBody = {
  code: string;
  message: string;
  formField?: string;
  params?: Record<string, string | number>;
  errors?: unknown[];
};

/** The flat application-error body: code and translated message at the top, nothing else but the optional keys. */
export async function errorOf(response: Response): Promise<ErrorBody> {
  const body = await json<ErrorBody>(response);
  expect(typeof body.code).toBe("string");
  expect(typeof body.message).toBe("string");
  expect(body.message).not.toBe("");
  expect(body.message).not.toBe(body.code);
  expect(Object.keys(body).every((k) => ["code", "message", "formField", "params", "errors"].includes(k))).toBe(true);
  return body;
}

export async function expectError(response: Response, status: number, code: string): Promise<ErrorBody> {
  expect(response.status, `${code} expected`).toBe(status);
  const body = await errorOf(response);
  expect(body.code).toBe(code);
  return body;
}
