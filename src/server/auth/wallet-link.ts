/**
 * A wallet linked to an account that already exists (issue 15, decision 0060): the signed-in
 * player signs an EIP-4361 message with a nonce of ours, checked as a wallet sign-in is
 * (`checkWalletMessage`, decision 0056), and from then on the plugin's sign-in finds the wallet in
 * `wallet_address` and signs into this account. Linking and removing need a fresh sign-in (as a
 * phone, decision 0053): whoever adds a way in decides who can sign in. A wallet is in one account
 * only (any chain); a wallet is never the last way in.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { account, passkey, user, walletAddress } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { isUndeliverable } from "@/lib/wallet";
import { consumeRateLimit } from "@/server/rate-limit/consume";
import { authFor } from "./auth";
import { requireFreshSession } from "./fresh-session";
import { LINK_NONCE_IDENTIFIER_PREFIX, NONCE_SECONDS, WALLET_PROVIDER, checkWalletMessage, newNonce } from "./wallet";

/** Nonces for linking a wallet, per player and minute (the plugin's per-address limit is 10 too). */
const LINK_NONCES_PER_MINUTE = 10;

export interface LinkedWallet {
  id: string;
  address: string;
  chain_id: number;
  created_at: string;
}

function linkedWalletOf(row: typeof walletAddress.$inferSelect): LinkedWallet {
  return { id: row.id, address: row.address, chain_id: row.chainId, created_at: new Date(row.createdAt).toISOString() };
}

/** The account's wallets, oldest first. */
export async function listWallets(db: DbOrTx, userId: string): Promise<LinkedWallet[]> {
  const rows = await db
    .select()
    .from(walletAddress)
    .where(eq(walletAddress.userId, userId))
    .orderBy(asc(walletAddress.createdAt));
  return rows.map(linkedWalletOf);
}

/**
 * A nonce for the message that links a wallet, kept as the plugin keeps its own (used once, 15
 * minutes) but in a pool of its own: it cannot sign in, and the plugin's cannot link. Asked first, so that a stale sign-in is refused before the wallet is asked to sign.
 */
export async function walletLinkNonce(
  db: Db,
  input: { userId: string; sessionCreatedAt: Date },
): Promise<{ nonce: string }> {
  requireFreshSession(input.sessionCreatedAt);
  await consumeRateLimit(db, {
    bucket: "wallet:link-nonce",
    subject: input.userId,
    max: LINK_NONCES_PER_MINUTE,
    windowSeconds: 60,
  });
  const nonce = newNonce();
  const context = await authFor(db).$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `${LINK_NONCE_IDENTIFIER_PREFIX}${nonce}`,
    value: nonce,
    expiresAt: new Date(Date.now() + NONCE_SECONDS * 1000),
  });
  return { nonce };
}

/** Holds one wallet address (every chain) for the rest of the transaction: links of it run one at a time. */
async function lockAddress(tx: DbOrTx, address: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wallet:${address.toLowerCase()}`}, 0))`);
}

/**
 * Links the wallet that signed `message` to the player (a fresh sign-in needed). Linked already to
 * this account: answered as linked (two raced links make one row). Linked to another account:
 * `error.wallet.linkedElsewhere`.
 */
export async function linkWallet(
  db: Db,
  input: { userId: string; sessionCreatedAt: Date; message: string; signature: string },
): Promise<LinkedWallet> {
  requireFreshSession(input.sessionCreatedAt);
  const context = await authFor(db).$context;
  const checked = await checkWalletMessage(input, new URL(getEnv().PUBLIC_URL), async (nonce) =>
    Boolean(await context.internalAdapter.consumeVerificationValue(`${LINK_NONCE_IDENTIFIER_PREFIX}${nonce}`)),
  );
  const linked = await db.transaction(async (tx) => {
    await lockAddress(tx, checked.address);
    const existing = await tx
      .select()
      .from(walletAddress)
      .where(sql`lower(${walletAddress.address}) = ${checked.address.toLowerCase()}`);
    if (existing.some((w) => w.userId !== input.userId)) return null;
    const same = existing.find((w) => w.chainId === checked.chainId);
    if (same) return same;
    const now = new Date();
    const [row] = await tx
      .insert(walletAddress)
      .values({
        id: randomUUID(),
        userId: input.userId,
        address: checked.address,
        chainId: checked.chainId,
        isPrimary: false,
        createdAt: now,
      })
      .returning();
    // The plugin makes the same account row when a wallet signs in (its sign-in method).
    await tx.insert(account).values({
      id: randomUUID(),
      userId: input.userId,
      providerId: WALLET_PROVIDER,
      accountId: `${checked.address}:${checked.chainId}`,
      createdAt: now,
      updatedAt: now,
    });
    return row!;
  });
  if (!linked) throw new AppError({ code: "error.wallet.linkedElsewhere" });
  return linkedWalletOf(linked);
}

/**
 * Removes a wallet (a fresh sign-in needed), unless nothing else would let the player in: an
 * address mail can reach, another wallet, a password or provider, or a passkey.
 */
export async function removeWallet(
  db: Db,
  input: { userId: string; walletId: string; sessionCreatedAt: Date },
): Promise<void> {
  requireFreshSession(input.sessionCreatedAt);
  await db.transaction(async (tx) => {
    // One removal per account at a time: two raced removals cannot both leave the other as the last.
    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, input.userId)).for("update");
    const [wallet] = await tx
      .select()
      .from(walletAddress)
      .where(and(eq(walletAddress.id, input.walletId), eq(walletAddress.userId, input.userId)));
    if (!owner || !wallet) throw new AppError({ code: "error.notFound" });
    const [wallets] = await tx
      .select({ n: count() })
      .from(walletAddress)
      .where(and(eq(walletAddress.userId, input.userId), ne(walletAddress.id, wallet.id)));
    const [others] = await tx
      .select({ n: count() })
      .from(account)
      .where(and(eq(account.userId, input.userId), ne(account.providerId, WALLET_PROVIDER)));
    const [passkeys] = await tx.select({ n: count() }).from(passkey).where(eq(passkey.userId, input.userId));
    const otherWayIn = !isUndeliverable(owner.email) || wallets!.n > 0 || others!.n > 0 || passkeys!.n > 0;
    if (!otherWayIn) throw new AppError({ code: "error.wallet.lastWayIn" });
    await tx.delete(walletAddress).where(eq(walletAddress.id, wallet.id));
    await tx
      .delete(account)
      .where(
        and(
          eq(account.userId, input.userId),
          eq(account.providerId, WALLET_PROVIDER),
          eq(account.accountId, `${wallet.address}:${wallet.chainId}`),
        ),
      );
  });
}
