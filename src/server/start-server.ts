import "server-only";
import { getDbHandle } from "@/db";
import { ConfigError, getEnv } from "@/lib/env";
import { seedDemo } from "./demo/seed-demo";
import { getLogger } from "./log";
import { REMINDER_INTERVAL_MS, sendDueReminders } from "./reminders/reminders";
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
  const handle = await getDbHandle();
  if (env.DEMO) log.info({ demo: await seedDemo(handle.db) }, "Demo data");
  startReminders(handle.db);
  log.info(
    { db: handle.kind, dataDir: handle.kind === "pglite" ? env.DATA_DIR : undefined, demo: env.DEMO, publicUrl: env.PUBLIC_URL },
    "Callit is ready",
  );
}

/**
 * Every instance looks for due reminders every five minutes; the job's advisory lock lets one of
 * them do it. The timer does not keep the process alive.
 */
function startReminders(db: Awaited<ReturnType<typeof getDbHandle>>["db"]) {
  const log = getLogger();
  const run = () =>
    sendDueReminders(db)
      .then((sent) => sent.mails > 0 && log.info(sent, "reminders sent"))
      .catch((error: unknown) => log.error({ err: error }, "reminders failed"));
  setInterval(run, REMINDER_INTERVAL_MS).unref();
}
