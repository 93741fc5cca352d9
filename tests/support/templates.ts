/**
 * The migrated database every integration test file starts from, made once and kept while the
 * migrations stay the same: its name (PostgreSQL) or file (PGlite) carries a hash of
 * src/db/migrations and of the PGlite version, so a new or changed migration makes a new one.
 * Global setup (global-setup.ts) builds it; each test file copies it (db.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { MIGRATIONS_FOLDER, openDatabase } from "../../src/db/client";
import { withDatabase } from "./pg-urls";

/** A hash of every file under the migrations folder (names and contents) and of the PGlite version. */
export function migrationsHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else
        hash
          .update(`${path.relative(MIGRATIONS_FOLDER, full)}\0`)
          .update(readFileSync(full))
          .update("\0");
    }
  };
  walk(MIGRATIONS_FOLDER);
  // A data folder dumped by one PGlite version is not for another.
  hash.update(readFileSync(path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json")));
  // How the dump is made: checkpointed before it (ensurePgliteTemplate).
  hash.update("checkpointed");
  return hash.digest("hex").slice(0, 12);
}

/** The PostgreSQL template of the current migrations (set by global setup, inherited by the workers). */
export function postgresTemplate(): string {
  return (process.env.CALLIT_TEST_TEMPLATE ??= `callit_template_${migrationsHash()}`);
}

/** The dumped PGlite data folder of the current migrations. */
export function pgliteTemplate(): string {
  return (process.env.CALLIT_TEST_PGLITE_TEMPLATE ??= path.join(CACHE, `pglite-${migrationsHash()}.tar`));
}

const CACHE = path.join(process.cwd(), "node_modules/.cache/callit-tests");

/** Templates of other migrations not used for this long are dropped (another checkout may still use a recent one). */
const PRUNE_AFTER_MS = 24 * 3_600_000;
/** Serialises template builds of every run on one server. */
const BUILD_LOCK_ID = 4_216_043;

/** Migrates an in-memory PGlite and dumps its data folder, unless a dump of these migrations exists. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = pgliteTemplate();
  if (existsSync(file)) return file;
  mkdirSync(CACHE, { recursive: true });
  const handle = await openDatabase({ memory: true });
  try {
    const client = (
      handle.db as unknown as {
        $client: { dumpDataDir(compression: "none"): Promise<Blob>; exec(query: string): Promise<unknown> };
      }
    ).$client;
    // Checkpointed first: a copy then opens with nothing to redo. Without it every test file's
    // database replayed the migrations' WAL and checkpointed again as it opened (docs/benchmarks.md).
    await client.exec("checkpoint");
    const dump = await client.dumpDataDir("none");
    // Written aside and renamed: a run that is killed, or two at once, never leave half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await handle.close();
  }
  for (const old of readdirSync(CACHE)) {
    if (old.startsWith("pglite-") && path.join(CACHE, old) !== file) rmSync(path.join(CACHE, old), { force: true });
  }
  return file;
}

/**
 * Creates and migrates the template database unless it exists, under an advisory lock so that two
 * runs never build it at once. A finished template is marked IS_TEMPLATE and takes no connections
 * (so copying it never waits for one); a build that was killed half-way is not marked, and is redone.
 */
export async function ensurePostgresTemplate(url: string): Promise<string> {
  const name = postgresTemplate();
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [BUILD_LOCK_ID]);
    const found = await admin.query<{ datistemplate: boolean }>(
      "select datistemplate from pg_database where datname = $1",
      [name],
    );
    if (!found.rows[0]?.datistemplate) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const handle = await openDatabase({ url: withDatabase(url, name) });
      await handle.close();
      await admin.query(`alter database ${name} with is_template true allow_connections false`);
    }
    await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
    await pruneTemplates(admin, name);
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [BUILD_LOCK_ID]).catch(() => undefined);
    await admin.end();
  }
  return name;
}

/** Drops the templates of other migrations that no run has used for a day (each run stamps its own). */
async function pruneTemplates(admin: Client, current: string): Promise<void> {
  const others = await admin.query<{ datname: string; used: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as used from pg_database where datname like 'callit\\_template\\_%' and datname <> $1`,
    [current],
  );
  for (const { datname, used } of others.rows) {
    const at = used ? Date.parse(used) : NaN;
    if (Number.isFinite(at) && Date.now() - at < PRUNE_AFTER_MS) continue;
    await admin.query(`alter database ${datname} with is_template false`);
    await admin.query(`drop database if exists ${datname} with (force)`);
  }
}
