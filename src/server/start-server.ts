import "server-only";
import { sql } from "drizzle-orm";
import { getDbHandle } from "@/db";
import { ConfigError, getEnv } from "@/lib/env";
import { provisionAdmins } from "./auth/provision-admins";
import { seedDemo } from "./demo/seed-demo";
import { serveHotRoute } from "./http/hot-routes";
import { getLogger } from "./log";
import { queuedJobs, scheduledJobs } from "./jobs/jobs";
import { startJobRunner } from "./jobs/runner";
import { ensureAuthSecret } from "./secrets";
import { testModeNotice } from "./billing/test-mode-notice";

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
  if (handle.kind === "postgres" && env.DATABASE_DIRECT_URL && env.DATABASE_DIRECT_URL !== env.DATABASE_URL) {
    // Through a pooler in transaction mode the limits node-postgres asks for at connect are dropped:
    // only the role's defaults hold them (deploy/postgres-timeouts.sql, docs/deployment.md).
    const rows = (
      (await handle.db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] }
    ).rows;
    if (rows[0]?.statement_timeout === "0") {
      log.warn(
        "Through the pooler (DATABASE_URL) statements have no time limit: run deploy/postgres-timeouts.sql as the app's role (docs/deployment.md)",
      );
    }
  }
  const admins = await provisionAdmins(handle.db);
  if (admins.file) {
    log.warn(
      { accounts: admins.created, file: admins.file },
      "Admin accounts are ready (no SMTP_URL): their passwords are in the file; sign in and set your own",
    );
  }
  if (admins.demoted > 0)
    log.info({ demoted: admins.demoted }, "Admin role taken back from addresses no longer in ADMIN_EMAILS");
  const testMode = testModeNotice(env);
  if (testMode) log.warn(testMode);
  if (env.DEMO) log.info({ demo: await seedDemo(handle.db) }, "Demo data");
  // Reminders, scoring, mail retries and clean-ups: one runner per instance, one instance per run (decision 0036).
  startJobRunner(handle.db, scheduledJobs(), {
    queued: queuedJobs(),
    tickMs: Math.min(5_000, Math.max(1_000, env.REMINDER_INTERVAL_S * 1000)),
  });
  log.info(
    {
      db: handle.kind,
      dataDir: handle.kind === "pglite" ? env.DATA_DIR : undefined,
      demo: env.DEMO,
      publicUrl: env.PUBLIC_URL,
    },
    "Callit is ready",
  );
}
