/**
 * Sign in with Ethereum (issue 15 point 2, decision 0056): a real wallet library (viem's local
 * account) signs EIP-4361 messages with the server's nonce, and our auth HTTP layer answers.
 * Replayed (also raced), expired, not-yet-valid, wrong-site and badly signed messages are refused;
 * the second factor is still asked; a wallet account gets no mail.
 */
import { eq } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { createSiweMessage, type CreateSiweMessageParameters } from "viem/siwe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "@/db/client";
import { mailOutbox, user, walletAddress } from "@/db/schema";
import { totp } from "../e2e/totp";
import { TestClient, json } from "../support/client";
import { createTestDb, truncateAll } from "../support/db";
import { lastMailTo, linkIn } from "../support/mailbox";
import { expectError } from "../support/players";

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
    nonce: await nonceFor(client),
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
