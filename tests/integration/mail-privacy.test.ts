/**
 * Nobody reads another person's mail (issue 9, point 1; decision 0015). On a server without SMTP
 * (the default install) the outbox is the mailbox: an admin reads every mail, a player the mails
 * to their own account that prove nothing, the signed-out visitor none. Secrets are sealed at
 * rest and never logged, ADMIN_EMAILS gives nothing to whoever signs up first, and a deleted
 * account leaves no mail behind.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { mailOutbox, user } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { ADMIN_PASSWORDS_FILE, provisionAdmins } from "@/server/auth/provision-admins";
import { mailsFor, type MailboxReader } from "@/server/mail/mailbox";
import { TestClient, json } from "../support/client";
import { createTestDb, truncateAll } from "../support/db";
import { lastMailTo, linkIn, mailsTo } from "../support/mailbox";
import { TEST_PASSWORD } from "../support/players";

const BOSS = "boss@example.com";

let handle: DbHandle;
let dataDir: string;
const logLines: string[] = [];
const logHolder = globalThis as unknown as { __callitLog?: pino.Logger };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "callit-mail-privacy-"));
  process.env.DATA_DIR = dataDir;
  process.env.ADMIN_EMAILS = BOSS;
  resetEnvForTests();
  // Everything the app logs, kept to look for secrets in it.
  logHolder.__callitLog = pino(
    { level: "debug" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString("utf8"));
        done();
      },
    }),
  );
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
  delete logHolder.__callitLog;
  delete process.env.ADMIN_EMAILS;
  resetEnvForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await truncateAll(handle);
  fs.rmSync(path.join(dataDir, ADMIN_PASSWORDS_FILE), { force: true });
  logLines.length = 0;
});

async function signUp(email: string, name = "Tester") {
  const client = new TestClient();
  const response = await client.post("/api/auth/sign-up/email", {
    email,
    password: TEST_PASSWORD,
    name,
    acceptTerms: true,
    acceptPrivacy: true,
  });
  expect(response.status).toBe(200);
  return client;
}

async function readerOf(client: TestClient): Promise<MailboxReader | null> {
  const current = await json<{ user: { id: string; role: "player" | "admin" } } | null>(
    await client.get("/api/auth/get-session"),
  );
  return current && { id: current.user.id, role: current.user.role };
}

async function signIn(email: string, password: string) {
  const client = new TestClient();
  const response = await client.post("/api/auth/sign-in/email", { email, password });
  return { client, status: response.status };
}

/** The operator's admin account, as the start provisions it on a server without SMTP. */
async function provisionedBoss() {
  const provisioned = await provisionAdmins(handle.db);
  expect(provisioned.created).toEqual([BOSS]);
  const file = provisioned.file!;
  const line = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${BOSS} `))!;
  const { client, status } = await signIn(BOSS, line.split(" ")[1]!);
  expect(status).toBe(200);
  return { client, file, password: line.split(" ")[1]! };
}

describe("the mailbox without a mail server", () => {
  it("signs a new player in at once, with the mails to their own account and nobody else's", async () => {
    const ana = await signUp("ana@example.com", "Ana");
    const anaReader = await readerOf(ana);
    expect(anaReader).toMatchObject({ role: "player" });
    const bo = await signUp("bo@example.com", "Bo");

    // Her newsletter confirmation: only she reads it.
    expect((await ana.post("/api/settings/subscribe-newsletter", { subscribe: true })).status).toBe(200);
    const notice = await lastMailTo(handle, "ana@example.com", "newsletterConfirm");
    // Without a mail server a new account is signed in at once, so a taken address cannot be hidden.
    expect(
      (
        await new TestClient().post("/api/auth/sign-up/email", {
          email: "ana@example.com",
          password: TEST_PASSWORD,
          name: "Not Ana",
          acceptTerms: true,
          acceptPrivacy: true,
        })
      ).status,
    ).toBe(422);

    expect(await mailsFor(handle.db, null)).toEqual([]);
    const bosMails = await mailsFor(handle.db, await readerOf(bo));
    expect(bosMails.flatMap((m) => m.to)).not.toContain("ana@example.com");
    const anasMails = await mailsFor(handle.db, anaReader);
    expect(anasMails.find((m) => m.id === notice.id)?.text).toBe(notice.text);
    expect(anasMails.every((m) => m.to.join() === "ana@example.com")).toBe(true);
    // Her verification link proves nothing here: not even she reads it.
    expect(anasMails.map((m) => m.kind)).not.toContain("verifyEmail");
  });

  it("does not let anyone read the admin's reset link or take the admin account", async () => {
    const { client: boss, password } = await provisionedBoss();
    expect(await readerOf(boss)).toMatchObject({ role: "admin" });

    // The attacker asks for the admin's reset link, and cannot read it anywhere.
    const attacker = new TestClient();
    expect(
      (await attacker.post("/api/auth/request-password-reset", { email: BOSS, redirectTo: "/account?mode=reset" }))
        .status,
    ).toBe(200);
    const reset = await lastMailTo(handle, BOSS, "resetPassword");
    const resetLink = linkIn(reset.text);
    expect(await mailsFor(handle.db, await readerOf(attacker))).toEqual([]);
    const player = await signUp("mallory@example.com");
    const seenByPlayer = await mailsFor(handle.db, await readerOf(player));
    expect(seenByPlayer.some((m) => m.text?.includes(resetLink))).toBe(false);
    expect(seenByPlayer.flatMap((m) => m.to)).not.toContain(BOSS);

    // Signing up with the admin address gives nothing either.
    expect(
      (
        await new TestClient().post("/api/auth/sign-up/email", {
          email: BOSS,
          password: TEST_PASSWORD,
          name: "Mallory",
          acceptTerms: true,
          acceptPrivacy: true,
        })
      ).status,
    ).toBe(422);
    expect((await signIn(BOSS, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(BOSS, password)).status).toBe(200);

    // The admin does read every mail, the link in clear.
    const seenByAdmin = await mailsFor(handle.db, await readerOf(boss));
    expect(seenByAdmin.some((m) => m.text?.includes(resetLink))).toBe(true);
  });

  it("keeps sign-in links and codes sealed in the database and out of the log", async () => {
    await signUp("cy@example.com");
    const client = new TestClient();
    expect(
      (await client.post("/api/auth/sign-in/magic-link", { email: "cy@example.com", callbackURL: "/account" })).status,
    ).toBe(200);
    expect(
      (await client.post("/api/auth/email-otp/send-verification-otp", { email: "cy@example.com", type: "sign-in" }))
        .status,
    ).toBe(200);
    expect(
      (
        await client.post("/api/auth/request-password-reset", {
          email: "cy@example.com",
          redirectTo: "/account?mode=reset",
        })
      ).status,
    ).toBe(200);

    const stored = await handle.db.select().from(mailOutbox);
    for (const kind of ["verifyEmail", "magicLink", "otp", "resetPassword"]) {
      const row = stored.find((r) => r.kind === kind)!;
      expect(row.text, kind).toMatch(/^sealed:v1:/);
      const clear = (await lastMailTo(handle, "cy@example.com", kind)).text;
      const secret = kind === "otp" ? /\b\d{6}\b/.exec(clear)![0] : linkIn(clear);
      expect(JSON.stringify(row)).not.toContain(secret);
      expect(logLines.join("\n")).not.toContain(secret);
    }
    expect(logLines.join("\n")).not.toMatch(/https?:\/\/[^"]*token/);
  });
});

describe("the admin accounts on a server without SMTP", () => {
  it("are made at start with a password in a file only the server's user reads", async () => {
    const { client, file } = await provisionedBoss();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(await readerOf(client)).toMatchObject({ role: "admin" });
    // Once made, a later start leaves the account alone.
    expect((await provisionAdmins(handle.db)).created).toEqual([]);
  });

  it("takes an admin address back from whoever signed up with it first", async () => {
    const squatter = await signUp(BOSS, "Mallory");
    // Signed in (no mail server), but no admin: the address is not proven.
    expect(await readerOf(squatter)).toMatchObject({ role: "player" });
    expect((await json<{ sessions: unknown[] }>(await squatter.get("/api/account/sessions"))).sessions).toHaveLength(1);

    const { client: boss, password } = await provisionedBoss();
    expect(await readerOf(boss)).toMatchObject({ role: "admin" });
    expect(await readerOf(squatter)).toBeNull();
    expect((await signIn(BOSS, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(BOSS, password)).status).toBe(200);
  });

  it("gives a verified admin address the role, and takes it back when the address leaves ADMIN_EMAILS", async () => {
    const { client } = await provisionedBoss();
    process.env.ADMIN_EMAILS = "someone-else@example.com";
    resetEnvForTests();
    try {
      expect((await provisionAdmins(handle.db)).demoted).toBe(1);
      expect(await readerOf(client)).toMatchObject({ role: "player" });
    } finally {
      process.env.ADMIN_EMAILS = BOSS;
      resetEnvForTests();
    }
  });
});

describe("deleting an account", () => {
  it("removes every mail to it", async () => {
    // A sign-in link asked for before the account existed is to the address alone.
    expect(
      (
        await new TestClient().post("/api/auth/sign-in/magic-link", {
          email: "dee@example.com",
          callbackURL: "/account",
        })
      ).status,
    ).toBe(200);
    const dee = await signUp("dee@example.com", "Dee");
    expect((await dee.post("/api/settings/subscribe-newsletter", { subscribe: true })).status).toBe(200);
    expect(
      (
        await new TestClient().post("/api/auth/request-password-reset", {
          email: "dee@example.com",
          redirectTo: "/account?mode=reset",
        })
      ).status,
    ).toBe(200);
    await signUp("eve@example.com", "Eve");
    expect((await mailsTo(handle, "dee@example.com")).length).toBeGreaterThanOrEqual(4);

    expect((await dee.post("/api/settings/delete-account", { password: TEST_PASSWORD })).status).toBe(200);
    expect(await handle.db.select().from(user).where(eq(user.email, "dee@example.com"))).toEqual([]);
    expect(await mailsTo(handle, "dee@example.com")).toEqual([]);
    expect((await mailsTo(handle, "eve@example.com")).length).toBeGreaterThan(0);
  });
});
