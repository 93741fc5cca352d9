/**
 * Which addresses an organisation's identity provider may sign in (decision 0058, addendum): only
 * a plain address of one of the domains it was registered with. Exact domains, case aside: a
 * subdomain is a domain of its own and is registered by name, and nothing is "cleaned up" into a
 * match (no trailing dot, no display name, no quoted or non-ASCII address).
 */
import { z } from "zod";

/** The domains a provider was registered with (the `sso_provider.domain` column: comma-separated). */
export function ssoDomainsOf(column: string): string[] {
  return column
    .split(",")
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
}

/** A bare ASCII address (`local@domain.tld`): what zod calls an e-mail, nothing looser. */
const plainAddress = z.email();

/** Whether `email`, as a provider asserts it, is an address of one of `domains`. */
export function isAddressOfDomains(email: unknown, domains: readonly string[]): boolean {
  if (typeof email !== "string" || email.length > 254 || !plainAddress.safeParse(email).success) return false;
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return domains.some((registered) => registered.toLowerCase() === domain);
}
