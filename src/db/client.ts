/**
 * One factory for the database: PGlite in a data folder (or in memory) by default, node-postgres
 * when a PostgreSQL URL is given. Both speak the PostgreSQL dialect through the same Drizzle schema.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { detached } from "./detached";
import { PgliteThread } from "./pglite-thread";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened with `db.transaction(...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What a query function takes when it may run inside its caller's transaction: the database or a transaction. */
export type DbOrTx = Db | Tx;

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

/**
 * `url` serves the application's queries and may go through a pooler in transaction mode;
 * `directUrl` (default `url`) reaches PostgreSQL itself, for what needs a session of its own:
 * LISTEN and the migrations' advisory lock.
 */
export type DbTarget = { url: string; directUrl?: string } | DataDirTarget | MemoryTarget;
/**
 * Where PGlite runs: on a worker thread of its own (`src/db/pglite-thread.ts`, decision 0054: the
 * server's thread stays free to answer), or in the caller's thread.
 */
export type PgliteThreading = "worker" | "main";
/** The embedded database in a data folder: on a worker thread unless `thread` says `main`. */
export type DataDirTarget = { dataDir: string; thread?: PgliteThreading };
/**
 * An in-memory PGlite, empty or restored from a data folder dumped with `dumpDataDir` (the tests'
 * migrated template): in the caller's thread unless `thread` says `worker`.
 */
export type MemoryTarget = { memory: true; from?: Blob; thread?: PgliteThreading };

/** The configured database: PostgreSQL with `DATABASE_URL` (and `DATABASE_DIRECT_URL`), else the embedded one in `DATA_DIR`. */
export function databaseTarget(env: {
  DATABASE_URL?: string;
  DATABASE_DIRECT_URL?: string;
  DATA_DIR: string;
  PGLITE_THREAD?: PgliteThreading;
}): DbTarget {
  if (!env.DATABASE_URL) return { dataDir: env.DATA_DIR, thread: env.PGLITE_THREAD ?? "main" };
  return env.DATABASE_DIRECT_URL
    ? { url: env.DATABASE_URL, directUrl: env.DATABASE_DIRECT_URL }
    : { url: env.DATABASE_URL };
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src/db/migrations");

/** A stable lock id so that only one instance migrates a PostgreSQL database at a time. */
const MIGRATION_LOCK_ID = 4_216_042;

export async function openDatabase(target: DbTarget, options: { migrate?: boolean } = {}): Promise<DbHandle> {
  const handle =
    "url" in target ? await openPostgres(target.url, target.directUrl ?? target.url) : await openPglite(target);
  if (options.migrate ?? true) await migrateDatabase(handle, target);
  return handle;
}

/** The embedded database folder is used by one process at a time (the app, or a command). */
export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}), probably the running app. Stop it first, or use DATABASE_URL.`,
    );
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

async function openPglite(target: DataDirTarget | MemoryTarget): Promise<DbHandle> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const worker = (target.thread ?? ("dataDir" in target ? "worker" : "main")) === "worker";
  let client: Pick<PgliteThread, "listen" | "close">;
  let release = () => undefined as void;
  let options: { dataDir?: string; from?: Blob } = {};
  if ("dataDir" in target) {
    // PGlite does not create missing parent folders.
    const dir = path.resolve(target.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    release = lockDataDir(dir);
    options = { dataDir: dir };
  } else if (target.from) {
    options = { from: target.from };
  }
  try {
    if (worker) {
      client = await PgliteThread.open(options);
    } else {
      const { PGlite } = await import("@electric-sql/pglite");
      client = options.dataDir
        ? await PGlite.create(options.dataDir)
        : await PGlite.create(options.from ? { loadDataDir: options.from } : {});
    }
  } catch (error) {
    release();
    throw error;
  }
  // Drizzle's PGlite driver uses `query` and `transaction`, which the thread's client has as PGlite's.
  const db = drizzle(client as import("@electric-sql/pglite").PGlite, { schema }) as unknown as Db;
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

/**
 * Every wait on PostgreSQL ends (docs/decisions/0023): a connection that cannot be made in 5 s, a
 * statement running 15 s (cancelled by the server; the client gives up 5 s later should the server
 * not answer at all) and a transaction left idle 15 s (its locks released) all fail, and are answered
 * 503 `error.unavailable`. PGlite runs in the process and has no connection to lose.
 */
export const POSTGRES_TIMEOUTS = {
  connectMs: 5_000,
  statementMs: 15_000,
  queryMs: 20_000,
  idleInTransactionMs: 15_000,
} as const;

/** Waits between attempts to get the LISTEN connection back: quickly at first, then every 2 s for as long as it takes. */
export const LISTEN_RETRY_DELAYS_MS = [100, 250, 500, 1000, 2000] as const;

function postgresConfig(url: string) {
  return {
    connectionString: url,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
  };
}

type PgPool = import("pg").Pool;
type PgPoolClient = import("pg").PoolClient;

/**
 * A pool whose checked-out clients go back to it when their connection dies. Drizzle's
 * `transaction` sends BEGIN before its try/finally: when BEGIN fails on a connection the server has
 * just dropped, the client is never released, and every database restart used to cost the pool
 * connections until none were left (found by the fault test, docs/decisions/0023). A dead client is
 * released (and so destroyed) at once; releasing twice is harmless.
 */
async function createPool(url: string): Promise<PgPool> {
  const { Pool } = await import("pg");
  const pool = new Pool({ ...postgresConfig(url), max: 10 });
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<PgPoolClient> | void;
  // The promise form is Drizzle's (transactions); the callback form is pool.query's own, which releases.
  // Connections are opened outside the request that asks (they serve many): decision 0024.
  pool.connect = ((callback?: unknown) =>
    detached(() =>
      callback ? connect(callback) : (connect() as Promise<PgPoolClient>).then(releasedWhenDead),
    )) as PgPool["connect"];
  return pool;
}

function releasedWhenDead(client: PgPoolClient): PgPoolClient {
  const release = client.release;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      (result as Promise<unknown>).catch((error: Error) => {
        // pg-pool's own test for a client that cannot be used again (node-postgres has no public one).
        const state = client as unknown as { _queryable?: boolean; _ending?: boolean };
        if (state._queryable === false || state._ending) client.release(error);
      });
    }
    return result;
  };
  return client;
}

/** Marks a pool that reaches PostgreSQL through a pooler in transaction mode (read by `preparedRows`). */
export const POOLED = Symbol.for("callit.pooled");

async function openPostgres(url: string, directUrl: string): Promise<DbHandle> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = await createPool(url);
  // A pooler in transaction mode (DATABASE_URL beside a direct one) hands each statement to any of
  // its server connections: a statement prepared by name on one is missing or taken on the next.
  if (url !== directUrl) (pool as unknown as Record<symbol, boolean>)[POOLED] = true;
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
      // LISTEN needs a session of its own: through a pooler in transaction mode it would hear nothing.
      const stop = await detached(() => listenOnPostgres(directUrl, channel, onPayload));
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

/**
 * A dedicated connection that LISTENs. The first connection must succeed (the caller learns that the
 * database is down); after that, a lost connection is re-opened and LISTENs again, with growing
 * waits (LISTEN_RETRY_DELAYS_MS), until it works or `stop` is called, however long that takes.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  const { Client } = await import("pg");
  let stopped = false;
  let current: InstanceType<typeof Client> | null = null;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;

  const scheduleRetry = () => {
    if (stopped || retry) return;
    const delay = LISTEN_RETRY_DELAYS_MS[Math.min(attempt++, LISTEN_RETRY_DELAYS_MS.length - 1)];
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => scheduleRetry());
    }, delay);
    // Waiting to reconnect never keeps the process alive on its own.
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    const client = new Client(postgresConfig(url));
    // Until LISTEN succeeded, a failure belongs to this attempt's caller (who may try again), not
    // to the reconnect loop: `ready` tells the two apart.
    let ready = false;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (!ready) return;
      if (current === client) current = null;
      client.end().catch(() => undefined);
      if (!stopped) {
        console.warn(`PostgreSQL LISTEN connection lost${error ? `: ${error.message}` : ""}; reconnecting`);
        scheduleRetry();
      }
    };
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on("error", onLost);
    client.on("end", () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    attempt = 0;
    current = client;
    ready = true;
    if (lost) {
      // Dropped between LISTEN and here: straight into the reconnect loop.
      lost = false;
      onLost();
    }
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    retry = null;
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
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
  // A session lock, held across the migration's transactions: past any pooler.
  const client = new Client({ connectionString: target.directUrl ?? target.url });
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
