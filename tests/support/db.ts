/**
 * A fresh, migrated database per test file, installed as the application's database: a copy of the
 * migrated template global setup made (templates.ts), restored into an in-memory PGlite by default,
 * copied on the server (CREATE DATABASE … TEMPLATE) when TEST_DATABASE_URL is set. With
 * TEST_PGLITE_THREAD=worker the PGlite runs on a worker thread, as the server's does.
 */
import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import { Client } from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "../../src/db/client";
import { installDb } from "../../src/db";
import { withDatabase } from "./pg-urls";
import { pgliteTemplate, postgresTemplate } from "./templates";

export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  let handle: DbHandle;
  if (!url) {
    // TEST_PGLITE_THREAD=worker: PGlite on a worker thread, as the server runs it (decision 0054).
    const thread = process.env.TEST_PGLITE_THREAD === "worker" ? "worker" : "main";
    handle = await openDatabase({ memory: true, from: await openAsBlob(pgliteTemplate()), thread }, { migrate: false });
  } else {
    const name = `callit_test_${randomBytes(6).toString("hex")}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate()}`);
    await admin.end();
    const opened = await openDatabase({ url: withDatabase(url, name) }, { migrate: false });
    handle = {
      ...opened,
      close: async () => {
        await opened.close();
        const cleanup = new Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  installDb(handle);
  return handle;
}

/** Empties every application table between tests (Midday's TRUNCATE approach). */
export async function truncateAll(handle: DbHandle): Promise<void> {
  const result = await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  // Both drivers answer with { rows }.
  const tables = (result as unknown as { rows: { tablename: string }[] }).rows;
  if (tables.length === 0) return;
  await handle.db.execute(sql.raw(`truncate ${tables.map((t) => `"${t.tablename}"`).join(", ")} cascade`));
}
