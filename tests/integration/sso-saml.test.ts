/**
 * Enterprise single sign-on through an organisation's SAML 2.0 identity provider: samlify acting as
 * the IdP signs real assertions for the AuthnRequest our app sends, and posts them to our ACS the
 * way a browser carries an IdP's form (cross-site, without our cookies). Forged, misaddressed,
 * expired and replayed answers sign nobody in (decision 0058).
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
import { createPlayer, expectError, signedInPlayer, TEST_PASSWORD } from "../support/players";
import { makeSigningKey, SamlIdp, type Assertion, type SigningKey } from "../support/saml-idp";

const APP_ORIGIN = "http://localhost:3000";
const IDP_ORIGIN = "https://idp.globex.example";
const IDP_ENTITY = `${IDP_ORIGIN}/entity`;
const ENTRY_POINT = `${IDP_ORIGIN}/sso`;
const ACS = "/api/auth/sso/saml2/sp/acs/globex";
const CALLBACK_URL = "/redirect?redirectTo=%2Faccount";

let handle: DbHandle;
let admin: TestClient;
let idpKey: SigningKey;
let idp: SamlIdp;
let spMetadata: string;

interface SessionBody {
  user: { id: string; email: string; name: string; emailVerified: boolean };
}

async function currentSession(client: TestClient): Promise<SessionBody | null> {
  return json<SessionBody | null>(await client.get("/api/auth/get-session")) as Promise<SessionBody | null>;
}

/** Our app sends the browser to the IdP; returns the AuthnRequest's id and relay state. */
async function startSignIn(client: TestClient, email: string) {
  const started = await client.post("/api/auth/sign-in/sso", {
    email,
    callbackURL: CALLBACK_URL,
    errorCallbackURL: "/account",
  });
  expect(started.status).toBe(200);
  const { url } = await json<{ url: string }>(started);
  expect(url.startsWith(`${ENTRY_POINT}?`)).toBe(true);
  return idp.readRequest(spMetadata, url);
}

/** The IdP's page posts the response to our ACS: cross-site, so the browser sends no Lax cookie. */
async function post(client: TestClient, samlResponse: string, relayState: string): Promise<Response> {
  return client.request(
    "POST",
    ACS,
    new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
    { "content-type": "application/x-www-form-urlencoded", origin: "null", cookie: "" },
  );
}

/** Where an answer that was refused sends the browser, as the sign-in page's translated reason. */
async function refusal(response: Response): Promise<string | null> {
  if (response.status >= 300 && response.status < 400) {
    const location = new URL(response.headers.get("location")!, APP_ORIGIN);
    return providerErrorCode(location.searchParams.get("error")) ?? `unmapped:${location.href}`;
  }
  const body = await json<{ code: string; message: string }>(response);
  expect(body.message).not.toBe(body.code);
  return body.code;
}

async function signIn(client: TestClient, person: Omit<Assertion, "inResponseTo">, signer = idp) {
  const request = await startSignIn(client, person.email);
  const response = await signer.respond(spMetadata, { ...person, inResponseTo: request.id });
  return { response, relayState: request.relayState, answer: await post(client, response, request.relayState) };
}

beforeAll(async () => {
  idpKey = makeSigningKey("Globex IdP");
  idp = new SamlIdp(IDP_ENTITY, ENTRY_POINT, idpKey);
  process.env.ADMIN_EMAILS = "boss@example.com";
  resetEnvForTests();
  handle = await createTestDb();
  admin = await createPlayer(handle, "boss@example.com", "Boss");
});
afterAll(async () => {
  await handle?.close();
  delete process.env.ADMIN_EMAILS;
  resetEnvForTests();
});
beforeEach(async () => {
  await handle.db.delete(account).where(eq(account.providerId, "globex"));
  await handle.db.delete(ssoProvider);
  const created = await admin.post("/api/admin/sso", {
    type: "saml",
    providerId: "globex",
    name: "Globex",
    domains: ["globex.example"],
    issuer: IDP_ENTITY,
    entryPoint: ENTRY_POINT,
    certificate: idpKey.certificate,
  });
  expect(created.status).toBe(201);
  expect(await json(created)).toMatchObject({
    type: "saml",
    issuer: IDP_ENTITY,
    callbackUrl: `${APP_ORIGIN}${ACS}`,
    spEntityId: `${APP_ORIGIN}/api/auth/sso/saml2/sp/metadata?providerId=globex`,
  });
  const metadata = await new TestClient().get("/api/auth/sso/saml2/sp/metadata?providerId=globex");
  expect(metadata.status).toBe(200);
  spMetadata = await metadata.text();
  expect(spMetadata).toContain(`${APP_ORIGIN}${ACS}`);
});

describe("signing in through an organisation's SAML identity provider", () => {
  it("is registered by admins only, with a certificate", async () => {
    const player = await createPlayer(handle, "pat@example.com", "Pat");
    const body = {
      type: "saml",
      providerId: "initech",
      name: "Initech",
      domains: ["initech.example"],
      issuer: "https://idp.initech.example/entity",
      entryPoint: "https://idp.initech.example/sso",
      certificate: idpKey.certificate,
    };
    await expectError(await player.post("/api/admin/sso", body), 403, "error.forbidden");
    await expectError(
      await admin.post("/api/admin/sso", { ...body, certificate: "not a certificate ".repeat(8) }),
      400,
      "error.validation.invalid",
    );
  });

  it("signs a member in from a signed assertion", async () => {
    const client = new TestClient();
    const { answer } = await signIn(client, { email: "gil@globex.example", emailVerified: true, name: "Gil Globex" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(CALLBACK_URL);
    const session = await currentSession(client);
    expect(session?.user).toMatchObject({ email: "gil@globex.example", name: "Gil Globex", emailVerified: true });
  });

  it("refuses an assertion signed with another key", async () => {
    const forger = new SamlIdp(IDP_ENTITY, ENTRY_POINT, makeSigningKey("Forger"));
    const client = new TestClient();
    const { answer } = await signIn(client, { email: "ivy@globex.example", emailVerified: true, name: "Ivy" }, forger);
    expect(await refusal(answer)).toBe("error.sso.invalidResponse");
    expect(await currentSession(client)).toBeNull();
    expect(await handle.db.select().from(user).where(eq(user.email, "ivy@globex.example"))).toHaveLength(0);
  });

  it("refuses an assertion for another audience", async () => {
    const client = new TestClient();
    const { answer } = await signIn(client, {
      email: "gil@globex.example",
      emailVerified: true,
      name: "Gil",
      audience: "https://other-app.example/saml",
    });
    expect(await refusal(answer)).toBe("error.sso.invalidResponse");
    expect(await currentSession(client)).toBeNull();
  });

  it("refuses an expired assertion", async () => {
    const client = new TestClient();
    const { answer } = await signIn(client, {
      email: "gil@globex.example",
      emailVerified: true,
      name: "Gil",
      issuedAt: new Date(Date.now() - 20 * 60_000),
      notOnOrAfter: new Date(Date.now() - 10 * 60_000),
    });
    expect(await refusal(answer)).toBe("error.sso.invalidResponse");
    expect(await currentSession(client)).toBeNull();
  });

  it("refuses a replayed response", async () => {
    const client = new TestClient();
    const { response, relayState, answer } = await signIn(client, {
      email: "gil@globex.example",
      emailVerified: true,
      name: "Gil",
    });
    expect(answer.status).toBe(302);
    expect(await currentSession(client)).not.toBeNull();

    const thief = new TestClient();
    const replayed = await post(thief, response, relayState);
    expect(["error.sso.replayed", "error.sso.invalidResponse", "error.sso.stateMismatch"]).toContain(
      await refusal(replayed),
    );
    expect(await currentSession(thief)).toBeNull();
  });

  it("links an existing account only when the IdP vouches for the address", async () => {
    const owner = await signedInPlayer(handle, "hal@globex.example", "Hal");
    const original = (await currentSession(owner))!;

    const refused = new TestClient();
    const { answer } = await signIn(refused, { email: "hal@globex.example", emailVerified: false, name: "Not Hal" });
    expect(await refusal(answer)).toBe("error.sso.notLinked");
    expect(await currentSession(refused)).toBeNull();

    const linked = new TestClient();
    await signIn(linked, { email: "hal@globex.example", emailVerified: true, name: "Hal" });
    expect((await currentSession(linked))?.user.id).toBe(original.user.id);
  });

  it("asks a player with TOTP on for the code after the IdP, before there is a session", async () => {
    const owner = await signedInPlayer(handle, "kim@globex.example", "Kim");
    const enabled = await json<{ totpURI: string }>(
      await owner.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD }),
    );
    const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
    expect((await owner.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);

    const client = new TestClient();
    const { answer } = await signIn(client, { email: "kim@globex.example", emailVerified: true, name: "Kim" });
    expect(answer.status).toBe(302);
    const landed = new URL(answer.headers.get("location")!, APP_ORIGIN);
    expect(landed.pathname).toBe("/account");
    expect(landed.searchParams.get("mode")).toBe("twoFactor");
    expect(landed.searchParams.get("redirectTo")).toBe(CALLBACK_URL);
    expect(await currentSession(client)).toBeNull();
    await expectError(
      await client.post("/api/auth/two-factor/verify-totp", { code: "000000" }),
      401,
      "error.auth.invalidCode",
    );
    expect(await currentSession(client)).toBeNull();
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);
    expect((await currentSession(client))?.user.email).toBe("kim@globex.example");
  });
});
