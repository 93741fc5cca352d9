/** Players made the way real ones are: signed up through the API and confirmed from their mail. */
import { expect } from "vitest";
import type { DbHandle } from "@/db/client";
import { TestClient, json } from "./client";
import { lastMailTo, linkIn } from "./mailbox";

export const TEST_PASSWORD = "green-pitch-42";

export async function signedInPlayer(handle: DbHandle, email: string, name = "Tester"): Promise<TestClient> {
  const client = new TestClient();
  const response = await client.post("/api/auth/sign-up/email", { email, password: TEST_PASSWORD, name, acceptTerms: true, acceptPrivacy: true });
  expect(response.status).toBe(200);
  await client.follow(linkIn((await lastMailTo(handle, email, "verifyEmail")).text));
  return client;
}

export type ErrorBody = { code: string; message: string; formField?: string; params?: Record<string, string | number>; errors?: unknown[] };

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
