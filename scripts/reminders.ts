/**
 * `npm run reminders`: sends the reminders that are due now, once (for a cron job; running
 * instances also do it every five minutes), recorded as a run of the reminders job. Uses the
 * configured database.
 */
import { databaseTarget, openDatabase } from "../src/db/client";
import { getEnv } from "../src/lib/env";
import { remindersJob } from "../src/server/jobs/jobs";
import { runJobNow } from "../src/server/jobs/runner";

async function main() {
  const env = getEnv();
  const handle = await openDatabase(databaseTarget(env));
  try {
    // Recorded as a run of the reminders job, which admins see (decision 0036).
    const run = await runJobNow(handle.db, remindersJob());
    if (!run) console.log("Another instance is sending reminders right now.");
    else if (run.status === "failed") throw new Error(`Reminders failed: ${run.error}`);
    else console.log(`Reminders: ${run.result?.mails} mails about ${run.result?.games} games.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
