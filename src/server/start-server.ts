import "server-only";
import { getDbHandle } from "@/db";
import { ConfigError, getEnv } from "@/lib/env";
import { provisionAdmins } from "./auth/provision-admins";
import { seedDemo } from "./demo/seed-demo";
import { serveHotRoute } from "./http/hot-routes";
import { getLogger } from "./log";
import { deliverDueMails } from "./mail/send-mail";
import { sendDueReminders } from "./reminders/reminders";
import { processResultEvents } from "./scoring/process-results";
import { ensureAuthSecret } from "./secrets";

export async function startServer(): Promise<void> {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // A bad variable stops the start with a message that names it.
    console.error(error.message);
    process.exit(1);
  }
  const log = getLogger();
  ensureAuthSecret();
  // Read by server/main.mjs: the hot API paths it answers without Next (decision 0029).
  (globalThis as { __callitHotRoutes?: typeof serveHotRoute }).__callitHotRoutes = serveHotRoute;
  const handle = await getDbHandle();
  const admins = await provisionAdmins(handle.db);
  if (admins.file) {
    log.warn({ accounts: admins.created, file: admins.file }, "Admin accounts are ready (no SMTP_URL): their passwords are in the file; sign in and set your own");
  }
  if (admins.demoted > 0) log.info({ demoted: admins.demoted }, "Admin role taken back from addresses no longer in ADMIN_EMAILS");
  if (env.DEMO) log.info({ demo: await seedDemo(handle.db) }, "Demo data");
  startReminders(handle.db, env.REMINDER_INTERVAL_S * 1000);
  startScoring(handle.db);
  if (env.SMTP_URL) startMailRetries(handle.db);
  log.info(
    { db: handle.kind, dataDir: handle.kind === "pglite" ? env.DATA_DIR : undefined, demo: env.DEMO, publicUrl: env.PUBLIC_URL },
    "Callit is ready",
  );
}

/**
 * Every instance looks for due reminders every REMINDER_INTERVAL_S (five minutes); the job's
 * advisory lock lets one of them do it. The timer does not keep the process alive.
 */
function startReminders(db: Awaited<ReturnType<typeof getDbHandle>>["db"], everyMs: number) {
  const log = getLogger();
  const run = () =>
    sendDueReminders(db)
      .then((sent) => sent.mails > 0 && log.info(sent, "reminders sent"))
      .catch((error: unknown) => log.error({ err: error }, "reminders failed"));
  setInterval(run, everyMs).unref();
}

/** Every instance sends the mails whose next attempt is due; claiming a mail keeps the others off it. */
function startMailRetries(db: Awaited<ReturnType<typeof getDbHandle>>["db"]) {
  const log = getLogger();
  const run = () =>
    deliverDueMails(db)
      .then((done) => (done.sent > 0 || done.failed > 0) && log.info(done, "queued mails delivered"))
      .catch((error: unknown) => log.error({ err: error }, "mail retries failed"));
  setInterval(run, MAIL_RETRY_INTERVAL_MS).unref();
}

const MAIL_RETRY_INTERVAL_MS = 30_000;

/**
 * Every instance scores the result events nobody has processed yet (left by a crash between a
 * result and its scoring, or by a migration) every 10 s; claimed batches keep instances apart
 * (decision 0034). Results entered through the admin API and imports are scored at once as well.
 */
function startScoring(db: Awaited<ReturnType<typeof getDbHandle>>["db"]) {
  const log = getLogger();
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    processResultEvents(db)
      .then((done) => done.games > 0 && log.info(done, "results scored"))
      .catch((error: unknown) => log.error({ err: error }, "scoring failed"))
      .finally(() => {
        running = false;
      });
  };
  run();
  setInterval(run, SCORING_INTERVAL_MS).unref();
}

const SCORING_INTERVAL_MS = 10_000;
