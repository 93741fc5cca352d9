/**
 * A SAML 2.0 identity provider for tests: samlify acting as IdP with a key and certificate made by
 * openssl, answering our service provider's AuthnRequest with real signed assertions. The response
 * can be bent the ways an attacker would (another key, another audience, an expired window).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as samlify from "samlify";

export interface SigningKey {
  privateKey: string;
  certificate: string;
}

/** A fresh RSA key and a self-signed certificate for it. */
export function makeSigningKey(commonName = "Test IdP"): SigningKey {
  const dir = mkdtempSync(path.join(tmpdir(), "saml-idp-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-sha256",
        "-days",
        "2",
        "-subj",
        `/CN=${commonName}`,
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return {
      privateKey: readFileSync(path.join(dir, "key.pem"), "utf8"),
      certificate: readFileSync(path.join(dir, "cert.pem"), "utf8"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Assertion {
  email: string;
  emailVerified: boolean;
  name: string;
  /** The AuthnRequest this answers (InResponseTo). */
  inResponseTo: string;
  /** Overrides for the attacker's variants. */
  audience?: string;
  issuedAt?: Date;
  notOnOrAfter?: Date;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export class SamlIdp {
  readonly idp: ReturnType<typeof samlify.IdentityProvider>;

  constructor(
    readonly entityId: string,
    readonly entryPoint: string,
    readonly key: SigningKey,
  ) {
    this.idp = samlify.IdentityProvider({
      entityID: entityId,
      privateKey: key.privateKey,
      signingCert: key.certificate,
      nameIDFormat: ["urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress"],
      singleSignOnService: [{ Binding: "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect", Location: entryPoint }],
      wantAuthnRequestsSigned: false,
    });
  }

  /** Reads the AuthnRequest our app sent the browser with (HTTP-Redirect binding): its ID and relay state. */
  async readRequest(spMetadata: string, authorizationUrl: string): Promise<{ id: string; relayState: string }> {
    const url = new URL(authorizationUrl);
    const sp = samlify.ServiceProvider({ metadata: spMetadata });
    const parsed = await this.idp.parseLoginRequest(sp, "redirect", {
      query: Object.fromEntries(url.searchParams),
      octetString: url.search.slice(1),
    } as never);
    return { id: parsed.extract.request!.id as string, relayState: url.searchParams.get("RelayState") ?? "" };
  }

  /** A signed SAMLResponse (base64) for our service provider. */
  async respond(spMetadata: string, assertion: Assertion): Promise<string> {
    const sp = samlify.ServiceProvider({ metadata: spMetadata });
    const acs = sp.entityMeta.getAssertionConsumerService("post") as string;
    const issued = assertion.issuedAt ?? new Date();
    const until = assertion.notOnOrAfter ?? new Date(issued.getTime() + 5 * 60_000);
    const attributes = {
      email: assertion.email,
      email_verified: String(assertion.emailVerified),
      displayName: assertion.name,
    };
    const statement = `<saml:AttributeStatement>${Object.entries(attributes)
      .map(
        ([name, value]) =>
          `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
      )
      .join("")}</saml:AttributeStatement>`;
    const id = `_${crypto.randomUUID()}`;
    const values: Record<string, string> = {
      ID: id,
      AssertionID: `_${crypto.randomUUID()}`,
      Destination: acs,
      Audience: assertion.audience ?? (sp.entityMeta.getEntityID() as string),
      SubjectRecipient: acs,
      Issuer: this.entityId,
      IssueInstant: issued.toISOString(),
      StatusCode: "urn:oasis:names:tc:SAML:2.0:status:Success",
      ConditionsNotBefore: issued.toISOString(),
      ConditionsNotOnOrAfter: until.toISOString(),
      SubjectConfirmationDataNotOnOrAfter: until.toISOString(),
      NameIDFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
      NameID: escapeXml(assertion.email),
      InResponseTo: assertion.inResponseTo,
      AuthnStatement: `<saml:AuthnStatement AuthnInstant="${issued.toISOString()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
      AttributeStatement: statement,
    };
    const response = await this.idp.createLoginResponse(sp, {} as never, "post", { email: assertion.email }, {
      customTagReplacement: (template: string) => ({
        id,
        context: template.replace(/\{(\w+)\}/g, (whole, tag: string) => values[tag] ?? whole),
      }),
    } as never);
    return (response as { context: string }).context;
  }
}
