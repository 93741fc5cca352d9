// `npm run db:migrate`: applies the migrations to the configured database and exits.
import { openDatabase } from "../src/db/client";
import { getEnv } from "../src/lib/env";

async function main() {
  const env = getEnv();
  const target = env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
  const handle = await openDatabase(target);
  await handle.close();
  console.log(`Migrations applied to ${handle.kind === "postgres" ? "PostgreSQL" : `the embedded database in ${env.DATA_DIR}`}.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
