import "server-only";

/**
 * The caller's address for rate limits and sessions. Our server (server/main.mjs) computes it once
 * from the socket, trusting X-Forwarded-For only from TRUST_PROXY_HOPS proxies, and always
 * overwrites this header with it: nothing a client sends can change it (decision 0019).
 */
export const CLIENT_ADDRESS_HEADER = "x-callit-client-address";

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}
