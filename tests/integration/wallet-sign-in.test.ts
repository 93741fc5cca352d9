/**
 * Sign in with Ethereum (issue 15 point 2, decision 0056): a real wallet library (viem's local
 * account) signs EIP-4361 messages with the server's nonce, and our auth HTTP layer answers.
 * Replayed (also raced), expired, not-yet-valid, wrong-site and badly signed messages are refused;
 * the second factor is still asked; a wallet account gets no mail. A signed-in player links a
 * wallet under the same rules (decision 0060) and then signs in with it; a wallet is never the
 * last way in.
 */
import { eq, sql } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { createSiweMessage, type CreateSiweMessageParameters } from "viem/siwe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/db/client";
import { account, mailOutbox, session, user, walletAddress } from "@/db/schema";
import { totp } from "../e2e/totp";
import { TestClient, json } from "../support/client";
import { createTestDb, truncateAll } from "../support/db";
import { lastMailTo, linkIn } from "../support/mailbox";
import { TEST_PASSWORD, createPlayer, expectError } from "../support/players";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());
beforeEach(async () => truncateAll(handle));
afterEach(() => {
  vi.useRealTimers();
});

/** The site the test client plays (tests/support/client.ts). */
const SITE = new URL("http://localhost:3000");
const MINUTE = 60_000;

interface SessionBody {
  user: { id: string; email: string; name: string; twoFactorEnabled: boolean };
}

async function currentSession(client: TestClient): Promise<SessionBody | null> {
  return json<SessionBody | null>(await client.get("/api/auth/get-session")) as Promise<SessionBody | null>;
}

async function nonceFor(client: TestClient): Promise<string> {
  const response = await client.post("/api/auth/siwe/nonce", {});
  expect(response.status).toBe(200);
  const { nonce } = await json<{ nonce: string }>(response);
  expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
  return nonce;
}

/** A message as a wallet would sign it for this site, with a fresh nonce and a 10-minute expiry. */
async function signedMessage(
  client: TestClient,
  account: PrivateKeyAccount,
  fields: Partial<CreateSiweMessageParameters> = {},
) {
  const issuedAt = new Date();
  const message = createSiweMessage({
    domain: SITE.host,
    address: account.address,
    uri: SITE.origin,
    version: "1",
    chainId: 1,
    nonce: fields.nonce ?? (await nonceFor(client)),
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + 10 * MINUTE),
    statement: "Sign in to Callit.",
    ...fields,
  });
  return { message, signature: await account.signMessage({ message }) };
}

function verify(client: TestClient, signed: { message: string; signature: string }) {
  return client.post("/api/auth/siwe/verify", signed);
}

async function walletSignIn(account: PrivateKeyAccount, client = new TestClient()) {
  const response = await verify(client, await signedMessage(client, account));
  return { client, response };
}

describe("a wallet signs in", () => {
  it("makes an account on the first signature and signs into the same one later", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const first = await walletSignIn(account);
    expect(first.response.status).toBe(200);
    expect(await json(first.response)).toMatchObject({ success: true, user: { walletAddress: account.address } });
    const session = (await currentSession(first.client))!;
    // No e-mail address of its own: a stand-in nobody can write to, and the short address as name.
    expect(session.user.email).toBe(`${account.address.toLowerCase()}@siwe.placeholder.invalid`);
    expect(session.user.name).toBe(`${account.address.slice(0, 6)}…${account.address.slice(-4)}`.toLowerCase());

    const again = await walletSignIn(account);
    expect(again.response.status).toBe(200);
    expect((await currentSession(again.client))!.user.id).toBe(session.user.id);
    expect(await handle.db.select().from(walletAddress)).toHaveLength(1);
  });

  it("refuses a replayed message, and of two raced copies accepts one", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const client = new TestClient();
    const signed = await signedMessage(client, account);
    expect((await verify(client, signed)).status).toBe(200);
    // Another machine replays what it saw.
    await expectError(await verify(new TestClient(), signed), 401, "error.wallet.nonceUsed");

    const raced = await signedMessage(client, account);
    const answers = await Promise.all([verify(new TestClient(), raced), verify(new TestClient(), raced)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
  });

  it("refuses a nonce the server never gave", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const client = new TestClient();
    const signed = await signedMessage(client, account, { nonce: "madeUpByTheClient1" });
    await expectError(await verify(client, signed), 401, "error.wallet.nonceUsed");
    expect(await currentSession(client)).toBeNull();
  });

  it("accepts a message until its expiry and refuses it from then on", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const client = new TestClient();
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-06-11T18:00:00.000Z");
    vi.setSystemTime(start);
    const expiry = { expirationTime: new Date(start.getTime() + MINUTE) };
    const early = await signedMessage(client, account, expiry);
    const late = await signedMessage(client, account, expiry);

    vi.setSystemTime(start.getTime() + MINUTE - 1);
    expect((await verify(new TestClient(), early)).status).toBe(200);
    vi.setSystemTime(start.getTime() + MINUTE);
    await expectError(await verify(new TestClient(), late), 401, "error.wallet.expired");
  });

  it("refuses a message before its Not Before", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const client = new TestClient();
    const signed = await signedMessage(client, account, { notBefore: new Date(Date.now() + MINUTE) });
    await expectError(await verify(client, signed), 401, "error.wallet.messageInvalid");
  });

  it("refuses a message without an expiry", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const client = new TestClient();
    const signed = await signedMessage(client, account, { expirationTime: undefined });
    expect(signed.message).not.toContain("Expiration Time");
    await expectError(await verify(client, signed), 401, "error.wallet.messageInvalid");
  });

  it("refuses a message made for another site, by its domain or its address", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const client = new TestClient();
    const otherDomain = await signedMessage(client, account, { domain: "callit.example.net" });
    await expectError(await verify(client, otherDomain), 401, "error.wallet.wrongSite");
    const otherPort = await signedMessage(client, account, { domain: "localhost:3001" });
    await expectError(await verify(client, otherPort), 401, "error.wallet.wrongSite");
    const otherUri = await signedMessage(client, account, { uri: "https://callit.example.net/" });
    await expectError(await verify(client, otherUri), 401, "error.wallet.wrongSite");
    expect(await currentSession(client)).toBeNull();
    expect(await handle.db.select().from(user)).toHaveLength(0);
  });

  it("refuses a signature by another wallet, or of another text", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const thief = privateKeyToAccount(generatePrivateKey());
    const client = new TestClient();
    const signed = await signedMessage(client, account);
    const forged = { message: signed.message, signature: await thief.signMessage({ message: signed.message }) };
    await expectError(await verify(client, forged), 401, "error.wallet.signatureInvalid");

    const other = await signedMessage(client, account);
    const changed = {
      message: other.message.replace("Sign in to Callit.", "Sign in to Kallit."),
      signature: other.signature,
    };
    await expectError(await verify(client, changed), 401, "error.wallet.signatureInvalid");
    expect(await handle.db.select().from(user)).toHaveLength(0);
  });

  it("answers in the caller's language", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const client = new TestClient();
    client.locale = "de";
    const signed = await signedMessage(client, account, { domain: "callit.example.net" });
    const body = await expectError(await verify(client, signed), 401, "error.wallet.wrongSite");
    expect(body.message).toMatch(/Callit/);
    expect(body.message).not.toMatch(/another site/);
  });

  it("is rate-limited like the other sign-ins", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const client = new TestClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await verify(client, await signedMessage(client, account))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("a wallet account", () => {
  it("gets no mail at its stand-in address", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    await walletSignIn(account);
    const standIn = `${account.address.toLowerCase()}@siwe.placeholder.invalid`;
    const asked = await new TestClient().post("/api/auth/email-otp/send-verification-otp", {
      email: standIn,
      type: "sign-in",
    });
    expect(asked.status).toBe(200);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("with an address, a password and TOTP added, is asked for the second factor when the wallet signs in", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const { client } = await walletSignIn(account);
    const email = "wallet.owner@example.com";

    // The address: verified from its own mail.
    const changed = await client.post("/api/auth/change-email", { newEmail: email, callbackURL: "/account" });
    expect(changed.status).toBe(200);
    await client.follow(linkIn((await lastMailTo(handle, email, "verifyEmail")).text));
    expect((await currentSession(client))!.user.email).toBe(email);

    // A password, through the reset mail, and then TOTP.
    expect((await client.post("/api/auth/request-password-reset", { email, redirectTo: "/account" })).status).toBe(200);
    const token = new URL(linkIn((await lastMailTo(handle, email, "resetPassword")).text)).pathname.split("/").pop()!;
    const password = "Wallet-and-a-Password-2026";
    expect((await client.post("/api/auth/reset-password", { token, newPassword: password })).status).toBe(200);
    const signedIn = new TestClient();
    expect((await signedIn.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    const enabled = await signedIn.post("/api/auth/two-factor/enable", { password });
    expect(enabled.status).toBe(200);
    const secret = new URL((await json<{ totpURI: string }>(enabled)).totpURI).searchParams.get("secret")!;
    expect((await signedIn.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);

    // The wallet alone no longer signs in.
    const wallet = await walletSignIn(account);
    expect(wallet.response.status).toBe(200);
    expect(await json(wallet.response)).toMatchObject({ twoFactorRedirect: true });
    expect(await currentSession(wallet.client)).toBeNull();
    const answered = await wallet.client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) });
    expect(answered.status).toBe(200);
    expect((await currentSession(wallet.client))!.user.email).toBe(email);
    const [row] = await handle.db.select().from(user).where(eq(user.email, email));
    expect(row!.twoFactorEnabled).toBe(true);
  });
});

describe("linking a wallet to an account", () => {
  interface Linked {
    id: string;
    address: string;
    chain_id: number;
  }

  async function linkNonce(player: TestClient): Promise<string> {
    const response = await player.post("/api/account/wallets/nonce", {});
    expect(response.status).toBe(200);
    return (await json<{ nonce: string }>(response)).nonce;
  }

  /** What the settings page does: our nonce, the wallet's signature, the link. */
  async function link(
    player: TestClient,
    account: PrivateKeyAccount,
    fields: Partial<CreateSiweMessageParameters> = {},
  ) {
    const signed = await signedMessage(player, account, { nonce: await linkNonce(player), ...fields });
    return player.post("/api/account/wallets", signed);
  }

  const wallets = async (player: TestClient) =>
    (await json<{ wallets: Linked[] }>(await player.get("/api/account/wallets"))).wallets;

  async function ageSessions(player: TestClient) {
    const id = (await currentSession(player))!.user.id;
    await handle.db
      .update(session)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(session.userId, id));
  }

  it("links the wallet to the player's account, which the wallet then signs in to", async () => {
    const player = await createPlayer(handle, "ana@example.com", "Ana");
    const wallet = privateKeyToAccount(generatePrivateKey());
    const linked = await link(player, wallet);
    expect(linked.status).toBe(200);
    expect(await json(linked)).toMatchObject({ address: wallet.address, chain_id: 1 });
    expect((await wallets(player)).map((w) => w.address)).toEqual([wallet.address]);

    const signIn = await walletSignIn(wallet);
    expect(signIn.response.status).toBe(200);
    const signedIn = (await currentSession(signIn.client))!;
    expect(signedIn.user).toMatchObject({ email: "ana@example.com", name: "Ana" });
    expect(await handle.db.select().from(user)).toHaveLength(1);
    expect(await handle.db.select().from(walletAddress)).toHaveLength(1);
  });

  it("checks the message as a sign-in does: nonce once, domain, URI, expiry, signature", async () => {
    const player = await createPlayer(handle, "ben@example.com");
    const wallet = privateKeyToAccount(generatePrivateKey());
    const signed = await signedMessage(player, wallet, { nonce: await linkNonce(player) });
    expect((await player.post("/api/account/wallets", signed)).status).toBe(200);
    await expectError(await player.post("/api/account/wallets", signed), 400, "error.wallet.nonceUsed");
    await expectError(await link(player, wallet, { nonce: "madeUpByTheClient1" }), 400, "error.wallet.nonceUsed");
    await expectError(await link(player, wallet, { domain: "callit.example.net" }), 400, "error.wallet.wrongSite");
    await expectError(
      await link(player, wallet, { uri: "https://callit.example.net/" }),
      400,
      "error.wallet.wrongSite",
    );
    await expectError(await link(player, wallet, { expirationTime: undefined }), 400, "error.wallet.messageInvalid");
    await expectError(
      await link(player, wallet, { expirationTime: new Date(Date.now() - 1) }),
      400,
      "error.wallet.expired",
    );
    await expectError(
      await link(player, wallet, { notBefore: new Date(Date.now() + MINUTE) }),
      400,
      "error.wallet.messageInvalid",
    );
    const other = privateKeyToAccount(generatePrivateKey());
    const mine = await signedMessage(player, other, { nonce: await linkNonce(player) });
    const forged = { message: mine.message, signature: await wallet.signMessage({ message: mine.message }) };
    await expectError(await player.post("/api/account/wallets", forged), 401, "error.wallet.signatureInvalid");
    expect((await wallets(player)).map((w) => w.address)).toEqual([wallet.address]);
  });

  it("keeps its nonces apart from the sign-in's: a message signed to link never signs in, nor the other way round", async () => {
    const player = await createPlayer(handle, "cy@example.com");
    const wallet = privateKeyToAccount(generatePrivateKey());
    // Signed to link, sent to sign in: the sign-in never gave that nonce.
    const toLink = await signedMessage(player, wallet, {
      nonce: await linkNonce(player),
      statement: "Link this wallet to my Callit account.",
    });
    const stranger = new TestClient();
    const signIn = await verify(stranger, toLink);
    expect(signIn.status).toBe(401);
    expect(await currentSession(stranger)).toBeNull();
    // Signed to sign in, sent to link: refused as a nonce never given, and nothing is linked.
    const toSignIn = await signedMessage(player, wallet, { nonce: await nonceFor(new TestClient()) });
    await expectError(await player.post("/api/account/wallets", toSignIn), 400, "error.wallet.nonceUsed");
    expect(await wallets(player)).toEqual([]);
    // Each in its own place still works, once.
    expect((await player.post("/api/account/wallets", toLink)).status).toBe(200);
    expect((await verify(new TestClient(), toSignIn)).status).toBe(200);
  });

  it("needs a sign-in of the last 10 minutes, before the wallet is asked to sign", async () => {
    const player = await createPlayer(handle, "cem@example.com");
    const wallet = privateKeyToAccount(generatePrivateKey());
    const signed = await signedMessage(player, wallet, { nonce: await linkNonce(player) });
    await ageSessions(player);
    await expectError(await player.post("/api/account/wallets/nonce", {}), 403, "error.auth.freshSessionRequired");
    await expectError(await player.post("/api/account/wallets", signed), 403, "error.auth.freshSessionRequired");
    expect(await wallets(player)).toEqual([]);
  });

  it("refuses a wallet that signs in to another account, in the player's language", async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const { client: walletAccount } = await walletSignIn(wallet);
    const player = await createPlayer(handle, "dora@example.com");
    player.locale = "de";
    const body = await expectError(await link(player, wallet), 409, "error.wallet.linkedElsewhere");
    expect(body.message).toMatch(/Wallet/);
    expect(body.message).not.toMatch(/another account/);
    expect(await wallets(player)).toEqual([]);

    // On another chain alike: the wallet's sign-in finds its account by the address alone.
    await expectError(await link(player, wallet, { chainId: 10 }), 409, "error.wallet.linkedElsewhere");
    const other = await createPlayer(handle, "eli@example.com");
    const second = privateKeyToAccount(generatePrivateKey());
    expect((await link(other, second)).status).toBe(200);
    await expectError(await link(walletAccount, second), 409, "error.wallet.linkedElsewhere");
  });

  it("of two raced links of one wallet, one row is made", async () => {
    const player = await createPlayer(handle, "fay@example.com");
    const wallet = privateKeyToAccount(generatePrivateKey());
    const [first, second] = [
      await signedMessage(player, wallet, { nonce: await linkNonce(player) }),
      await signedMessage(player, wallet, { nonce: await linkNonce(player) }),
    ];
    const answers = await Promise.all([
      player.post("/api/account/wallets", first),
      player.post("/api/account/wallets", second),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(answers.map((r) => json<Linked>(r)));
    expect(a!.id).toBe(b!.id);
    expect(await handle.db.select().from(walletAddress)).toHaveLength(1);
    expect(await handle.db.select().from(account).where(eq(account.providerId, "siwe"))).toHaveLength(1);
  });

  it("removes a linked wallet with a fresh sign-in; it no longer signs in to the account", async () => {
    const player = await createPlayer(handle, "gus@example.com");
    const stranger = await createPlayer(handle, "hal@example.com");
    const wallet = privateKeyToAccount(generatePrivateKey());
    const linked = await json<Linked>(await link(player, wallet));
    await expectError(await stranger.request("DELETE", `/api/account/wallets/${linked.id}`), 404, "error.notFound");
    await expectError(await player.request("DELETE", "/api/account/wallets/no-such-wallet"), 404, "error.notFound");
    await ageSessions(player);
    await expectError(
      await player.request("DELETE", `/api/account/wallets/${linked.id}`),
      403,
      "error.auth.freshSessionRequired",
    );
    expect(await wallets(player)).toHaveLength(1);
    // Signing in again makes a fresh session.
    const again = new TestClient();
    const signedIn = await again.post("/api/auth/sign-in/email", { email: "gus@example.com", password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect((await again.request("DELETE", `/api/account/wallets/${linked.id}`)).status).toBe(200);
    expect(await wallets(again)).toEqual([]);
    expect(await handle.db.select().from(account).where(eq(account.providerId, "siwe"))).toHaveLength(0);

    // The wallet now makes an account of its own.
    const signIn = await walletSignIn(wallet);
    expect((await currentSession(signIn.client))!.user.email).toBe(
      `${wallet.address.toLowerCase()}@siwe.placeholder.invalid`,
    );
  });

  it("is removed in the settings only: Better Auth's own unlink refuses a wallet's sign-in method", async () => {
    const player = await createPlayer(handle, "ivy@example.com");
    const wallet = privateKeyToAccount(generatePrivateKey());
    expect((await link(player, wallet)).status).toBe(200);
    const [row] = await handle.db.select().from(account).where(eq(account.providerId, "siwe"));
    await expectError(
      await player.post("/api/auth/unlink-account", { accountId: row!.id }),
      400,
      "error.wallet.removeInSettings",
    );
    expect(await wallets(player)).toHaveLength(1);
    const signIn = await walletSignIn(wallet);
    expect((await currentSession(signIn.client))!.user.email).toBe("ivy@example.com");
  });

  it("never removes the last way in: a wallet account keeps its only wallet", async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const { client } = await walletSignIn(wallet);
    const [only] = await wallets(client);
    await expectError(
      await client.request("DELETE", `/api/account/wallets/${only!.id}`),
      409,
      "error.wallet.lastWayIn",
    );
    expect(await wallets(client)).toHaveLength(1);

    // With a second wallet linked, the first can go; the second then stays.
    const second = privateKeyToAccount(generatePrivateKey());
    expect((await link(client, second)).status).toBe(200);
    expect((await client.request("DELETE", `/api/account/wallets/${only!.id}`)).status).toBe(200);
    const [left] = await wallets(client);
    expect(left!.address).toBe(second.address);
    await expectError(
      await client.request("DELETE", `/api/account/wallets/${left!.id}`),
      409,
      "error.wallet.lastWayIn",
    );
    const signIn = await walletSignIn(second);
    expect((await currentSession(signIn.client))!.user.id).toBe((await currentSession(client))!.user.id);
  });
});
