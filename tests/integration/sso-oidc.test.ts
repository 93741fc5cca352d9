/**
 * Enterprise single sign-on through an organisation's OpenID Connect provider, end to end: a real
 * provider (oidc-provider) on a loopback port, registered by an admin through our API, and the
 * browser's trip through its login and consent pages driven over HTTP (decision 0058).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { account, ssoProvider, user } from "@/db/schema";
import { providerErrorCode } from "@/lib/auth-errors";
import { resetEnvForTests } from "@/lib/env";
import { totp } from "../e2e/totp";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { ProviderBrowser, startOidcProvider, type ProviderPerson } from "../support/oidc-provider";
import { createPlayer, expectError, signedInPlayer, TEST_PASSWORD } from "../support/players";

const APP_ORIGIN = "http://localhost:3000";
const CLIENT_ID = "callit-sso";
const CLIENT_SECRET = "sso-client-secret-0123456789abcdef";
const CALLBACK = `${APP_ORIGIN}/api/auth/sso/callback/acme`;
const CALLBACK_URL = "/redirect?redirectTo=%2Faccount";

interface SessionBody {
  user: { id: string; email: string; name: string; emailVerified: boolean };
}

const people = new Map<string, ProviderPerson>();
let handle: DbHandle;
let idp: Awaited<ReturnType<typeof startOidcProvider>>;
let admin: TestClient;

async function currentSession(client: TestClient): Promise<SessionBody | null> {
  return json<SessionBody | null>(await client.get("/api/auth/get-session")) as Promise<SessionBody | null>;
}

/** Starts the sign-in from the form's answer for an address; returns the provider's authorization URL. */
async function startSignIn(client: TestClient, email: string): Promise<string> {
  const started = await client.post("/api/auth/sign-in/sso", {
    email,
    callbackURL: CALLBACK_URL,
    errorCallbackURL: "/account",
  });
  expect(started.status).toBe(200);
  const body = await json<{ url: string; redirect: boolean }>(started);
  expect(new URL(body.url).origin).toBe(idp.issuer);
  expect(new URL(body.url).searchParams.get("redirect_uri")).toBe(CALLBACK);
  return body.url;
}

/** The whole trip: our app, the provider's pages as `sub`, and back; returns where our callback sends the browser. */
async function trip(client: TestClient, email: string, sub: string): Promise<URL> {
  const back = await new ProviderBrowser(APP_ORIGIN).signIn(await startSignIn(client, email), sub);
  const landed = await client.follow(back);
  expect(landed.status).toBe(302);
  return new URL(landed.headers.get("location")!, APP_ORIGIN);
}

async function registerAcme() {
  return admin.post("/api/admin/sso", {
    type: "oidc",
    providerId: "acme",
    name: "Acme Corp",
    domains: ["acme.example", "acme-group.example"],
    issuer: idp.issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
  });
}

beforeAll(async () => {
  idp = await startOidcProvider(
    [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: [CALLBACK] }],
    people,
  );
  process.env.ADMIN_EMAILS = "boss@example.com";
  process.env.SSO_IDP_ORIGINS = idp.issuer;
  resetEnvForTests();
  handle = await createTestDb();
  admin = await createPlayer(handle, "boss@example.com", "Boss");
});
afterAll(async () => {
  await handle?.close();
  await idp?.close();
  delete process.env.SSO_IDP_ORIGINS;
  delete process.env.ADMIN_EMAILS;
  resetEnvForTests();
});
beforeEach(async () => {
  people.clear();
  await handle.db.delete(account).where(eq(account.providerId, "acme"));
  await handle.db.delete(ssoProvider);
  expect((await registerAcme()).status).toBe(201);
});

describe("registering an organisation's OpenID Connect provider", () => {
  it("is for admins only, and no answer ever carries the client secret", async () => {
    await handle.db.delete(ssoProvider);
    const player = await createPlayer(handle, "pat@example.com", "Pat");
    await expectError(
      await player.post("/api/admin/sso", {
        type: "oidc",
        providerId: "mine",
        name: "Mine",
        domains: ["example.com"],
        issuer: idp.issuer,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
      }),
      403,
      "error.forbidden",
    );
    await expectError(await new TestClient().get("/api/admin/sso"), 401, "error.auth.required");
    // The plugin's own endpoints are closed over HTTP, to players and admins alike.
    for (const path of ["/api/auth/sso/register", "/api/auth/sso/providers", "/api/auth/sso/update-provider"]) {
      expect((await player.post(path, { providerId: "x", issuer: idp.issuer, domain: "example.com" })).status).toBe(
        404,
      );
      expect((await admin.post(path, { providerId: "x" })).status).toBe(404);
    }
    expect(await handle.db.select().from(ssoProvider)).toHaveLength(0);

    const created = await registerAcme();
    expect(created.status).toBe(201);
    const text = await created.text();
    expect(text).not.toContain(CLIENT_SECRET);
    expect(JSON.parse(text)).toMatchObject({
      providerId: "acme",
      name: "Acme Corp",
      type: "oidc",
      issuer: idp.issuer,
      domains: ["acme.example", "acme-group.example"],
      enabled: true,
      callbackUrl: CALLBACK,
    });
    const listed = await (await admin.get("/api/admin/sso")).text();
    expect(listed).not.toContain(CLIENT_SECRET);
    expect(JSON.parse(listed)).toHaveLength(1);
  });

  it("refuses a taken domain or id, an issuer outside SSO_IDP_ORIGINS, and bad input, with translated errors", async () => {
    const base = {
      type: "oidc",
      providerId: "other",
      name: "Other",
      domains: ["other.example"],
      issuer: idp.issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    };
    const taken = await expectError(
      await admin.post("/api/admin/sso", { ...base, domains: ["ACME.example"] }),
      409,
      "error.sso.domainTaken",
    );
    expect(taken.formField).toBe("domains");
    await expectError(await admin.post("/api/admin/sso", { ...base, providerId: "acme" }), 409, "error.sso.idTaken");
    const untrusted = await expectError(
      await admin.post("/api/admin/sso", { ...base, issuer: "http://127.0.0.1:9/" }),
      400,
      "error.sso.untrustedOrigin",
    );
    expect(untrusted.formField).toBe("issuer");
    await expectError(
      await admin.post("/api/admin/sso", { ...base, domains: ["not a domain"] }),
      400,
      "error.validation.invalid",
    );
    await expectError(await admin.post("/api/admin/sso", { ...base, type: "ldap" }), 400, "error.validation.invalid");
    expect(await handle.db.select().from(ssoProvider)).toHaveLength(1);
  });
});

describe("signing in through the organisation's provider", () => {
  it("tells the sign-in form where an address of the domain goes, and nothing for other domains", async () => {
    expect(await json(await new TestClient().post("/api/sso/discover", { email: "Ana@Acme-Group.example" }))).toEqual({
      domain: "acme-group.example",
      provider: { providerId: "acme", name: "Acme Corp" },
    });
    expect(await json(await new TestClient().post("/api/sso/discover", { email: "ana@example.org" }))).toEqual({
      domain: "example.org",
      provider: null,
    });
    await expectError(
      await new TestClient().post("/api/sso/discover", { email: "nope" }),
      400,
      "error.validation.email",
    );
  });

  it("lets the members of one organisation behind one public address start their sign-ins together", async () => {
    const office = { "x-callit-client-address": "203.0.113.7" };
    const start = (i: number) =>
      new TestClient().post(
        "/api/auth/sign-in/sso",
        { email: `m${i}@acme.example`, callbackURL: CALLBACK_URL },
        office,
      );
    for (let i = 1; i <= 60; i++) expect((await start(i)).status, `colleague ${i}`).toBe(200);
    // Still limited: the 61st start within the minute waits.
    expect((await start(61)).status).toBe(429);
  });

  it("signs a member of the organisation in, with the address verified by the provider", async () => {
    people.set("sub-ana", { email: "ana@acme.example", email_verified: true, name: "Ana Acme" });
    const client = new TestClient();
    const landed = await trip(client, "ana@acme.example", "sub-ana");
    expect(`${landed.pathname}${landed.search}`).toBe(CALLBACK_URL);
    const session = await currentSession(client);
    expect(session?.user).toMatchObject({ email: "ana@acme.example", name: "Ana Acme", emailVerified: true });
    const methods = await handle.db.select().from(account).where(eq(account.userId, session!.user.id));
    expect(methods.map((m) => [m.providerId, m.accountId])).toEqual([["acme", "sub-ana"]]);

    // Again: the same player.
    const again = new TestClient();
    await trip(again, "ana@acme.example", "sub-ana");
    expect((await currentSession(again))?.user.id).toBe(session!.user.id);
  });

  it("links an existing account only when the provider has verified the address", async () => {
    const owner = await signedInPlayer(handle, "bea@acme.example", "Bea");
    const original = (await currentSession(owner))!;

    // The provider does not vouch for the address: it never takes the account over.
    people.set("sub-bea", { email: "bea@acme.example", email_verified: false, name: "Not Bea" });
    const refused = new TestClient();
    const landed = await trip(refused, "bea@acme.example", "sub-bea");
    expect(providerErrorCode(landed.searchParams.get("error"))).toBe("error.sso.notLinked");
    expect(await currentSession(refused)).toBeNull();
    expect(
      (await handle.db.select().from(account).where(eq(account.userId, original.user.id))).map((m) => m.providerId),
    ).toEqual(["credential"]);
    const [row] = await handle.db.select().from(user).where(eq(user.email, "bea@acme.example"));
    expect(row!.name).toBe("Bea");

    // It does: the same player, with the provider linked beside the password.
    people.set("sub-bea", { email: "bea@acme.example", email_verified: true, name: "Bea Acme" });
    const linked = new TestClient();
    await trip(linked, "bea@acme.example", "sub-bea");
    expect((await currentSession(linked))?.user.id).toBe(original.user.id);
    expect(
      (await handle.db.select().from(account).where(eq(account.userId, original.user.id)))
        .map((m) => m.providerId)
        .sort(),
    ).toEqual(["acme", "credential"]);
  });

  it("asks a player with TOTP on for the code after the provider, before there is a session", async () => {
    const owner = await signedInPlayer(handle, "cai@acme.example", "Cai");
    const enabled = await json<{ totpURI: string }>(
      await owner.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD }),
    );
    const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
    expect((await owner.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);

    people.set("sub-cai", { email: "cai@acme.example", email_verified: true, name: "Cai" });
    const client = new TestClient();
    const landed = await trip(client, "cai@acme.example", "sub-cai");
    expect(landed.pathname).toBe("/account");
    expect(landed.searchParams.get("mode")).toBe("twoFactor");
    expect(landed.searchParams.get("redirectTo")).toBe(CALLBACK_URL);
    expect(await currentSession(client)).toBeNull();
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);
    expect((await currentSession(client))?.user.email).toBe("cai@acme.example");
  });

  it("refuses an answer whose state does not match the browser's, and signs nobody in", async () => {
    people.set("sub-dan", { email: "dan@acme.example", email_verified: true, name: "Dan" });
    const victim = new TestClient();
    const back = await new ProviderBrowser(APP_ORIGIN).signIn(await startSignIn(victim, "dan@acme.example"), "sub-dan");

    // Another browser (an attacker's link) brings the answer: no state cookie of its own.
    const attacker = new TestClient();
    const landed = await attacker.follow(back);
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get("location")!, APP_ORIGIN);
    expect(location.pathname).toBe("/account");
    expect(providerErrorCode(location.searchParams.get("error"))).toBe("error.sso.stateMismatch");
    expect(await currentSession(attacker)).toBeNull();

    // A forged state in the victim's own browser.
    const forged = new URL(back);
    forged.searchParams.set("state", "forged-state-value");
    const refused = await victim.follow(forged.href);
    expect(providerErrorCode(new URL(refused.headers.get("location")!, APP_ORIGIN).searchParams.get("error"))).toBe(
      "error.sso.stateMismatch",
    );
    expect(await currentSession(victim)).toBeNull();
    expect(await handle.db.select().from(user).where(eq(user.email, "dan@acme.example"))).toHaveLength(0);
  });

  it("switched off, sends nobody there and signs nobody in; the domain signs in as before", async () => {
    const owner = await signedInPlayer(handle, "eli@acme.example", "Eli");
    expect(owner).toBeTruthy();
    people.set("sub-eli", { email: "eli@acme.example", email_verified: true, name: "Eli" });
    const early = new TestClient();
    const back = await new ProviderBrowser(APP_ORIGIN).signIn(await startSignIn(early, "eli@acme.example"), "sub-eli");

    const player = await createPlayer(handle, "pat2@example.com", "Pat");
    await expectError(await player.request("PATCH", "/api/admin/sso/acme", { enabled: false }), 403, "error.forbidden");
    const off = await admin.request("PATCH", "/api/admin/sso/acme", { enabled: false });
    expect(off.status).toBe(200);
    expect(await json(off)).toMatchObject({ providerId: "acme", enabled: false });

    expect(await json(await new TestClient().post("/api/sso/discover", { email: "eli@acme.example" }))).toMatchObject({
      provider: null,
    });
    await expectError(
      await new TestClient().post("/api/auth/sign-in/sso", { email: "eli@acme.example", callbackURL: CALLBACK_URL }),
      403,
      "error.sso.disabled",
    );
    await expectError(
      await new TestClient().post("/api/auth/sign-in/sso", { providerId: "acme", callbackURL: CALLBACK_URL }),
      403,
      "error.sso.disabled",
    );
    // A trip started before the switch finds it off when it comes back.
    const landed = await early.follow(back);
    expect(providerErrorCode(new URL(landed.headers.get("location")!, APP_ORIGIN).searchParams.get("error"))).toBe(
      "error.sso.disabled",
    );
    expect(await currentSession(early)).toBeNull();
    // The password still works.
    const password = new TestClient();
    expect(
      (await password.post("/api/auth/sign-in/email", { email: "eli@acme.example", password: TEST_PASSWORD })).status,
    ).toBe(200);

    // On again, then removed.
    expect((await admin.request("PATCH", "/api/admin/sso/acme", { enabled: true })).status).toBe(200);
    expect((await admin.request("DELETE", "/api/admin/sso/acme")).status).toBe(200);
    await expectError(await admin.request("DELETE", "/api/admin/sso/acme"), 404, "error.notFound");
    await expectError(await admin.request("PATCH", "/api/admin/sso/acme", { enabled: true }), 404, "error.notFound");
  });
});
