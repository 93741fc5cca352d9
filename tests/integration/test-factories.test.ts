/**
 * The test factories give what the real flows give: a player made by `createPlayer` is signed in
 * for Better Auth's own session endpoint and for our API, with a verified address, the agreements
 * accepted, the admin role for an ADMIN_EMAILS address, and the test password for signing in again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "@/db/client";
import { user } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { createPlayer, TEST_PASSWORD } from "../support/players";

let handle: DbHandle;

beforeAll(async () => {
  process.env.ADMIN_EMAILS = "boss@example.com";
  resetEnvForTests();
  handle = await createTestDb();
});
afterAll(async () => {
  delete process.env.ADMIN_EMAILS;
  resetEnvForTests();
  await handle?.close();
});

describe("createPlayer", () => {
  it("is signed in for Better Auth's session endpoint, with a verified address and the agreements accepted", async () => {
    const player = await createPlayer(handle, "Fast@Example.com", "Fast");
    const response = await player.get("/api/auth/get-session");
    expect(response.status).toBe(200);
    const body = await json<{
      user: { email: string; name: string; emailVerified: boolean; role: string; locale: string };
    }>(response);
    expect(body.user).toMatchObject({
      email: "fast@example.com",
      name: "Fast",
      emailVerified: true,
      role: "player",
      locale: "en",
    });
    const [row] = await handle.db.select().from(user).where(eq(user.email, "fast@example.com"));
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.privacyAcceptedAt).toBeInstanceOf(Date);
  });

  it("is signed in for our own API, and stays signed out once it signs out", async () => {
    const player = await createPlayer(handle, "sessions@example.com");
    const sessions = await player.get("/api/account/sessions");
    expect(sessions.status).toBe(200);
    expect((await json<{ sessions: unknown[] }>(sessions)).sessions).toHaveLength(1);
    expect((await player.post("/api/auth/sign-out")).status).toBe(200);
    expect((await player.get("/api/account/sessions")).status).toBe(401);
  });

  it("gives an ADMIN_EMAILS address the admin role, as a confirmed sign-up does", async () => {
    const boss = await createPlayer(handle, "boss@example.com", "Boss");
    const body = await json<{ user: { role: string } }>(await boss.get("/api/auth/get-session"));
    expect(body.user.role).toBe("admin");
  });

  it("can sign in again with the test password", async () => {
    await createPlayer(handle, "again@example.com");
    const client = new TestClient();
    const response = await client.post("/api/auth/sign-in/email", {
      email: "again@example.com",
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect((await client.get("/api/account/sessions")).status).toBe(200);
  });

  it("is a stranger to the API with a cookie whose signature is not Better Auth's", async () => {
    const player = await createPlayer(handle, "forged@example.com");
    const [name, value] = [...player.cookies][0]!;
    player.cookies.set(name, value.replace(/\.[^.]+$/, ".AAAA"));
    expect((await player.get("/api/account/sessions")).status).toBe(401);
  });
});
