import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { user } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { withApi } from "@/server/http/with-api";
import { TestClient, json } from "../support/client";
import { createPlayer } from "../support/players";
import { createTestDb } from "../support/db";

let handle: DbHandle;
beforeAll(async () => {
  process.env.ADMIN_EMAILS = "chief@example.com";
  resetEnvForTests();
  handle = await createTestDb();
});
afterAll(async () => handle?.close());

// Handlers wrapped exactly as every route is, for each kind of caller.
const doc = {
  method: "GET",
  path: "/api/test",
  tag: "test",
  summary: "A test route.",
  answer: { description: "The caller." },
} as const;
const forPlayers = withApi({ ...doc, auth: "user" }, async ({ session }) => ({ email: session.user.email }));
const forAdmins = withApi({ ...doc, auth: "admin" }, async ({ session }) => ({
  email: session.user.email,
  role: session.user.role,
}));

function call(handler: typeof forPlayers, client?: TestClient) {
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") : "";
  return handler(new Request("http://localhost:3000/api/test", { headers: cookie ? { cookie } : {} }), {
    params: Promise.resolve({}),
  });
}

describe("requireUser / requireAdmin through withApi", () => {
  it("answers 401 error.auth.required to the anonymous", async () => {
    for (const handler of [forPlayers, forAdmins]) {
      const response = await call(handler);
      expect(response.status).toBe(401);
      expect(await json(response)).toMatchObject({
        code: "error.auth.required",
        message: "Please sign in to continue.",
      });
    }
  });

  it("lets a player in where a player is enough, and answers 403 error.forbidden for admin work", async () => {
    const player = await createPlayer(handle, "pia@example.com", "Guard");
    expect(await json(await call(forPlayers, player))).toEqual({ email: "pia@example.com" });
    const refused = await call(forAdmins, player);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ code: "error.forbidden" });
  });

  it("lets an address of ADMIN_EMAILS in, and takes the role back when it leaves the list", async () => {
    const chief = await createPlayer(handle, "chief@example.com", "Guard");
    expect(await json(await call(forAdmins, chief))).toEqual({ email: "chief@example.com", role: "admin" });

    process.env.ADMIN_EMAILS = "";
    resetEnvForTests();
    const again = new TestClient();
    await again.post("/api/auth/sign-in/email", { email: "chief@example.com", password: "green-pitch-42" });
    const [row] = await handle.db.select({ role: user.role }).from(user).where(eq(user.email, "chief@example.com"));
    expect(row!.role).toBe("player");
    expect((await call(forAdmins, again)).status).toBe(403);
  });
});
