import type { BrowserContext } from "@playwright/test";
import type { PrivateKeyAccount } from "viem/accounts";

/**
 * Sign in with Ethereum (decision 0056): the page gets an EIP-1193 wallet at `window.ethereum`
 * whose requests a viem local account answers in the test process, so that the server checks a
 * real signature. `refuse` makes the wallet turn the signature down, as a player can. A player
 * with an e-mail address links a wallet in the settings and then signs in with it (decision 0060).
 */
export async function injectWallet(
  context: BrowserContext,
  account: PrivateKeyAccount,
  options: { refuse?: boolean } = {},
) {
  const signed: string[] = [];
  await context.exposeBinding("__testWallet", async (_source, method: string, params: unknown[]) => {
    if (method === "eth_requestAccounts" || method === "eth_accounts") return [account.address];
    if (method === "eth_chainId") return "0x1";
    if (method === "personal_sign") {
      if (options.refuse) throw Object.assign(new Error("User rejected the request."), { code: 4001 });
      const message = params[0] as string;
      signed.push(message);
      return account.signMessage({ message });
    }
    throw new Error(`Unsupported method ${method}`);
  });
  await context.addInitScript(() => {
    const call = (window as unknown as { __testWallet: (m: string, p: unknown[]) => Promise<unknown> }).__testWallet;
    (window as unknown as { ethereum: unknown }).ethereum = {
      request: ({ method, params }: { method: string; params?: unknown[] }) => call(method, params ?? []),
    };
  });
  return signed;
}

export const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`.toLowerCase();
