/**
 * `npm run reminders`: sends the reminders that are due now, once (for a cron job; running
 * instances also do it every five minutes). Uses the configured database.
 */
import { databaseTarget, openDatabase } from "../src/db/client";
import { getEnv } from "../src/lib/env";
import { sendDueReminders } from "../src/server/reminders/reminders";

async function main() {
  const env = getEnv();
  const handle = await openDatabase(databaseTarget(env));
  try {
    const sent = await sendDueReminders(handle.db);
    console.log(sent.skipped ? "Another instance is sending reminders right now." : `Reminders: ${sent.mails} mails about ${sent.games} games.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
