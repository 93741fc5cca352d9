import type { ErrorCode } from "@/lib/error-codes";

/**
 * Our code for an error of the browser's own passkey prompt (WebAuthn), which Better Auth's passkey
 * client answers with the prompt library's codes (`ERROR_…`, `AUTH_CANCELLED`) without asking our
 * server, whose table (`src/lib/auth-errors.ts`) translates every other code. Null for any other code.
 * A closed or refused prompt is no fault of the player's: it says nothing changed. `UNKNOWN_ERROR` is
 * the passkey client's answer to anything else the prompt threw (a browser without WebAuthn among
 * them): the passkey could not be used, not a fault of our server's.
 */
export function passkeyPromptCode(code: unknown): ErrorCode | null {
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "error.auth.passkeyExists";
  if (code === "UNKNOWN_ERROR") return "error.auth.passkeyFailed";
  if (code === "AUTH_CANCELLED" || (typeof code === "string" && code.startsWith("ERROR_")))
    return "error.auth.passkeyCancelled";
  return null;
}
