/**
 * Every way in asks for the second factor once one is on (issue 9 point 2, decision 0016): the
 * password, an e-mailed code, a magic link, an e-mail verification link. (The provider callback
 * is in oidc-sign-in.test.ts, with a real OpenID Connect provider.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { session } from "@/db/schema";
import { totp } from "../e2e/totp";
import { TestClient, json } from "../support/client";
import { createTestDb, truncateAll } from "../support/db";
import { lastMailTo, linkIn } from "../support/mailbox";
import { TEST_PASSWORD, signedInPlayer } from "../support/players";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());
beforeEach(async () => truncateAll(handle));

interface SessionBody {
  user: { id: string; email: string; twoFactorEnabled: boolean };
  session: { id: string; token: string; createdAt: string };
}

async function currentSession(client: TestClient): Promise<SessionBody | null> {
  const response = await client.get("/api/auth/get-session");
  expect(response.status).toBe(200);
  return json<SessionBody | null>(response) as Promise<SessionBody | null>;
}

/** A verified player who turned TOTP on in the settings; returns the app's secret and backup codes. */
async function playerWithTotp(email: string) {
  const client = await signedInPlayer(handle, email);
  const enabled = await client.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = await json<{ totpURI: string; backupCodes: string[] }>(enabled);
  const secret = new URL(totpURI).searchParams.get("secret")!;
  const verified = await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) });
  expect(verified.status).toBe(200);
  expect((await currentSession(client))?.user.twoFactorEnabled).toBe(true);
  return { client, secret, backupCodes };
}

async function mailedCode(client: TestClient, email: string): Promise<string> {
  const sent = await client.post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
  expect(sent.status).toBe(200);
  return /\b(\d{6})\b/.exec((await lastMailTo(handle, email, "otp")).text)![1]!;
}

/** The first step is taken: no session yet, a challenge waiting. */
async function expectChallenge(client: TestClient) {
  expect(await currentSession(client)).toBeNull();
  expect([...client.cookies.keys()].some((name) => name.endsWith("two_factor"))).toBe(true);
}

async function answer(client: TestClient, secret: string) {
  const verified = await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) });
  expect(verified.status).toBe(200);
  return (await currentSession(client))!;
}

describe("with TOTP on", () => {
  it("a password sign-in asks for the code", async () => {
    const { secret } = await playerWithTotp("pam@example.com");
    const client = new TestClient();
    const signedIn = await client.post("/api/auth/sign-in/email", {
      email: "pam@example.com",
      password: TEST_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    expect(await json(signedIn)).toMatchObject({ twoFactorRedirect: true });
    await expectChallenge(client);
    expect((await answer(client, secret)).user.email).toBe("pam@example.com");
  });

  it("an e-mailed code asks for the app's code before there is a session", async () => {
    const { secret } = await playerWithTotp("oto@example.com");
    const client = new TestClient();
    const signedIn = await client.post("/api/auth/sign-in/email-otp", {
      email: "oto@example.com",
      otp: await mailedCode(client, "oto@example.com"),
    });
    expect(signedIn.status).toBe(200);
    const body = await json(signedIn);
    expect(body).toMatchObject({ twoFactorRedirect: true });
    expect(body).not.toHaveProperty("token");
    await expectChallenge(client);

    const wrong = await client.post("/api/auth/two-factor/verify-totp", {
      code: totp(secret) === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(401);
    expect(await currentSession(client)).toBeNull();
    expect((await answer(client, secret)).user.email).toBe("oto@example.com");
  });

  it("a magic link leads to the two-factor step in the page's language, then to where it was going", async () => {
    const { secret } = await playerWithTotp("mag@example.com");
    const client = new TestClient();
    const target = "/redirect?redirectTo=%2Fde%2Fgroups";
    expect(
      (await client.post("/api/auth/sign-in/magic-link", { email: "mag@example.com", callbackURL: target })).status,
    ).toBe(200);
    const landed = await client.follow(linkIn((await lastMailTo(handle, "mag@example.com", "magicLink")).text));
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/de/account");
    expect(location.searchParams.get("mode")).toBe("twoFactor");
    expect(location.searchParams.get("redirectTo")).toBe(target);
    await expectChallenge(client);
    expect((await answer(client, secret)).user.email).toBe("mag@example.com");
  });

  it("a backup code answers the challenge of a magic link", async () => {
    const { backupCodes } = await playerWithTotp("bac@example.com");
    const client = new TestClient();
    expect(
      (await client.post("/api/auth/sign-in/magic-link", { email: "bac@example.com", callbackURL: "/account" })).status,
    ).toBe(200);
    const landed = await client.follow(linkIn((await lastMailTo(handle, "bac@example.com", "magicLink")).text));
    expect(new URL(landed.headers.get("location")!, "http://localhost:3000").pathname).toBe("/account");
    await expectChallenge(client);
    const verified = await client.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] });
    expect(verified.status).toBe(200);
    expect((await currentSession(client))?.user.email).toBe("bac@example.com");
  });

  it("a trusted device is not asked again, whatever the way in", async () => {
    const { secret } = await playerWithTotp("tru@example.com");
    const client = new TestClient();
    await client.post("/api/auth/sign-in/email-otp", {
      email: "tru@example.com",
      otp: await mailedCode(client, "tru@example.com"),
    });
    expect(
      (await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret), trustDevice: true })).status,
    ).toBe(200);
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    expect(await currentSession(client)).toBeNull();

    const again = await client.post("/api/auth/sign-in/email-otp", {
      email: "tru@example.com",
      otp: await mailedCode(client, "tru@example.com"),
    });
    expect(await json(again)).not.toHaveProperty("twoFactorRedirect");
    expect((await currentSession(client))?.user.email).toBe("tru@example.com");
  });
});

describe("re-authentication of a signed-in browser", () => {
  it("keeps the browser signed in during the challenge, then replaces its session with a fresh one", async () => {
    const { client, secret } = await playerWithTotp("rea@example.com");
    const before = (await currentSession(client))!;

    const first = await client.post("/api/auth/sign-in/email-otp", {
      email: "rea@example.com",
      otp: await mailedCode(client, "rea@example.com"),
    });
    expect(await json(first)).toMatchObject({ twoFactorRedirect: true });
    // Still signed in with the same session while the code is asked.
    expect((await currentSession(client))?.session.id).toBe(before.session.id);

    const after = await answer(client, secret);
    expect(after.session.id).not.toBe(before.session.id);
    // The old session is gone, not left behind as another device.
    const sessions = await handle.db.select({ id: session.id }).from(session);
    expect(sessions.map((s) => s.id)).toEqual([after.session.id]);
  });
});

describe("a wrong password", () => {
  it("lands on the field that held it: `password` when turning TOTP on or off, `currentPassword` when changing it", async () => {
    const client = await signedInPlayer(handle, "wrong-password@example.com");
    for (const path of ["/api/auth/two-factor/enable", "/api/auth/two-factor/disable"]) {
      const refused = await client.post(path, { password: "not-the-password-1" });
      expect(refused.status, path).toBe(400);
      expect(await json(refused), path).toMatchObject({ code: "error.auth.passwordWrong", formField: "password" });
    }
    const change = await client.post("/api/auth/change-password", {
      currentPassword: "not-the-password-1",
      newPassword: "a-new-long-password-2",
    });
    expect(change.status).toBe(400);
    expect(await json(change)).toMatchObject({ code: "error.auth.passwordWrong", formField: "currentPassword" });
    expect((await currentSession(client))?.user.twoFactorEnabled).toBeFalsy();
  });
});

describe("a passkey's registration", () => {
  it("names the account by its address in the device's list, whatever label the player gives the passkey", async () => {
    const client = await signedInPlayer(handle, "passkey-label@example.com", "Pat");
    const options = await client.get("/api/auth/passkey/generate-register-options?name=My%20laptop");
    expect(options.status).toBe(200);
    const { user } = await json<{ user: { name: string; displayName: string } }>(options);
    expect(user.name).toBe("passkey-label@example.com");
    expect(user.displayName).toBe("passkey-label@example.com");
  });
});

describe("without TOTP", () => {
  it("an e-mailed code signs in at once", async () => {
    await signedInPlayer(handle, "non@example.com");
    const client = new TestClient();
    const signedIn = await client.post("/api/auth/sign-in/email-otp", {
      email: "non@example.com",
      otp: await mailedCode(client, "non@example.com"),
    });
    expect(await json(signedIn)).not.toHaveProperty("twoFactorRedirect");
    expect((await currentSession(client))?.user.email).toBe("non@example.com");
  });
});
