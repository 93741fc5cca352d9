// `npm run db:migrate`: applies the migrations to the configured database and exits.
import { databaseTarget, openDatabase } from "../src/db/client";
import { getEnv } from "../src/lib/env";

async function main() {
  const env = getEnv();
  const handle = await openDatabase(databaseTarget(env));
  await handle.close();
  console.log(
    `Migrations applied to ${handle.kind === "postgres" ? "PostgreSQL" : `the embedded database in ${env.DATA_DIR}`}.`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
