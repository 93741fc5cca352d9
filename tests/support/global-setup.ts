/**
 * With TEST_DATABASE_URL (PostgreSQL), builds one migrated template database; every test file then
 * gets its own copy of it (tests/support/db.ts). On PGlite each file opens its own in memory.
 */
import { Client } from "pg";
import { openDatabase } from "../../src/db/client";
import { TEMPLATE_DB, withDatabase } from "./pg-urls";

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ url: withDatabase(url, TEMPLATE_DB) });
  await handle.close();
}
