/**
 * What an organisation's identity provider may vouch for (decision 0058, addendum): only verified
 * plain addresses of its own registered domains, and only while it is on. An attacker who runs one
 * registered provider (`evil.example`, OpenID Connect, a real oidc-provider; `globex.example`,
 * SAML, samlify signing real assertions) asserts other people's addresses in every spelling; each
 * trip ends on the sign-in page with a translated reason, and leaves no user, account or session.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { account, session, ssoProvider, user } from "@/db/schema";
import { providerErrorCode } from "@/lib/auth-errors";
import { resetEnvForTests } from "@/lib/env";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { ProviderBrowser, startOidcProvider, type ProviderPerson } from "../support/oidc-provider";
import { createPlayer, expectError } from "../support/players";
import { makeSigningKey, SamlIdp, type SigningKey } from "../support/saml-idp";

const APP_ORIGIN = "http://localhost:3000";
const CLIENT_SECRET = "sso-client-secret-0123456789abcdef";
const CALLBACK_URL = "/redirect?redirectTo=%2Faccount";
const SAML_ENTITY = "https://idp.globex.example/entity";
const SAML_ENTRY = "https://idp.globex.example/sso";
const ACS = "/api/auth/sso/saml2/sp/acs/globex";
/** The victim: a player of another domain, with a verified address and a password. */
const VICTIM = "victim@other.example";

const people = new Map<string, ProviderPerson>();
let handle: DbHandle;
let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
let admin: TestClient;
let samlKey: SigningKey;
let saml: SamlIdp;
let spMetadata: string;

interface SessionBody {
  user: { id: string; email: string; emailVerified: boolean };
}

async function currentSession(client: TestClient): Promise<SessionBody | null> {
  return json<SessionBody | null>(await client.get("/api/auth/get-session")) as Promise<SessionBody | null>;
}

/** Users, accounts and sessions: a refused trip changes none of them. */
async function rowCounts() {
  const [users] = await handle.db.select({ n: count() }).from(user);
  const [accounts] = await handle.db.select({ n: count() }).from(account);
  const [sessions] = await handle.db.select({ n: count() }).from(session);
  return { users: users!.n, accounts: accounts!.n, sessions: sessions!.n };
}

async function startSignIn(client: TestClient, email: string): Promise<string> {
  const started = await client.post("/api/auth/sign-in/sso", {
    email,
    callbackURL: CALLBACK_URL,
    errorCallbackURL: "/account",
  });
  expect(started.status).toBe(200);
  return (await json<{ url: string }>(started)).url;
}

/** The attacker starts at their own organisation (an evil.example address); the provider answers as `sub`. */
async function oidcTrip(client: TestClient, sub: string, start = "mallory@evil.example"): Promise<URL> {
  const back = await new ProviderBrowser(APP_ORIGIN).signIn(await startSignIn(client, start), sub);
  const landed = await client.follow(back);
  expect(landed.status).toBe(302);
  return new URL(landed.headers.get("location")!, APP_ORIGIN);
}

/** The SAML IdP signs an assertion of `email` for the AuthnRequest of a trip started at globex.example. */
async function samlTrip(
  client: TestClient,
  email: string,
  options: { emailVerified?: boolean; beforeAnswer?: () => Promise<void> } = {},
): Promise<URL> {
  const request = await saml.readRequest(spMetadata, await startSignIn(client, "mallory@globex.example"));
  await options.beforeAnswer?.();
  const response = await saml.respond(spMetadata, {
    email,
    emailVerified: options.emailVerified ?? true,
    name: "Mallory",
    inResponseTo: request.id,
  });
  const answer = await client.request(
    "POST",
    ACS,
    new URLSearchParams({ SAMLResponse: response, RelayState: request.relayState }).toString(),
    { "content-type": "application/x-www-form-urlencoded", origin: "null", cookie: "" },
  );
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get("location")!, APP_ORIGIN);
}

/** The trip ended on the sign-in page with `code`, signed nobody in and wrote nothing. */
async function expectRefused(
  client: TestClient,
  landed: URL,
  code: string,
  before: Awaited<ReturnType<typeof rowCounts>>,
) {
  expect(landed.pathname).toBe("/account");
  expect(providerErrorCode(landed.searchParams.get("error"))).toBe(code);
  expect(await currentSession(client)).toBeNull();
  expect(await rowCounts()).toEqual(before);
}

function registerOidc(providerId: string, domains: string[]) {
  return admin.post("/api/admin/sso", {
    type: "oidc",
    providerId,
    name: providerId,
    domains,
    issuer: oidc.issuer,
    clientId: providerId,
    clientSecret: CLIENT_SECRET,
  });
}

function registerSaml(domains: string[], providerId = "globex") {
  return admin.post("/api/admin/sso", {
    type: "saml",
    providerId,
    name: "Globex",
    domains,
    issuer: SAML_ENTITY,
    entryPoint: SAML_ENTRY,
    certificate: samlKey.certificate,
  });
}

beforeAll(async () => {
  oidc = await startOidcProvider(
    ["evil", "acme"].map((id) => ({
      client_id: id,
      client_secret: CLIENT_SECRET,
      redirect_uris: [`${APP_ORIGIN}/api/auth/sso/callback/${id}`],
    })),
    people,
  );
  samlKey = makeSigningKey("Globex IdP");
  saml = new SamlIdp(SAML_ENTITY, SAML_ENTRY, samlKey);
  process.env.ADMIN_EMAILS = "boss@example.com";
  process.env.SSO_IDP_ORIGINS = oidc.issuer;
  resetEnvForTests();
  handle = await createTestDb();
  admin = await createPlayer(handle, "boss@example.com", "Boss");
  await createPlayer(handle, VICTIM, "Victim");
  await createPlayer(handle, "ana@acme.example", "Ana");
});
afterAll(async () => {
  await handle?.close();
  await oidc?.close();
  delete process.env.SSO_IDP_ORIGINS;
  delete process.env.ADMIN_EMAILS;
  resetEnvForTests();
});
beforeEach(async () => {
  people.clear();
  await handle.db.delete(ssoProvider);
  expect((await registerOidc("evil", ["evil.example"])).status).toBe(201);
  expect((await registerOidc("acme", ["acme.example"])).status).toBe(201);
  expect((await registerSaml(["globex.example"])).status).toBe(201);
  spMetadata = await (await new TestClient().get("/api/auth/sso/saml2/sp/metadata?providerId=globex")).text();
});

describe("an OpenID Connect provider vouches only for verified addresses of its own domains", () => {
  it.each([
    ["another domain's player", VICTIM],
    ["mixed case", "Victim@Other.EXAMPLE"],
    ["a trailing dot", "victim@other.example."],
    ["a trailing dot on its own domain", "mallory@evil.example."],
    ["a display name", `Victim <${VICTIM}>`],
    ["its own address as the display name", `"mallory@evil.example" <${VICTIM}>`],
    ["a quoted local part ending in its own domain", `"${VICTIM}"@evil.example`],
    ["a plus address", "victim+mallory@other.example"],
    ["a Unicode look-alike of the victim's domain", "victim@\u043Ether.example"],
    ["a Unicode look-alike of its own domain", "mallory@\u0435vil.example"],
    ["a subdomain of its own domain", "mallory@eu.evil.example"],
    ["another registered organisation's player", "ana@acme.example"],
  ])("refuses %s (%s)", async (_what, email) => {
    people.set("sub-mallory", { email, email_verified: true, name: "Mallory" });
    const before = await rowCounts();
    const client = new TestClient();
    await expectRefused(client, await oidcTrip(client, "sub-mallory"), "error.sso.foreignDomain", before);
  });

  it("refuses an address the provider has not verified, and creates no account for it", async () => {
    people.set("sub-new", { email: "newbie@evil.example", email_verified: false, name: "Newbie" });
    const before = await rowCounts();
    const client = new TestClient();
    await expectRefused(client, await oidcTrip(client, "sub-new"), "error.sso.emailUnverified", before);
  });

  it("signs in its own verified address, in any case and with a plus, as the lower-cased address", async () => {
    people.set("sub-mal", { email: "Mallory+Games@EVIL.example", email_verified: true, name: "Mallory" });
    const client = new TestClient();
    const landed = await oidcTrip(client, "sub-mal");
    expect(`${landed.pathname}${landed.search}`).toBe(CALLBACK_URL);
    expect((await currentSession(client))?.user).toMatchObject({
      email: "mallory+games@evil.example",
      emailVerified: true,
    });
  });

  it("refuses a returning identity whose provider now asserts an address outside its domains", async () => {
    people.set("sub-mover", { email: "mover@evil.example", email_verified: true, name: "Mover" });
    const first = new TestClient();
    await oidcTrip(first, "sub-mover");
    expect((await currentSession(first))?.user.email).toBe("mover@evil.example");

    people.set("sub-mover", { email: VICTIM, email_verified: true, name: "Mover" });
    const before = await rowCounts();
    const again = new TestClient();
    await expectRefused(again, await oidcTrip(again, "sub-mover"), "error.sso.foreignDomain", before);
  });

  it("leaves the victim's account as it was: no provider linked, the same name", async () => {
    people.set("sub-mallory", { email: VICTIM, email_verified: true, name: "Mallory" });
    await oidcTrip(new TestClient(), "sub-mallory");
    const [victim] = await handle.db.select().from(user).where(eq(user.email, VICTIM));
    expect(victim!.name).toBe("Victim");
    const methods = await handle.db.select().from(account).where(eq(account.userId, victim!.id));
    expect(methods.map((m) => m.providerId)).toEqual(["credential"]);
  });
});

describe("a SAML identity provider vouches only for verified addresses of its own domains", () => {
  it.each([
    ["another domain's player", VICTIM],
    ["mixed case", "VICTIM@other.example"],
    ["a display name", `Victim <${VICTIM}>`],
    ["a Unicode look-alike of its own domain", "gil@gl\u043Ebex.example"],
    ["another registered organisation's player", "ana@acme.example"],
  ])("refuses %s (%s)", async (_what, email) => {
    const before = await rowCounts();
    const client = new TestClient();
    await expectRefused(client, await samlTrip(client, email), "error.sso.foreignDomain", before);
  });

  it("refuses an address the IdP has not verified", async () => {
    const before = await rowCounts();
    const client = new TestClient();
    await expectRefused(
      client,
      await samlTrip(client, "newbie@globex.example", { emailVerified: false }),
      "error.sso.emailUnverified",
      before,
    );
  });

  it("refuses an answer that arrives after an admin switched the provider off mid-flow", async () => {
    const before = await rowCounts();
    const client = new TestClient();
    const landed = await samlTrip(client, "gil@globex.example", {
      beforeAnswer: async () => {
        expect((await admin.request("PATCH", "/api/admin/sso/globex", { enabled: false })).status).toBe(200);
      },
    });
    await expectRefused(client, landed, "error.sso.disabled", before);
  });

  it("signs in its own verified address", async () => {
    const client = new TestClient();
    const landed = await samlTrip(client, "Gil@Globex.example");
    expect(`${landed.pathname}${landed.search}`).toBe(CALLBACK_URL);
    expect((await currentSession(client))?.user.email).toBe("gil@globex.example");
  });
});

describe("registering a domain", () => {
  it("refuses a domain another provider already claims, in any case, and registers nothing", async () => {
    await handle.db.delete(ssoProvider).where(eq(ssoProvider.providerId, "globex"));
    const taken = await expectError(
      await registerSaml(["globex.example", "EVIL.example"]),
      409,
      "error.sso.domainTaken",
    );
    expect(taken.formField).toBe("domains");
    expect(taken.params).toMatchObject({ domain: "evil.example" });
    await expectError(await registerSaml(["evil.example."]), 400, "error.validation.invalid");
    await expectError(await registerSaml(["\u0435vil.example"]), 400, "error.validation.invalid");
    expect((await handle.db.select().from(ssoProvider)).map((p) => p.providerId).sort()).toEqual(["acme", "evil"]);
    // A subdomain is a domain of its own: it is no claim on its parent, nor the parent on it.
    expect((await registerSaml(["eu.evil.example"])).status).toBe(201);
  });

  it("gives a domain to one of two admins registering it at the same moment", async () => {
    // Both pass the kind check before either has stored its provider; the database's claim decides.
    const answers = await Promise.all([
      registerSaml(["initech.example", "initrode.example"], "initech-a"),
      registerSaml(["initech.example"], "initech-b"),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect((await expectError(refused, 409, "error.sso.domainTaken")).params).toMatchObject({
      domain: "initech.example",
    });
    const winner = answers[0]!.status === 201 ? "initech-a" : "initech-b";
    const providers = (await handle.db.select().from(ssoProvider)).map((p) => p.providerId);
    expect(providers).toContain(winner);
    expect(providers).not.toContain(winner === "initech-a" ? "initech-b" : "initech-a");
    // The sign-in form sends the domain's addresses to the winner, and the loser holds nothing.
    const found = await json<{ provider: { providerId: string } | null }>(
      await new TestClient().post("/api/sso/discover", { email: "ann@initech.example" }),
    );
    expect(found.provider?.providerId).toBe(winner);
    expect((await registerSaml(["initrode.example"], "initrode")).status).toBe(winner === "initech-a" ? 409 : 201);
  });
});
