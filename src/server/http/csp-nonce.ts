import "server-only";
import { headers } from "next/headers";

/**
 * This answer's Content-Security-Policy nonce (decision 0020): our server (server/main.mjs) puts
 * the policy on the request for Next to read; inline scripts we render ourselves carry it too.
 */
export async function cspNonce(): Promise<string | undefined> {
  const policy = (await headers()).get("content-security-policy") ?? "";
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}
