/**
 * `npm run import -- <format> <file-or-folder> --tournament <slug> [options]`
 * Formats: openfootball (JSON), f1db (a season folder), csv (head-to-head; needs --sport), eurovision (CSV; --year).
 * Options: --name, --sport, --time-zone, --year, --teams <worldcup.teams.json>.
 * Works on the configured database: PostgreSQL (DATABASE_URL) or the embedded one in DATA_DIR,
 * which must not be in use by a running app.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { DataDirInUseError, databaseTarget, openDatabase } from "../src/db/client";
import { getEnv } from "../src/lib/env";
import { isSport } from "../src/lib/sports";
import { importJob } from "../src/server/jobs/jobs";
import { runJobNow } from "../src/server/jobs/runner";
import { importRunResult, inputsFor, runImport } from "../src/server/tournaments/import/run-import";
import type { ImportFormat } from "../src/server/tournaments/import/index";

const USAGE =
  "Usage: npm run import -- <openfootball|f1db|csv|eurovision> <file-or-folder> --tournament <slug> [--name N] [--sport S] [--time-zone Z] [--year Y] [--teams F]";

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      tournament: { type: "string" },
      name: { type: "string" },
      sport: { type: "string" },
      "time-zone": { type: "string" },
      year: { type: "string" },
      teams: { type: "string" },
    },
  });
  const [format, source] = positionals as [ImportFormat | undefined, string | undefined];
  const slug = values.tournament;
  if (!format || !source || !slug || !["openfootball", "f1db", "csv", "eurovision"].includes(format))
    throw new Error(USAGE);
  if (values.sport && !isSport(values.sport)) throw new Error(`Unknown sport "${values.sport}". ${USAGE}`);

  const env = getEnv();
  const handle = await openDatabase(databaseTarget(env));
  try {
    const progress = (done: number, total: number) => process.stdout.write(`\r  ${done}/${total} games`);
    const options = {
      sport: values.sport as never,
      name: values.name,
      timeZone: values["time-zone"],
      year: values.year ? Number(values.year) : undefined,
    };
    let failure: unknown;
    let summary: Awaited<ReturnType<typeof runImport>> | undefined;
    // Recorded as a run of the import job, which admins see with its failure (decision 0036).
    const run = await runJobNow(
      handle.db,
      importJob(async (db) => {
        try {
          summary =
            format === "f1db"
              ? await runImport(db, "f1db", { seasonDir: path.resolve(source), name: values.name }, slug, progress)
              : await runImport(
                  db,
                  format,
                  format === "openfootball"
                    ? {
                        content: readFileSync(source, "utf8"),
                        timeZone: values["time-zone"],
                        teams: values.teams ? readFileSync(values.teams, "utf8") : undefined,
                      }
                    : inputsFor(format, readFileSync(source, "utf8"), slug, options),
                  slug,
                  progress,
                );
        } catch (error) {
          failure = error;
          throw new Error(describeFailure(error));
        }
        return importRunResult(summary);
      }),
    );
    if (run?.status !== "succeeded" || !summary) throw failure ?? new Error(run?.error ?? "The import did not run");
    process.stdout.write("\n");
    console.log(
      `${summary.created ? "Created" : "Updated"} ${summary.slug}: ${summary.games.created} new, ${summary.games.updated} updated, ${summary.games.unchanged} unchanged games; ${summary.results} results; ${summary.competitors} competitors.`,
    );
  } finally {
    await handle.close();
  }
}

function describeFailure(error: unknown): string {
  if (
    error &&
    typeof error === "object" &&
    "code" in error &&
    (error as { code: string }).code === "error.import.invalid"
  ) {
    const params = (error as { params?: { where?: string; problem?: string } }).params;
    return `The file was not imported: ${params?.where}: ${params?.problem}`;
  }
  return error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUseError ? error.message : describeFailure(error));
  process.exit(1);
});
