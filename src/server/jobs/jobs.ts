/**
 * Every background job of Callit (decision 0036), run by the job runner (runner.ts) on every
 * instance, one instance per run. Each is idempotent: run twice, or after another instance's
 * run that stopped half-way, it does nothing twice.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { jobRuns } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { deleteExpiredAuthRows } from "@/server/auth/expired-rows";
import { expirePendingPurchases } from "@/server/billing/subscriptions";
import { deliverDueMails } from "@/server/mail/send-mail";
import { sweepEndedWindows } from "@/server/rate-limit/consume";
import { sendDueReminders } from "@/server/reminders/reminders";
import { processResultEvents } from "@/server/scoring/process-results";
import { runUploadedImport } from "@/server/tournaments/import/run-import";
import type { JobDefinition, QueuedJobDefinition } from "./runner";
import { refreshWorldTables } from "@/server/world/tables";

/** Runs of jobs are kept this long for admins, then cleaned up. */
export const JOB_RUNS_KEEP_DAYS = 30;

/** Mails before picks lock (decision 0014, src/lib/reminders.ts): every REMINDER_INTERVAL_S; never twice for a game (Plus) or a matchday (free). */
export function remindersJob(): JobDefinition {
  return {
    name: "reminders",
    everySeconds: getEnv().REMINDER_INTERVAL_S,
    run: async (db) => {
      const sent = await sendDueReminders(db);
      return { mails: sent.mails, pushes: sent.pushes, games: sent.games };
    },
  };
}

/**
 * Scores the result events nobody has processed yet (left by a crash between a result and its
 * scoring, or by a migration): results entered through the admin API and imports are scored at
 * once as well. Claimed batches keep instances apart (decision 0034).
 */
export const scoringJob: JobDefinition = {
  name: "scoring",
  everySeconds: 10,
  run: async (db) => processResultEvents(db),
};

/**
 * The whole world's tables (decision 0048): rebuilt for every tournament whose results or members
 * changed since, off the request path (a million players take seconds, a read never waits for it).
 */
export const worldJob: JobDefinition = {
  name: "world",
  everySeconds: 15,
  run: async (db) => refreshWorldTables(db),
};

/** Queued mails whose next attempt is due (each mail backs off on its own, send-mail.ts); only with SMTP_URL. */
export const mailJob: JobDefinition = {
  name: "mail",
  everySeconds: 30,
  run: async (db, { at }) => {
    const done = await deliverDueMails(db, { at });
    return { sent: done.sent, retry: done.queued, failed: done.failed };
  },
};

/** Unpaid checkouts expire (src/server/billing/subscriptions.ts, PENDING_EXPIRES_HOURS). */
export const purchasesJob: JobDefinition = {
  name: "expire-purchases",
  everySeconds: 3600,
  run: async (db, { at }) => expirePendingPurchases(db, { at }),
};

/** Ended rate-limit windows, expired sessions and verification rows, old job runs. */
export const cleanUpJob: JobDefinition = {
  name: "clean-up",
  everySeconds: 3600,
  run: async (db, { at }) => {
    const rateLimits = await sweepEndedWindows(db, { at });
    const auth = await deleteExpiredAuthRows(db, { at });
    const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
    const runs = await db
      .delete(jobRuns)
      .where(sql`${jobRuns.startedAt} < ${now} - make_interval(days => ${JOB_RUNS_KEEP_DAYS})`)
      .returning({ id: jobRuns.id });
    return { rateLimits, ...auth, jobRuns: runs.length };
  },
};

/** A tournament import from the command line (`npm run import`): recorded as a run of this job, never scheduled. */
export function importJob(run: (db: Db) => Promise<Record<string, unknown>>): JobDefinition {
  return { name: "import", exclusive: false, run };
}

/**
 * A file uploaded by an admin (`POST /api/admin/tournaments/{slug}/import`): queued with its file,
 * claimed by any instance's runner, written in one transaction with its run's outcome (decision 0046).
 * A large file takes seconds; ten minutes of lease before another instance may take it over.
 */
export const importUploadJob: QueuedJobDefinition = {
  name: "import",
  leaseSeconds: 600,
  maxAttempts: 3,
  run: runUploadedImport,
};

/** The jobs that run when asked, each request one queued run. */
export function queuedJobs(): QueuedJobDefinition[] {
  return [importUploadJob];
}

/** The scheduled jobs, in the order admins see them. */
export function scheduledJobs(): JobDefinition[] {
  return [remindersJob(), scoringJob, worldJob, mailJob, purchasesJob, cleanUpJob];
}

/** Job names in the admins' order (the import last). */
export const JOB_NAMES = ["reminders", "scoring", "world", "mail", "expire-purchases", "clean-up", "import"] as const;
