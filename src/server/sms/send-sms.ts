/**
 * Every SMS goes through here (decision 0053), stored first like every mail (decision 0015):
 *
 * - Without SMS_GATEWAY_URL it stays in the outbox (`logged`), sealed, and admins read it at
 *   `/admin/sms`: nothing leaves the server.
 * - With it, the gateway gets one POST of JSON `{ to, text }` (a user and password in the URL go as
 *   Basic auth), at once and once: an SMS holds a code that expires within minutes, so a failed one
 *   is not sent again later; it is `failed`, and the player asks for a new code.
 *
 * The text is sealed (AES-256-GCM, as secret mails) and emptied once the gateway took it.
 */
import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { smsOutbox } from "@/db/schema";
import { PAGE_SIZE } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/server/log";
import { seal, unseal } from "@/server/mail/seal";

export interface Sms {
  /** E.164. */
  to: string;
  text: string;
  /** What it is for (`verifyPhone`, `signIn`), for the outbox and the log. */
  kind: string;
  userId: string | null;
}

export type SmsStatus = "logged" | "sent" | "failed";

/** How long the gateway may take to answer. */
const GATEWAY_TIMEOUT_MS = 10_000;

/** The outbox exists (for admins) while no gateway is configured. */
export function isSmsOutboxOn(): boolean {
  return !getEnv().SMS_GATEWAY_URL;
}

export async function sendSms(db: DbOrTx, sms: Sms): Promise<SmsStatus> {
  const log = getLogger();
  const gateway = getEnv().SMS_GATEWAY_URL;
  const [row] = await db
    .insert(smsOutbox)
    .values({ to: sms.to, userId: sms.userId, kind: sms.kind, text: seal(sms.text), status: "logged" })
    .returning({ id: smsOutbox.id });
  if (!gateway) {
    log.info({ sms: { id: row!.id, kind: sms.kind } }, "SMS kept for /admin/sms (SMS_GATEWAY_URL is not set)");
    return "logged";
  }
  let error: string | null = null;
  try {
    const url = new URL(gateway);
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (url.username || url.password) {
      const basic = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
      headers.authorization = `Basic ${Buffer.from(basic).toString("base64")}`;
      url.username = "";
      url.password = "";
    }
    const response = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify({ to: sms.to, text: sms.text }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      redirect: "error",
    });
    await response.body?.cancel();
    if (!response.ok) error = `The SMS gateway answered ${response.status}`;
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown);
  }
  const status: SmsStatus = error ? "failed" : "sent";
  await db.update(smsOutbox).set({ status, error, text: "" }).where(eq(smsOutbox.id, row!.id));
  if (error) log.warn({ sms: { id: row!.id, kind: sms.kind }, err: error }, "SMS not sent");
  else log.info({ sms: { id: row!.id, kind: sms.kind } }, "SMS sent");
  return status;
}

export interface OutboxSms {
  id: string;
  to: string;
  kind: string;
  /** null when it cannot be opened (written under another auth secret). */
  text: string | null;
  status: SmsStatus;
  createdAt: Date;
}

/** The newest SMS of the outbox, for admins only (the caller checks the role). */
export async function latestSms(db: Db): Promise<OutboxSms[]> {
  const rows = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    kind: row.kind,
    text: unseal(row.text),
    status: row.status,
    createdAt: row.createdAt,
  }));
}
