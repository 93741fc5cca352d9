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
import { getAddress, isAddress, verifyMessage } from "viem";
import { parseSiweMessage } from "viem/siwe";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { account } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { shortAddress } from "@/lib/wallet";

/** The plugin's own paths; its second nonce path (`/siwe/get-nonce`) is switched off. */
export const WALLET_PATHS = { nonce: "/siwe/nonce", verify: "/siwe/verify" } as const;

/** A nonce of 128 random bits, as the plugin's and the wallet link's (`wallet-link.ts`). */
export function newNonce(): string {
  return randomBytes(16).toString("hex");
}

/**
 * Where the plugin keeps a nonce it gave for signing in: a verification row `siwe:<nonce>`, for 15
 * minutes. A nonce for linking a wallet is kept apart (`siwe-link:<nonce>`, `wallet-link.ts`):
 * a message signed to link a wallet is never a sign-in, and a sign-in's nonce never links.
 */
export const LINK_NONCE_IDENTIFIER_PREFIX = "siwe-link:";
export const NONCE_SECONDS = 15 * 60;

/** Whether an externally owned account signed this text (`personal_sign`); a malformed signature is not. */
async function signatureValid(address: string, message: string, signature: string): Promise<boolean> {
  try {
    return await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` });
  } catch {
    return false;
  }
}

export function walletPlugin(publicUrl: URL) {
  return siwe({
    domain: publicUrl.host,
    // A wallet signs up on its own; the account has a stand-in address (src/lib/wallet.ts).
    anonymous: true,
    getNonce: async () => newNonce(),
    verifyMessage: async ({ message, signature, address }) => {
      const valid = await signatureValid(address, message, signature);
      // Thrown, not returned: the plugin answers `false` with a bare 401 that has no code.
      if (!valid) throw new APIError("UNAUTHORIZED", { code: "SIWE_SIGNATURE_INVALID", message: "Invalid signature" });
      return true;
    },
    // No ENS lookup (it needs a chain node): a new account is named by its short address.
    ensLookup: async ({ walletAddress }) => ({ name: shortAddress(walletAddress.toLowerCase()), avatar: "" }),
  });
}

/** Why a message breaks our rules on top of the plugin's, or null: the Better Auth code and ours. */
function looseMessageProblem(
  parsed: ReturnType<typeof parseSiweMessage>,
  publicUrl: URL,
): { auth: string; code: "error.wallet.messageInvalid" | "error.wallet.wrongSite" } | null {
  const valid = (date: Date | undefined) => date instanceof Date && !Number.isNaN(date.getTime());
  let uri: URL | null = null;
  try {
    uri = parsed.uri ? new URL(parsed.uri) : null;
  } catch {
    uri = null;
  }
  if (parsed.version !== "1" || !valid(parsed.issuedAt) || !valid(parsed.expirationTime))
    return { auth: "SIWE_MESSAGE_INVALID", code: "error.wallet.messageInvalid" };
  if (!uri || uri.origin !== publicUrl.origin)
    return { auth: "UNAUTHORIZED_SIWE_MESSAGE_MISMATCH", code: "error.wallet.wrongSite" };
  return null;
}

/**
 * Our rules on top of the plugin's, before it consumes the nonce: a well-formed EIP-4361 message
 * (version 1, issued at a valid time) that carries an expiry and was made for this site's address.
 */
export function refuseLooseMessage(body: Record<string, unknown>, publicUrl: URL): void {
  const message = typeof body.message === "string" ? body.message : null;
  if (message === null) return; // the plugin's own schema refuses it
  const problem = looseMessageProblem(parseSiweMessage(message), publicUrl);
  if (problem?.code === "error.wallet.messageInvalid")
    throw new APIError("UNAUTHORIZED", { code: problem.auth, message: "The message needs an expiry" });
  if (problem)
    throw new APIError("UNAUTHORIZED", { code: problem.auth, message: "The message was made for another site" });
}

/** A wallet's proof, checked as the plugin and `refuseLooseMessage` check a sign-in (for linking a wallet). */
export interface CheckedWalletMessage {
  /** Checksummed, as the plugin stores it. */
  address: `0x${string}`;
  chainId: number;
  nonce: string;
}

/**
 * Checks a signed EIP-4361 message the way a wallet sign-in is checked (decision 0056), except the
 * nonce, which the caller consumes (`consumeNonce`) before the signature is checked: our domain and
 * origin, version 1, an expiry not passed and a `Not Before` reached on the server's clock, a valid
 * address and chain, and the wallet's own signature. Refusals are `AppError`s with the sign-in's codes.
 */
export async function checkWalletMessage(
  input: { message: string; signature: string },
  publicUrl: URL,
  consumeNonce: (nonce: string) => Promise<boolean>,
): Promise<CheckedWalletMessage> {
  const parsed = parseSiweMessage(input.message);
  const problem = looseMessageProblem(parsed, publicUrl);
  if (problem) throw new AppError({ code: problem.code });
  const address = parsed.address && isAddress(parsed.address, { strict: false }) ? getAddress(parsed.address) : null;
  if (!address || !parsed.chainId || parsed.chainId <= 0 || parsed.domain !== publicUrl.host)
    throw new AppError({ code: "error.wallet.wrongSite" });
  const now = Date.now();
  if (now >= parsed.expirationTime!.getTime()) throw new AppError({ code: "error.wallet.expired" });
  if (parsed.notBefore && now < parsed.notBefore.getTime()) throw new AppError({ code: "error.wallet.messageInvalid" });
  if (!parsed.nonce || !(await consumeNonce(parsed.nonce))) throw new AppError({ code: "error.wallet.nonceUsed" });
  if (!(await signatureValid(address, input.message, input.signature)))
    throw new AppError({ code: "error.wallet.signatureInvalid" });
  return { address, chainId: parsed.chainId, nonce: parsed.nonce };
}

/** The plugin's provider id of a wallet's account row (`<address>:<chain>`). */
export const WALLET_PROVIDER = "siwe";

/**
 * Better Auth's own `/unlink-account` would drop a wallet's account row while `wallet_address`
 * still signs the wallet in, and without the last-way-in rule: a wallet is removed in the settings
 * (`removeWallet`, decision 0060), and this refuses it here.
 */
export async function refuseWalletUnlink(db: DbOrTx, userId: string, accountId: unknown): Promise<void> {
  if (typeof accountId !== "string") return;
  const [row] = await db
    .select({ providerId: account.providerId })
    .from(account)
    .where(and(eq(account.id, accountId), eq(account.userId, userId)));
  if (row?.providerId === WALLET_PROVIDER)
    throw new APIError("BAD_REQUEST", {
      code: "WALLET_REMOVED_IN_SETTINGS",
      message: "A wallet is removed in the settings",
    });
}
