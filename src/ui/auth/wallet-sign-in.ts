"use client";
/**
 * Sign in with Ethereum from the browser (decision 0056): the page's wallet (an EIP-1193 provider at
 * `window.ethereum`) signs an EIP-4361 message with the server's nonce, our domain and a 10-minute
 * expiry; the server checks it and signs in (or asks for the second factor).
 */
import { AppError } from "@/lib/errors";
import { unwrap, type AuthClient } from "./auth-client";

/** The least of EIP-1193 a sign-in needs. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** How long a signed message stays valid (the server's nonce lives 15 minutes). */
const MESSAGE_MINUTES = 10;
/**
 * What the wallet shows above the details. English on purpose: the EIP-4361 grammar allows only
 * URI characters (ASCII) in the statement.
 */
const STATEMENT = "Sign in to Callit.";

/** The page's wallet, if it has one. */
export function pageWallet(): Eip1193Provider | null {
  const ethereum = (globalThis as { ethereum?: Partial<Eip1193Provider> }).ethereum;
  return ethereum && typeof ethereum.request === "function" ? (ethereum as Eip1193Provider) : null;
}

export function hasPageWallet(): boolean {
  return pageWallet() !== null;
}

/** A wallet extension that injects itself after the page loaded announces it (MetaMask's event). */
export function onWalletArrives(changed: () => void): () => void {
  window.addEventListener("ethereum#initialized", changed);
  return () => window.removeEventListener("ethereum#initialized", changed);
}

async function ask<T>(wallet: Eip1193Provider, method: string, params?: unknown[]): Promise<T> {
  try {
    return (await wallet.request({ method, params })) as T;
  } catch {
    // Refused in the wallet (EIP-1193 code 4001), or the wallet failed: the player is told alike.
    throw new AppError({ code: "error.wallet.cancelled", status: 0 });
  }
}

/** Signs in with the wallet; answers whether the second factor is asked next. */
export async function signInWithWallet(
  client: AuthClient,
  wallet: Eip1193Provider,
): Promise<{ twoFactorRedirect: boolean }> {
  const [{ createSiweMessage }, { getAddress }] = await Promise.all([import("viem/siwe"), import("viem/utils")]);
  const [account] = await ask<string[]>(wallet, "eth_requestAccounts");
  if (!account) throw new AppError({ code: "error.wallet.cancelled", status: 0 });
  const chainId = Number.parseInt(await ask<string>(wallet, "eth_chainId"), 16);
  const { nonce } = await unwrap(client.siwe.nonce({}));
  const address = getAddress(account);
  const issuedAt = new Date();
  const message = createSiweMessage({
    domain: window.location.host,
    address,
    uri: window.location.origin,
    version: "1",
    chainId: Number.isInteger(chainId) && chainId > 0 ? chainId : 1,
    nonce,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + MESSAGE_MINUTES * 60_000),
    statement: STATEMENT,
  });
  const signature = await ask<string>(wallet, "personal_sign", [message, address]);
  const data = (await unwrap(client.siwe.verify({ message, signature }))) as { twoFactorRedirect?: boolean } | null;
  return { twoFactorRedirect: Boolean(data?.twoFactorRedirect) };
}
