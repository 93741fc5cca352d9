/**
 * Statements of the hot paths, built once and prepared by name (decision 0029): the SQL text is
 * made by Drizzle from a statement with `sql.placeholder(…)` the first time a name is used, and
 * each call only fills in the values. On PostgreSQL every connection prepares a named statement
 * once and then skips parsing and, once PostgreSQL settles on a generic plan, planning; PGlite,
 * one session, PREPAREs it once and EXECUTEs it after, and EXECUTEs that arrive while one runs are
 * sent together in one `exec` (group commit, `exec-batch.ts`, decision 0064). Runs outside any
 * transaction: each call is one statement, atomic on its own.
 */
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type Db, POOLED } from "./client";
import { ExecBatch } from "./exec-batch";

interface Driver {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite's simple query protocol (one message in, the rows out). */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
  totalCount?: number;
}

const dialect = new PgDialect();
const built = new Map<string, { text: string; params: unknown[] }>();
/**
 * PGlite (one session): the statements already PREPAREd in it, by name. Kept on the session itself:
 * the server loads this module more than once (our hot routes and each Next bundle have their own
 * copy), and every copy must see what the others prepared in the one shared session.
 */
const PREPARED = Symbol.for("callit.prepared-statements");
/** PGlite: the session's one batcher of EXECUTEs (decision 0064), shared by every copy of this module as above. */
const BATCH = Symbol.for("callit.exec-batch");
type Session = Driver & { [PREPARED]?: Map<string, Promise<unknown>>; [BATCH]?: ExecBatch };

/** The batcher of PGlite's EXECUTEs on `db` (its batch counts, for tests and the benchmark), or none on PostgreSQL. */
export function execBatchOf(db: Db): ExecBatch | undefined {
  return (db as unknown as { $client?: Session }).$client?.[BATCH];
}

/**
 * The rows of the statement `name` (built by `build` on first use) with `values` for its
 * placeholders. Names must stay few (a name per statement shape), as each connection keeps its own:
 * a rare shape passes `prepare: false` and runs as a one-off statement.
 */
export async function preparedRows<T>(
  db: Db,
  name: string,
  build: () => SQL,
  values: Record<string, unknown>,
  options: { prepare?: boolean } = {},
): Promise<T[]> {
  let statement = built.get(name);
  if (!statement) {
    const query = dialect.sqlToQuery(build());
    statement = { text: query.sql, params: query.params };
    built.set(name, statement);
  }
  const driver = (db as unknown as { $client?: Driver }).$client;
  if (!driver || typeof driver.query !== "function")
    throw new Error("preparedRows runs on the application's database, not in a transaction");
  const params = fillPlaceholders(statement.params, values);
  if (options.prepare === false) return (await driver.query(statement.text, params)).rows as T[];
  // node-postgres's pool (it counts its clients) prepares by name on each connection, unless it goes
  // through a pooler in transaction mode: there each call is an unnamed statement (PgBouncer before
  // 1.21 keeps no named statement of a client: 42P05 or 26000 on the next server connection).
  if (typeof driver.totalCount === "number") {
    if ((driver as Driver & { [POOLED]?: boolean })[POOLED])
      return (await driver.query(statement.text, params)).rows as T[];
    return (await driver.query({ name, text: statement.text, values: params })).rows as T[];
  }
  // PGlite is one session: PREPARE once, then EXECUTE (planning in WebAssembly costs more than running).
  const session = driver as Session;
  const names = (session[PREPARED] ??= new Map());
  const quoted = `"${name.replaceAll('"', '""')}"`;
  let ready = names.get(name);
  if (!ready) {
    // 42P05: already prepared in this session (by a copy of this module loaded before the map was shared).
    ready = driver.query(`prepare ${quoted} as ${statement.text}`, []).catch((error: unknown) => {
      if ((error as { code?: string }).code !== "42P05") throw error;
    });
    names.set(name, ready);
    ready.catch(() => names.delete(name));
  }
  await ready;
  // EXECUTE takes no bind parameters: the values go in as literals, so it needs no extended protocol
  // either: PGlite's `exec` (simple protocol) runs it in 0.2 ms of its time where `query` (parse,
  // describe, bind, execute) spent 0.8 ms on the parsing and describing alone (decision 0054, addendum).
  const args = params.length ? `(${params.map(literal).join(", ")})` : "";
  const text = `execute ${quoted}${args}`;
  if (!driver.exec) return (await driver.query(text, [])).rows as T[];
  // Group commit (decision 0064): EXECUTEs that arrive while one runs go together as one `exec`.
  const batch = (session[BATCH] ??= new ExecBatch((sql) => driver.exec!(sql)));
  return (await batch.run(text)) as T[];
}

/** A value as an SQL literal (standard_conforming_strings is on: a quote is doubled, nothing else is special). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`preparedRows: no literal for a ${typeof value}`);
}
