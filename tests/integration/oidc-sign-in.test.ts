/**
 * Signing in through an OpenID Connect provider, end to end: a real provider (oidc-provider) runs
 * on a loopback port, our app discovers it from OIDC_ISSUER, and the browser's trip through the
 * provider's login and consent pages is driven over HTTP with a cookie jar of its own.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { user } from "@/db/schema";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { getAccountSettings } from "@/server/accounts/settings";
import { configuredProviders, publicProviders } from "@/server/auth/providers";
import { totp } from "../e2e/totp";
import { TestClient, json } from "../support/client";
import { createTestDb, truncateAll } from "../support/db";
import { lastMailTo, linkIn } from "../support/mailbox";
import { ProviderBrowser, startOidcProvider, type ProviderPerson } from "../support/oidc-provider";

const APP_ORIGIN = "http://localhost:3000";
/** Generic providers use Better Auth's core callback route, `/callback/:id`. */
const CALLBACK = `${APP_ORIGIN}/api/auth/callback/oidc`;
const CLIENT_ID = "callit-test";
const CLIENT_SECRET = "callit-test-secret-0123456789abcdef";
const PASSWORD = "green-pitch-42";
const OIDC_VARIABLES = ["OIDC_ID", "OIDC_NAME", "OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;

interface SessionBody {
  user: { id: string; email: string; name: string; emailVerified: boolean; role: string };
  session: { id: string };
}

interface AccountBody {
  id: string;
  providerId: string;
  accountId: string;
}

/** The people the provider knows, by subject; each test adds its own. */
const people = new Map<string, ProviderPerson>();

function startProvider() {
  return startOidcProvider([{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: [CALLBACK] }], people);
}

async function currentSession(client: TestClient): Promise<SessionBody | null> {
  const response = await client.get("/api/auth/get-session");
  expect(response.status).toBe(200);
  return json<SessionBody | null>(response) as Promise<SessionBody | null>;
}

async function accounts(client: TestClient): Promise<AccountBody[]> {
  const response = await client.get("/api/auth/list-accounts");
  expect(response.status).toBe(200);
  return json<AccountBody[]>(response) as Promise<AccountBody[]>;
}

function sessionHeaders(client: TestClient): Headers {
  return new Headers({ cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "), origin: APP_ORIGIN });
}

describe("with an OpenID Connect provider", () => {
  let handle: DbHandle;
  let idp: Awaited<ReturnType<typeof startProvider>>;

  beforeAll(async () => {
    idp = await startProvider();
    // Before the database: the auth instance of a database reads the configuration once.
    process.env.OIDC_ISSUER = idp.issuer;
    process.env.OIDC_CLIENT_ID = CLIENT_ID;
    process.env.OIDC_CLIENT_SECRET = CLIENT_SECRET;
    process.env.OIDC_NAME = "Test Identity";
    delete process.env.OIDC_ID; // the default, "oidc"
    resetEnvForTests();
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
    await idp?.close();
    for (const name of OIDC_VARIABLES) delete process.env[name];
    resetEnvForTests();
  });
  beforeEach(async () => {
    await truncateAll(handle);
    people.clear();
  });

  /** Starts the sign-in on our app and checks the authorization request it builds. */
  async function startSignIn(client: TestClient, extra: Record<string, unknown> = {}): Promise<string> {
    const started = await client.post("/api/auth/sign-in/social", {
      provider: "oidc",
      callbackURL: "/redirect?redirectTo=%2Faccount",
      errorCallbackURL: "/account?error=provider",
      ...extra,
    });
    expect(started.status).toBe(200);
    const body = await json<{ url: string; redirect: boolean }>(started);
    expect(body.redirect).toBe(true);
    const authorize = new URL(body.url);
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(authorize.searchParams.get("redirect_uri")).toBe(CALLBACK);
    expect(authorize.searchParams.get("response_type")).toBe("code");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["openid", "email", "profile"]),
    );
    return body.url;
  }

  /** Comes back to our app from the provider and checks where the callback sends the browser. */
  async function finishSignIn(client: TestClient, callbackUrl: string) {
    const callback = new URL(callbackUrl);
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    expect(callback.searchParams.get("code")).toBeTruthy();
    const landed = await client.follow(callbackUrl);
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get("location")!, APP_ORIGIN);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(
      `${APP_ORIGIN}/redirect?redirectTo=%2Faccount`,
    );
  }

  it("offers the provider by its configured name", () => {
    expect(publicProviders(getEnv())).toEqual([{ id: "oidc", name: "Test Identity", kind: "oidc" }]);
  });

  /** What the sign-up form sends with a provider: the boxes the player ticked. */
  const SIGN_UP = { requestSignUp: true, acceptTerms: true, acceptPrivacy: true, acceptMarketing: false };

  it("signs a new player up through the provider, with the terms and privacy policy accepted", async () => {
    people.set("sub-new-1", { email: "nia@example.com", email_verified: true, name: "Nia Provider" });
    const client = new TestClient();
    const authorizationUrl = await startSignIn(client, SIGN_UP);
    expect(await currentSession(client)).toBeNull();

    const callbackUrl = await new ProviderBrowser(APP_ORIGIN).signIn(authorizationUrl, "sub-new-1");
    await finishSignIn(client, callbackUrl);

    const session = await currentSession(client);
    expect(session?.user).toMatchObject({
      email: "nia@example.com",
      name: "Nia Provider",
      emailVerified: true,
      role: "player",
    });
    const [row] = await handle.db.select().from(user).where(eq(user.email, "nia@example.com"));
    expect(row).toMatchObject({ role: "player", emailVerified: true, name: "Nia Provider", marketingAcceptedAt: null });
    // Recorded like an e-mail sign-up's, carried through the trip to the provider.
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row!.privacyAcceptedAt).toBeInstanceOf(Date);

    const methods = await accounts(client);
    expect(methods.map((a) => a.providerId)).toEqual(["oidc"]);
    expect(methods[0]!.accountId).toBe("sub-new-1");

    // The settings page offers the provider too.
    const settings = await getAccountSettings(sessionHeaders(client), session!.user.id, session!.session.id);
    expect(settings.providers).toEqual([{ id: "oidc", name: "Test Identity" }]);
    expect(settings.methods.map((m) => m.providerId)).toEqual(["oidc"]);

    // Signing in again through the provider finds the same player, no new one.
    const again = new TestClient();
    await finishSignIn(again, await new ProviderBrowser(APP_ORIGIN).signIn(await startSignIn(again), "sub-new-1"));
    expect((await currentSession(again))?.user.id).toBe(session!.user.id);
    expect(await handle.db.select().from(user)).toHaveLength(1);
  });

  it("does not sign a new player up without the terms and privacy policy", async () => {
    const refused = await new TestClient().post("/api/auth/sign-in/social", {
      provider: "oidc",
      callbackURL: "/account",
      requestSignUp: true,
      acceptTerms: true,
    });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ code: "error.auth.agreementsRequired" });

    // Signing in (not up) with a person the app does not know opens no account.
    people.set("sub-new-2", { email: "noa@example.com", email_verified: true, name: "Noa" });
    const client = new TestClient();
    const landed = await client.follow(
      await new ProviderBrowser(APP_ORIGIN).signIn(await startSignIn(client), "sub-new-2"),
    );
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get("location")!, APP_ORIGIN);
    expect(location.pathname).toBe("/account");
    expect(location.searchParams.getAll("error")).toContain("signup_disabled");
    expect(await currentSession(client)).toBeNull();
    expect(await handle.db.select().from(user)).toHaveLength(0);
  });

  it("links the provider to a player of the same verified address, and unlinks it", async () => {
    // A player who signed up with a password and confirmed the address.
    const passwordBrowser = new TestClient();
    const signedUp = await passwordBrowser.post("/api/auth/sign-up/email", {
      email: "ola@example.com",
      password: PASSWORD,
      name: "Ola",
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expect(signedUp.status).toBe(200);
    const mail = await lastMailTo(handle, "ola@example.com", "verifyEmail");
    expect((await passwordBrowser.follow(linkIn(mail.text))).status).toBe(302);
    const original = (await currentSession(passwordBrowser))!;
    expect(original.user.emailVerified).toBe(true);

    // The same person, through the provider, in another browser.
    people.set("sub-ola", { email: "ola@example.com", email_verified: true, name: "Ola at the provider" });
    const client = new TestClient();
    await finishSignIn(client, await new ProviderBrowser(APP_ORIGIN).signIn(await startSignIn(client), "sub-ola"));
    const session = (await currentSession(client))!;
    expect(session.user.id).toBe(original.user.id);
    expect(await handle.db.select().from(user)).toHaveLength(1);

    const methods = await accounts(client);
    expect(methods.map((a) => a.providerId).sort()).toEqual(["credential", "oidc"]);

    // Unlinking the provider works; the password stays.
    const oidcAccount = methods.find((a) => a.providerId === "oidc")!;
    const unlinked = await client.post("/api/auth/unlink-account", { accountId: oidcAccount.id });
    expect(unlinked.status).toBe(200);
    const left = await accounts(client);
    expect(left.map((a) => a.providerId)).toEqual(["credential"]);

    // The last sign-in method cannot go.
    const refused = await client.post("/api/auth/unlink-account", { accountId: left[0]!.id });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ code: "error.auth.lastSignInMethod" });
    expect((await accounts(client)).map((a) => a.providerId)).toEqual(["credential"]);
    const passwordSignIn = await new TestClient().post("/api/auth/sign-in/email", {
      email: "ola@example.com",
      password: PASSWORD,
    });
    expect(passwordSignIn.status).toBe(200);
  });

  it("asks a player with TOTP on for the code after the provider, before there is a session", async () => {
    const passwordBrowser = new TestClient();
    await passwordBrowser.post("/api/auth/sign-up/email", {
      email: "tom@example.com",
      password: PASSWORD,
      name: "Tom",
      acceptTerms: true,
      acceptPrivacy: true,
    });
    await passwordBrowser.follow(linkIn((await lastMailTo(handle, "tom@example.com", "verifyEmail")).text));
    const enabled = await json<{ totpURI: string }>(
      await passwordBrowser.post("/api/auth/two-factor/enable", { password: PASSWORD }),
    );
    const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
    expect((await passwordBrowser.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);

    people.set("sub-tom", { email: "tom@example.com", email_verified: true, name: "Tom at the provider" });
    const client = new TestClient();
    const callbackUrl = await new ProviderBrowser(APP_ORIGIN).signIn(await startSignIn(client), "sub-tom");
    const landed = await client.follow(callbackUrl);
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get("location")!, APP_ORIGIN);
    expect(location.pathname).toBe("/account");
    expect(location.searchParams.get("mode")).toBe("twoFactor");
    expect(location.searchParams.get("redirectTo")).toBe("/redirect?redirectTo=%2Faccount");
    expect(await currentSession(client)).toBeNull();

    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);
    expect((await currentSession(client))?.user.email).toBe("tom@example.com");
  });
});

describe("without OpenID Connect configuration", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    for (const name of OIDC_VARIABLES) delete process.env[name];
    resetEnvForTests();
    handle = await createTestDb();
  });
  afterAll(async () => handle?.close());

  it("offers no provider", async () => {
    expect(configuredProviders(getEnv()).oidc).toEqual([]);
    expect(publicProviders(getEnv())).toEqual([]);

    const client = new TestClient();
    const signedUp = await client.post("/api/auth/sign-up/email", {
      email: "pia@example.com",
      password: PASSWORD,
      name: "Pia",
      acceptTerms: true,
      acceptPrivacy: true,
    });
    expect(signedUp.status).toBe(200);
    await client.follow(linkIn((await lastMailTo(handle, "pia@example.com", "verifyEmail")).text));
    const session = (await currentSession(client))!;
    const settings = await getAccountSettings(sessionHeaders(client), session.user.id, session.session.id);
    expect(settings.providers).toEqual([]);
  });

  it("refuses a sign-in with the provider", async () => {
    const response = await new TestClient().post("/api/auth/sign-in/social", {
      provider: "oidc",
      callbackURL: "/redirect?redirectTo=%2Faccount",
    });
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ code: "error.auth.providerFailed" });
  });
});
