/**
 * The application's database, opened lazily once per process (never at build time) and kept on
 * globalThis so that hot reloads and route bundles share it. Tests install their own with useDb().
 */
import "server-only";
import { getEnv } from "@/lib/env";
import { databaseTarget, openDatabase, type Db, type DbHandle } from "./client";
import { detached } from "./detached";

export type { Db, DbOrTx, Tx } from "./client";

const holder = globalThis as unknown as { __callitDb?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  if (!holder.__callitDb) {
    const env = getEnv();
    // Opened outside the request that happens to ask first: the database outlives it (decision 0024).
    holder.__callitDb = detached(() => openDatabase(databaseTarget(env)));
    // A failed open must not be cached forever: the next request tries again.
    holder.__callitDb.catch(() => {
      holder.__callitDb = undefined;
    });
  }
  return holder.__callitDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Installs an already opened database as the application's (integration tests, scripts). */
export function installDb(handle: DbHandle): void {
  holder.__callitDb = Promise.resolve(handle);
}
