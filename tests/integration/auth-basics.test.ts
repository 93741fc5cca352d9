import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { session as sessionTable, user } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { TestClient, json } from "../support/client";
import { createTestDb, truncateAll } from "../support/db";
import { lastMailTo, linkIn } from "../support/mailbox";

let handle: DbHandle;
beforeAll(async () => {
  process.env.ADMIN_EMAILS = "boss@example.com";
  resetEnvForTests();
  handle = await createTestDb();
});
afterAll(async () => handle?.close());
beforeEach(async () => truncateAll(handle));

const PASSWORD = "green-pitch-42";

async function signUp(client: TestClient, email: string, extra: Record<string, unknown> = {}) {
  return client.post("/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: "Ana",
    acceptTerms: true,
    acceptPrivacy: true,
    callbackURL: "/redirect?redirectTo=%2Fde%2Faccount",
    ...extra,
  });
}

async function verifiedUser(email: string) {
  const client = new TestClient();
  expect((await signUp(client, email)).status).toBe(200);
  const mail = await lastMailTo(handle, email, "verifyEmail");
  await client.follow(linkIn(mail.text));
  return client;
}

describe("sign-up and verification", () => {
  // These tests run without SMTP_URL: nobody can confirm an address, so a new account is signed in
  // at once (decision 0015); account-mail-smtp.test.ts covers sign-up with a mail server.
  it("signs up and in at once, keeps a verification link, and the link verifies the address", async () => {
    const client = new TestClient();
    const response = await signUp(client, "ana@example.com", {
      locale: "de",
      timeZone: "Europe/Berlin",
      acceptMarketing: true,
    });
    expect(response.status).toBe(200);
    // The answer says the browser is signed in, without the session's token (it stays in its
    // HttpOnly cookie, decision 0016).
    const answer = await json<Record<string, unknown>>(response);
    expect(answer).toMatchObject({ signedIn: true, user: { email: "ana@example.com" } });
    expect(answer).not.toHaveProperty("token");
    const [created] = await handle.db.select({ token: sessionTable.token }).from(sessionTable);
    expect(JSON.stringify(answer)).not.toContain(created!.token);
    expect(
      (await json<{ user: { emailVerified: boolean } }>(await client.get("/api/auth/get-session"))).user.emailVerified,
    ).toBe(false);

    const [row] = await handle.db.select().from(user).where(eq(user.email, "ana@example.com"));
    expect(row).toMatchObject({ emailVerified: false, locale: "de", timeZone: "Europe/Berlin", role: "player" });
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row!.privacyAcceptedAt).toBeInstanceOf(Date);
    expect(row!.marketingAcceptedAt).toBeInstanceOf(Date);

    const mail = await lastMailTo(handle, "ana@example.com", "verifyEmail");
    expect(mail.subject).not.toBe("Confirm your e-mail address for Callit"); // written in German
    const verified = await client.follow(linkIn(mail.text));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toContain("/redirect?redirectTo=%2Fde%2Faccount");
    const session = await json<{ user: { email: string; emailVerified: boolean } }>(
      await client.get("/api/auth/get-session"),
    );
    expect(session.user).toMatchObject({ email: "ana@example.com", emailVerified: true });
  });

  it("requires the terms and the privacy policy", async () => {
    const response = await signUp(new TestClient(), "bo@example.com", { acceptPrivacy: false });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: "error.auth.agreementsRequired", formField: "acceptTerms" });
    expect(await handle.db.select().from(user)).toHaveLength(0);
  });

  it("refuses a weak password with its reasons, translated", async () => {
    const client = new TestClient();
    client.locale = "fr";
    const response = await signUp(client, "cy@example.com", { password: "cy" });
    expect(response.status).toBe(400);
    const body = await json<{ code: string; formField: string; errors: { code: string; message: string }[] }>(response);
    expect(body).toMatchObject({ code: "error.password.weak", formField: "password" });
    expect(body.errors.map((e) => e.code)).toContain("error.password.tooShort");
    expect(body.errors[0]!.message).not.toBe("Use at least 10 characters.");
    const common = await json<{ errors: { code: string }[] }>(
      await signUp(client, "cy@example.com", { password: "password123" }),
    );
    expect(common.errors.map((e) => e.code)).toEqual(["error.password.common"]);
  });

  it("refuses a registered address (without a mail server, sign-up signs in and cannot hide it)", async () => {
    await verifiedUser("dee@example.com");
    const again = await signUp(new TestClient(), "dee@example.com");
    expect(again.status).toBe(422);
    expect(await json(again)).toMatchObject({ code: "error.auth.emailTaken" });
  });
});

describe("sign-in", () => {
  it("signs in with the right password and out again", async () => {
    await verifiedUser("eve@example.com");
    const client = new TestClient();
    const ok = await client.post("/api/auth/sign-in/email", { email: "eve@example.com", password: PASSWORD });
    expect(ok.status).toBe(200);
    const cookie = ok.headers.getSetCookie().find((c) => c.startsWith("callit.session_token="));
    expect(cookie).toMatch(/Max-Age=34560000/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect((await json<{ user: { email: string } }>(await client.get("/api/auth/get-session"))).user.email).toBe(
      "eve@example.com",
    );
    await client.post("/api/auth/sign-out");
    expect(await json(await client.get("/api/auth/get-session"))).toBeNull();
  });

  it("answers a wrong password and an unknown address the same way", async () => {
    await verifiedUser("fay@example.com");
    const wrong = await new TestClient().post("/api/auth/sign-in/email", {
      email: "fay@example.com",
      password: "not-the-password",
    });
    const unknown = await new TestClient().post("/api/auth/sign-in/email", {
      email: "nobody@example.com",
      password: "not-the-password",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [wrongBody, unknownBody] = [await json(wrong), await json(unknown)];
    expect(wrongBody).toEqual(unknownBody);
    expect(wrongBody.code).toBe("error.auth.invalidCredentials");
  });

  it("limits repeated sign-in attempts from one address", async () => {
    const client = new TestClient();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await client.post("/api/auth/sign-in/email", { email: "gus@example.com", password: "wrong-password-1" }))
          .status,
      );
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await client.post("/api/auth/sign-in/email", {
      email: "gus@example.com",
      password: "wrong-password-1",
    });
    expect(await json(limited)).toMatchObject({ code: "error.auth.tooManyAttempts" });
  });

  it("gives the admin role to ADMIN_EMAILS at sign-up", async () => {
    await verifiedUser("boss@example.com");
    const [row] = await handle.db.select().from(user).where(eq(user.email, "boss@example.com"));
    expect(row!.role).toBe("admin");
  });
});
