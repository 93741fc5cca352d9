/**
 * Statements of the hot paths, built once and prepared by name (decision 0027): the SQL text is
 * made by Drizzle from a statement with `sql.placeholder(…)` the first time a name is used, and
 * each call only fills in the values. On PostgreSQL every connection prepares a named statement
 * once and then skips parsing and, once PostgreSQL settles on a generic plan, planning; PGlite
 * runs the same text (it has no named statements across calls). Runs outside any transaction:
 * each call is one statement, atomic on its own.
 */
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client";

interface Driver {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  totalCount?: number;
}

const dialect = new PgDialect();
const built = new Map<string, { text: string; params: unknown[] }>();

/**
 * The rows of the statement `name` (built by `build` on first use) with `values` for its
 * placeholders. Names must stay few (a name per statement shape), as each connection keeps its own:
 * a rare shape passes `prepare: false` and runs as a one-off statement.
 */
export async function preparedRows<T>(db: Db, name: string, build: () => SQL, values: Record<string, unknown>, options: { prepare?: boolean } = {}): Promise<T[]> {
  let statement = built.get(name);
  if (!statement) {
    const query = dialect.sqlToQuery(build());
    statement = { text: query.sql, params: query.params };
    built.set(name, statement);
  }
  const driver = (db as unknown as { $client?: Driver }).$client;
  if (!driver || typeof driver.query !== "function") throw new Error("preparedRows runs on the application's database, not in a transaction");
  const params = fillPlaceholders(statement.params, values);
  // node-postgres's pool (it counts its clients); PGlite otherwise.
  const result =
    typeof driver.totalCount === "number" && options.prepare !== false
      ? await driver.query({ name, text: statement.text, values: params })
      : await driver.query(statement.text, params);
  return result.rows as T[];
}
