/**
 * One factory for the database: PGlite in a data folder (or in memory) by default, node-postgres
 * when a PostgreSQL URL is given. Both speak the PostgreSQL dialect through the same Drizzle schema.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * LISTEN on a channel: `onPayload` gets every NOTIFY from any connection (any instance); the
   * answer stops listening. PostgreSQL gets a connection of its own, re-opened if it drops.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DbTarget = { url: string } | { dataDir: string } | { memory: true };

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src/db/migrations");

/** A stable lock id so that only one instance migrates a PostgreSQL database at a time. */
const MIGRATION_LOCK_ID = 4_216_042;

export async function openDatabase(target: DbTarget, options: { migrate?: boolean } = {}): Promise<DbHandle> {
  const handle = "url" in target ? await openPostgres(target.url) : await openPglite(target);
  if (options.migrate ?? true) await migrateDatabase(handle, target);
  return handle;
}

/** The embedded database folder is used by one process at a time (the app, or a command). */
export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(`The embedded database in ${dir} is in use by another process (pid ${pid}), probably the running app. Stop it first, or use DATABASE_URL.`);
    this.name = "DataDirInUseError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function lockDataDir(dir: string): () => void {
  const lock = `${dir}.lock`;
  let holder = 0;
  try {
    holder = Number(readFileSync(lock, "utf8"));
  } catch {
    holder = 0;
  }
  if (holder && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dir, holder);
  writeFileSync(lock, String(process.pid));
  const release = () => rmSync(lock, { force: true });
  process.once("exit", release);
  return release;
}

async function openPglite(target: { dataDir: string } | { memory: true }): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let client;
  let release = () => undefined as void;
  if ("dataDir" in target) {
    // PGlite does not create missing parent folders.
    const dir = path.resolve(target.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    release = lockDataDir(dir);
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max: 10 });
  // A connection the server drops (restart, failover, a test database being dropped) must not crash
  // the process: the pool replaces it, and the query that used it fails and is answered as an error.
  const dropped = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
  pool.on("error", dropped);
  pool.on("connect", (client) => client.on("error", dropped));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    listen: async (channel, onPayload) => {
      const stop = await listenOnPostgres(url, channel, onPayload);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** A dedicated connection that LISTENs, and comes back (after 1, 2, 5, 10 s) when it drops. */
async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const { Client } = await import("pg");
  const delays = [1000, 2000, 5000, 10_000];
  let stopped = false;
  let current: InstanceType<typeof Client> | null = null;
  let attempt = 0;
  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: url });
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on("error", (error) => {
      console.warn(`PostgreSQL LISTEN connection lost: ${error.message}`);
      if (current === client) current = null;
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), delays[Math.min(attempt++, delays.length - 1)]);
    });
    await client.connect();
    await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    attempt = 0;
    current = client;
    if (stopped) await client.end();
  };
  await connect();
  return async () => {
    stopped = true;
    await current?.end().catch(() => undefined);
    current = null;
  };
}

async function migrateDatabase(handle: DbHandle, target: DbTarget): Promise<void> {
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(handle.db as any, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!("url" in target)) return;
  // Several instances may start at once: the advisory lock must be held on the connection that migrates.
  const { Client } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = new Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
