/**
 * Wallet accounts (Sign in with Ethereum, decision 0056), for both sides.
 *
 * A player who signs up with a wallet has no e-mail address: Better Auth's SIWE plugin gives the
 * account a stand-in under `.invalid` (`0x…@siwe.placeholder.invalid`), a top-level domain that
 * never resolves (RFC 6761 §6.4). Pages show the wallet instead, and no mail goes there.
 */

/** The stand-in address of an account made by a wallet. */
const WALLET_ADDRESS_EMAIL = /^(0x[0-9a-fA-F]{40})@siwe\.placeholder\.invalid$/;

/** The wallet of an account that has no e-mail address of its own, or null. */
export function walletOfEmail(email: string): string | null {
  return WALLET_ADDRESS_EMAIL.exec(email)?.[1] ?? null;
}

/** An address no mail can reach: a wallet account's stand-in, or anything under `.invalid`. */
export function isUndeliverable(email: string): boolean {
  return /\.invalid$/i.test(email.trim());
}

/** A wallet address as people read it: `0x1234…abcd`. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
