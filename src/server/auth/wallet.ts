/**
 * Sign in with Ethereum (EIP-4361, decision 0056) on Better Auth's `siwe` plugin.
 *
 * The plugin keeps each nonce it hands out for 15 minutes and consumes it atomically on the first
 * verification (a replayed or raced message finds it gone), and refuses a message whose domain is
 * not ours, whose chain id or address is malformed, whose `Expiration Time` has passed or whose
 * `Not Before` has not come. It accepts a message without an expiry and never looks at its `URI`:
 * `refuseLooseMessage` below asks for both, on the same clock as the plugin (the server's). The
 * signature is checked here with viem (an externally owned account's `personal_sign`; a contract
 * wallet would need a chain node, which Callit does not run).
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { APIError } from "better-auth/api";
import { siwe } from "better-auth/plugins";
import { verifyMessage } from "viem";
import { parseSiweMessage } from "viem/siwe";
import { shortAddress } from "@/lib/wallet";

/** The plugin's own paths; its second nonce path (`/siwe/get-nonce`) is switched off. */
export const WALLET_PATHS = { nonce: "/siwe/nonce", verify: "/siwe/verify" } as const;

export function walletPlugin(publicUrl: URL) {
  return siwe({
    domain: publicUrl.host,
    // A wallet signs up on its own; the account has a stand-in address (src/lib/wallet.ts).
    anonymous: true,
    getNonce: async () => randomBytes(16).toString("hex"),
    verifyMessage: async ({ message, signature, address }) => {
      let valid = false;
      try {
        valid = await verifyMessage({
          address: address as `0x${string}`,
          message,
          signature: signature as `0x${string}`,
        });
      } catch {
        valid = false;
      }
      // Thrown, not returned: the plugin answers `false` with a bare 401 that has no code.
      if (!valid) throw new APIError("UNAUTHORIZED", { code: "SIWE_SIGNATURE_INVALID", message: "Invalid signature" });
      return true;
    },
    // No ENS lookup (it needs a chain node): a new account is named by its short address.
    ensLookup: async ({ walletAddress }) => ({ name: shortAddress(walletAddress.toLowerCase()), avatar: "" }),
  });
}

/**
 * Our rules on top of the plugin's, before it consumes the nonce: a well-formed EIP-4361 message
 * (version 1, issued at a valid time) that carries an expiry and was made for this site's address.
 */
export function refuseLooseMessage(body: Record<string, unknown>, publicUrl: URL): void {
  const message = typeof body.message === "string" ? body.message : null;
  if (message === null) return; // the plugin's own schema refuses it
  const parsed = parseSiweMessage(message);
  const valid = (date: Date | undefined) => date instanceof Date && !Number.isNaN(date.getTime());
  let uri: URL | null = null;
  try {
    uri = parsed.uri ? new URL(parsed.uri) : null;
  } catch {
    uri = null;
  }
  if (parsed.version !== "1" || !valid(parsed.issuedAt) || !valid(parsed.expirationTime))
    throw new APIError("UNAUTHORIZED", { code: "SIWE_MESSAGE_INVALID", message: "The message needs an expiry" });
  if (!uri || uri.origin !== publicUrl.origin)
    throw new APIError("UNAUTHORIZED", {
      code: "UNAUTHORIZED_SIWE_MESSAGE_MISMATCH",
      message: "The message was made for another site",
    });
}
