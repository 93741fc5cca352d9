/**
 * Before the workers start: the migrated template of the current migrations, built once and kept
 * for later runs (templates.ts). With TEST_DATABASE_URL a PostgreSQL template database, else a
 * dumped PGlite data folder; every test file then starts from a copy of it (db.ts).
 */
import { ensurePgliteTemplate, ensurePostgresTemplate } from "./templates";

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await ensurePostgresTemplate(url);
  else await ensurePgliteTemplate();
}
