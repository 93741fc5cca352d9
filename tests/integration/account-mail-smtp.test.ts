/**
 * Account mails through a real SMTP server: what the server receives is what the player reads,
 * and its links work; the stored copy keeps no secret once sent; a mail the server refuses is
 * sent again later, once (decision 0015).
 */
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { mailOutbox, user } from "@/db/schema";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { deliverDueMails, MAX_ATTEMPTS, retryDelaySeconds } from "@/server/mail/send-mail";
import { TestClient, json } from "../support/client";
import { createTestDb, truncateAll } from "../support/db";
import { linkIn } from "../support/mailbox";
import { parseMime, readMail } from "../support/mime";

const PASSWORD = "green-pitch-42";
const NEW_PASSWORD = "orange-volley-77";

interface Received {
  to: string[];
  raw: string;
}

let handle: DbHandle;
let server: SMTPServer;
const received: Received[] = [];
/** While set, the SMTP server answers every recipient with a temporary failure (451). */
let refusing = false;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      const error = new Error("Mailbox busy, try again later") as Error & { responseCode: number };
      error.responseCode = 451;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  resetEnvForTests();
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  delete process.env.SMTP_URL;
  resetEnvForTests();
});
beforeEach(async () => {
  await truncateAll(handle);
  received.length = 0;
  refusing = false;
});

/** The one message the SMTP server received for an address since the last look. */
function receivedFor(address: string) {
  const mails = received.filter((m) => m.to.includes(address));
  expect(mails).toHaveLength(1);
  received.length = 0;
  return readMail(mails[0]!.raw);
}

async function outboxRow(address: string, kind: string) {
  const rows = (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((r) =>
    r.to.includes(address),
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function currentSession(client: TestClient) {
  return json<{ user: { email: string; emailVerified: boolean } } | null>(await client.get("/api/auth/get-session"));
}

async function signUpInGerman(client: TestClient, email: string) {
  const response = await client.post("/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name: "Ana",
    locale: "de",
    acceptTerms: true,
    acceptPrivacy: true,
    callbackURL: "/redirect?redirectTo=%2Fde%2Faccount",
  });
  expect(response.status).toBe(200);
  // Not signed in until the link is followed: the form says to check the mail.
  expect(await json(response)).toMatchObject({ signedIn: false, user: { email } });
}

describe("account mails through SMTP", () => {
  it("delivers the verification mail in the player's language, and its link verifies the address", async () => {
    const client = new TestClient();
    await signUpInGerman(client, "ana@example.com");

    const mail = receivedFor("ana@example.com");
    expect(mail.headers.get("to")).toContain("ana@example.com");
    const subject = mail.headers.get("subject")!;
    expect(subject).toBeTruthy();
    expect(subject).not.toBe("Confirm your e-mail address for Callit");

    // Once the server has it, the stored copy keeps no secret: no subject, no text, no link.
    const row = await outboxRow("ana@example.com", "verifyEmail");
    expect(row).toMatchObject({ status: "sent", error: null, attempts: 1, subject: "", text: "", html: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain(new URL(linkIn(mail.text)).searchParams.get("token")!);

    expect(await currentSession(client)).toBeNull();
    const link = linkIn(mail.text);
    expect(new URL(link).pathname).toBe("/api/auth/verify-email");
    const verified = await client.follow(link);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toContain("/redirect?redirectTo=%2Fde%2Faccount");
    expect((await currentSession(client))?.user).toMatchObject({ email: "ana@example.com", emailVerified: true });
    const [stored] = await handle.db.select().from(user).where(eq(user.email, "ana@example.com"));
    expect(stored).toMatchObject({ emailVerified: true, locale: "de" });
  });

  it("sends the verification mail again when asked (the account page's 'Send the mail again'), and the new link verifies", async () => {
    const client = new TestClient();
    await signUpInGerman(client, "bea@example.com");
    receivedFor("bea@example.com");
    const again = await client.post("/api/auth/send-verification-email", {
      email: "bea@example.com",
      callbackURL: "/account",
    });
    expect(again.status).toBe(200);
    const mail = receivedFor("bea@example.com");
    const verified = await client.follow(linkIn(mail.text));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toContain("/account");
    expect((await currentSession(client))?.user).toMatchObject({ email: "bea@example.com", emailVerified: true });
  });

  it("sends a mail as multipart/alternative: its plain text and its HTML, in the player's language, with the same link", async () => {
    await signUpInGerman(new TestClient(), "mia@example.com");
    const mail = received.find((m) => m.to.includes("mia@example.com"))!;
    expect(mail).toBeDefined();
    const message = parseMime(mail.raw);
    expect(message.headers.get("content-type")).toMatch(/^multipart\/alternative;/);
    expect(message.parts.map((part) => part.type)).toEqual(["text/plain", "text/html"]);
    const { text, html } = readMail(mail.raw);
    expect(text).toContain("Hallo Ana,");
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de" dir="ltr">/);
    expect(html).toContain("Hallo Ana,");
    const link = linkIn(text);
    expect(html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
    expect(link.startsWith(`${getEnv().PUBLIC_URL}/`)).toBe(true);
  });

  it("makes an ADMIN_EMAILS address admin once its mail confirmed it, not before", async () => {
    process.env.ADMIN_EMAILS = "ada@example.com";
    resetEnvForTests();
    try {
      const client = new TestClient();
      await signUpInGerman(client, "ada@example.com");
      const [before] = await handle.db.select().from(user).where(eq(user.email, "ada@example.com"));
      expect(before).toMatchObject({ role: "player", emailVerified: false });
      expect((await client.follow(linkIn(receivedFor("ada@example.com").text))).status).toBe(302);
      const session = await json<{ user: { role: string } }>(await client.get("/api/auth/get-session"));
      expect(session.user.role).toBe("admin");
    } finally {
      delete process.env.ADMIN_EMAILS;
      resetEnvForTests();
    }
  });

  it("does not reveal that an address is registered, and tells its owner", async () => {
    const client = new TestClient();
    await signUpInGerman(client, "eli@example.com");
    expect((await client.follow(linkIn(receivedFor("eli@example.com").text))).status).toBe(302);
    await signUpInGerman(new TestClient(), "eli@example.com");
    expect(linkIn(receivedFor("eli@example.com").text)).toContain("/account");
    expect(await outboxRow("eli@example.com", "existingAccount")).toMatchObject({ status: "sent" });
  });

  it("delivers the password reset mail, and its link sets a new password", async () => {
    const client = new TestClient();
    await signUpInGerman(client, "ben@example.com");
    expect((await client.follow(linkIn(receivedFor("ben@example.com").text))).status).toBe(302);

    const requested = await new TestClient().post("/api/auth/request-password-reset", {
      email: "ben@example.com",
      redirectTo: "/account?mode=reset",
    });
    expect(requested.status).toBe(200);
    const mail = receivedFor("ben@example.com");
    expect(mail.headers.get("to")).toContain("ben@example.com");
    const subject = mail.headers.get("subject")!;
    expect(subject).not.toBe("Reset your Callit password"); // the player chose German
    const row = await outboxRow("ben@example.com", "resetPassword");
    expect(row).toMatchObject({ status: "sent", subject: "", text: "" });

    const landing = await new TestClient().follow(linkIn(mail.text));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location")!);
    expect(location.pathname).toBe("/account");
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();
    const reset = await new TestClient().post("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    const signedIn = await new TestClient().post("/api/auth/sign-in/email", {
      email: "ben@example.com",
      password: NEW_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
  });
});

describe("when the SMTP server fails", () => {
  async function resetRequestedFor(email: string) {
    const client = new TestClient();
    await signUpInGerman(client, email);
    expect((await client.follow(linkIn(receivedFor(email).text))).status).toBe(302);
    refusing = true;
    const requested = await new TestClient().post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/account?mode=reset",
    });
    expect(requested.status).toBe(200);
    expect(received).toHaveLength(0);
    return outboxRow(email, "resetPassword");
  }

  it("keeps the mail queued and sends it, once, when its next attempt is due", async () => {
    const queued = await resetRequestedFor("cy@example.com");
    expect(queued).toMatchObject({ status: "queued", attempts: 1, sentAt: null });
    expect(queued.error).toContain("451");
    expect(queued.text).toMatch(/^sealed:v1:/); // still to send, but not in clear
    // The first retry waits a minute, counted on the database's clock from the failure.
    const due = queued.nextAttemptAt!;
    const { rows } = (await handle.db.execute(sql`select now()::text as now`)) as unknown as {
      rows: { now: string }[];
    };
    expect(due.getTime() - new Date(rows[0]!.now).getTime()).toBeGreaterThan((retryDelaySeconds(1) - 5) * 1000);

    refusing = false;
    expect(await deliverDueMails(handle.db, { at: new Date(due.getTime() - 1) })).toMatchObject({ sent: 0 });
    expect(received).toHaveLength(0);

    // Two instances look at the same moment: one of them sends it.
    const runs = await Promise.all([deliverDueMails(handle.db, { at: due }), deliverDueMails(handle.db, { at: due })]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    const mail = receivedFor("cy@example.com");
    expect(mail.headers.get("message-id")).toContain(queued.id);
    expect(linkIn(mail.text)).toContain("/api/auth/reset-password/");

    const sent = await outboxRow("cy@example.com", "resetPassword");
    expect(sent).toMatchObject({
      status: "sent",
      attempts: 2,
      error: null,
      nextAttemptAt: null,
      subject: "",
      text: "",
    });
    // Later runs find nothing more to send.
    expect(await deliverDueMails(handle.db, { at: new Date(due.getTime() + 24 * 3600_000) })).toMatchObject({
      sent: 0,
      queued: 0,
    });
    expect(received).toHaveLength(0);
  });

  it("waits longer after each failure and gives up after the last attempt, keeping no secret", async () => {
    let row = await resetRequestedFor("dan@example.com");
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      const failedAt = row.nextAttemptAt!;
      expect(await deliverDueMails(handle.db, { at: failedAt })).toMatchObject({ sent: 0 });
      row = await outboxRow("dan@example.com", "resetPassword");
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe("queued");
        expect(row.nextAttemptAt!.getTime() - failedAt.getTime()).toBe(retryDelaySeconds(attempt) * 1000);
      }
    }
    expect(row).toMatchObject({ status: "failed", nextAttemptAt: null, subject: "", text: "" });
    expect(row.error).toContain("451");
    expect(received).toHaveLength(0);
  });
});
