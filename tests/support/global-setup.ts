/**
 * With TEST_DATABASE_URL (PostgreSQL), builds one migrated template database; every test file then
 * gets its own copy of it (tests/support/db.ts). On PGlite each file opens its own in memory.
 */
import { Client } from "pg";
import { openDatabase } from "../../src/db/client";
import { templateDb, withDatabase } from "./pg-urls";

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const template = templateDb();
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    // Templates of runs that ended without their teardown (a killed run) go first.
    const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'callit_test_template_%' and datname <> $1`, [template]);
    for (const { datname } of stale.rows) {
      const pid = Number(datname.slice("callit_test_template_".length));
      if (!isRunning(pid)) await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ url: withDatabase(url, template) });
  await handle.close();
  return async () => {
    const cleanup = new Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${template} with (force)`);
    await cleanup.end();
  };
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
