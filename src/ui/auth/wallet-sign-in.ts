"use client";
/**
 * Sign in with Ethereum from the browser (decision 0056): the page's wallet (an EIP-1193 provider at
 * `window.ethereum`) signs an EIP-4361 message with the server's nonce, our domain and a 10-minute
 * expiry; the server checks it and signs in (or asks for the second factor), or links the wallet
 * to the signed-in account.
 */
import { apiFetch } from "@/lib/api-client";
import { AppError } from "@/lib/errors";
import type { AuthClient } from "./auth-client";
import { unwrap } from "./unwrap";

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
const LINK_STATEMENT = "Link this wallet to my Callit account.";

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

/** What the wallet signed: an EIP-4361 message for this page's site with the server's nonce. */
async function signWithWallet(
  wallet: Eip1193Provider,
  nonceOf: () => Promise<string>,
  statement: string,
): Promise<{ message: string; signature: string }> {
  const [{ createSiweMessage }, { getAddress }] = await Promise.all([import("viem/siwe"), import("viem/utils")]);
  const [account] = await ask<string[]>(wallet, "eth_requestAccounts");
  if (!account) throw new AppError({ code: "error.wallet.cancelled", status: 0 });
  const chainId = Number.parseInt(await ask<string>(wallet, "eth_chainId"), 16);
  const nonce = await nonceOf();
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
    statement,
  });
  const signature = await ask<string>(wallet, "personal_sign", [message, address]);
  return { message, signature };
}

/** Signs in with the wallet; answers whether the second factor is asked next. */
export async function signInWithWallet(
  client: AuthClient,
  wallet: Eip1193Provider,
): Promise<{ twoFactorRedirect: boolean }> {
  const signed = await signWithWallet(wallet, async () => (await unwrap(client.siwe.nonce({}))).nonce, STATEMENT);
  const data = (await unwrap(client.siwe.verify(signed))) as { twoFactorRedirect?: boolean } | null;
  return { twoFactorRedirect: Boolean(data?.twoFactorRedirect) };
}

/**
 * Links the page's wallet to the signed-in account (decision 0060). The nonce is asked first: a
 * sign-in that is not recent enough is refused before the wallet is asked to sign.
 */
export async function linkPageWallet(wallet: Eip1193Provider, locale: string): Promise<void> {
  const signed = await signWithWallet(
    wallet,
    async () => (await apiFetch<{ nonce: string }>("/api/account/wallets/nonce", { method: "POST", locale })).nonce,
    LINK_STATEMENT,
  );
  await apiFetch("/api/account/wallets", { method: "POST", locale, body: signed });
}
