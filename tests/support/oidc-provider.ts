/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, and a browser that walks its
 * login and consent pages over HTTP with a cookie jar of its own: the peer of our sign-in tests.
 */
import { generateKeyPairSync } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface ProviderPerson {
  email: string;
  email_verified: boolean;
  name: string;
}

export interface ProviderClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

/** Starts a provider with the given clients; it knows the people of `people`, by subject. */
export async function startOidcProvider(
  clients: ProviderClient[],
  people: Map<string, ProviderPerson>,
): Promise<{ issuer: string; close: () => Promise<void> }> {
  let handler: http.RequestListener = (_request, response) => response.end();
  const server = http.createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      ...client,
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_post",
    })),
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" }] as never },
    cookies: { keys: ["oidc-test-cookie-key-0123456789"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The claims go into the ID token too (the SSO plugin reads them there).
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...person }) };
    },
    // The provider's own quick-start login and consent pages (any login is taken as the subject).
    features: { devInteractions: { enabled: true } },
  });
  handler = provider.callback();
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A browser at the provider: keeps the provider's cookies (any path) and never follows redirects itself. */
export class ProviderBrowser {
  constructor(private readonly appOrigin: string) {}

  private readonly cookies = new Map<string, string>();

  async request(url: string, form?: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (form) headers["content-type"] = "application/x-www-form-urlencoded";
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attributes.some(
        (a) => /expires=thu, 01 jan 1970/i.test(a.trim()) || /max-age=0\b/i.test(a.trim()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /**
   * Goes from our app's authorization URL through the provider's login (as `sub`) and consent
   * pages, and returns the URL the provider sends the browser back to on our app.
   */
  async signIn(authorizationUrl: string, sub: string): Promise<string> {
    const seen: string[] = [];
    let url = authorizationUrl;
    let form: Record<string, string> | undefined;
    for (let step = 0; step < 20; step++) {
      if (url.startsWith(`${this.appOrigin}/`)) return url;
      const response = await this.request(url, form);
      form = undefined;
      seen.push(`${response.status} ${url}`);
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url).href;
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
      const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
      if (response.status !== 200 || !action || !prompt)
        throw new Error(`Unexpected page at the provider:\n${seen.join("\n")}\n${html.slice(0, 2000)}`);
      form = prompt === "login" ? { prompt, login: sub, password: "anything" } : { prompt };
      url = new URL(action, url).href;
    }
    throw new Error(`Too many steps at the provider:\n${seen.join("\n")}`);
  }
}
