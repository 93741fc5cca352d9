import "server-only";
import { z } from "zod";
import type { Db } from "@/db";
import { AppError } from "@/lib/errors";
import type { ImportRunResult } from "@/lib/import-run";
import { slugProblem } from "@/lib/slug";
import { SPORTS, type Sport } from "@/lib/sports";
import type { QueuedRun } from "@/server/jobs/runner";
import { getLogger } from "@/server/log";
import { processResultEvents } from "@/server/scoring/process-results";
import { applyImport, type ImportSummary } from "./apply-import";
import { parseImport, type ImportFormat, type ImportInputs } from "./index";
import { ImportError } from "./types";

export interface UploadOptions {
  sport?: Sport;
  name?: string;
  timeZone?: string;
  year?: number;
}

/** A file's content in one of the single-file formats, as the admin upload sends it. */
export function inputsFor(
  format: Exclude<ImportFormat, "f1db">,
  content: string,
  slug: string,
  options: UploadOptions,
): ImportInputs[typeof format] {
  if (format === "openfootball") return { content, timeZone: options.timeZone };
  if (format === "eurovision") {
    const year = options.year ?? Number(/\d{4}/.exec(slug)?.[0]);
    if (!Number.isInteger(year)) throw new AppError({ code: "error.validation.required", formField: "year" });
    return { content, year, name: options.name };
  }
  if (!options.sport || options.sport === "formula1" || options.sport === "eurovision") {
    throw new AppError({ code: "error.validation.required", formField: "sport" });
  }
  return { content, sport: options.sport, name: options.name ?? slug, timeZone: options.timeZone };
}

/** A file that cannot be imported, as the application error that names where it is wrong; anything else unchanged. */
function refusal(error: unknown): unknown {
  if (error instanceof ImportError) {
    const problem = error.message.slice(error.where.length + 2);
    return new AppError({
      code: "error.import.invalid",
      formField: "file",
      params: { where: error.where, problem },
    });
  }
  return error;
}

/** Parses and writes one import; a malformed file is refused whole, naming where it is wrong. */
export async function runImport<F extends ImportFormat>(
  db: Db,
  format: F,
  input: ImportInputs[F],
  slug: string,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportSummary> {
  try {
    const summary = await applyImport(db, slug, parseImport(format, input), onProgress);
    await processResultEvents(db);
    return summary;
  } catch (error) {
    throw refusal(error);
  }
}

/** What an import's job run keeps (counts only): the same for an upload and for `npm run import`. */
export function importRunResult(summary: ImportSummary): ImportRunResult {
  return {
    tournament: summary.slug,
    tournamentCreated: summary.created,
    competitors: summary.competitors,
    matchdays: summary.matchdays,
    created: summary.games.created,
    updated: summary.games.updated,
    unchanged: summary.games.unchanged,
    results: summary.results,
  };
}

/** What an upload asks for, kept with its queued run (the file is kept beside it, `job_files`). */
export const importRequest = z.object({
  slug: z.string(),
  format: z.enum(["openfootball", "csv", "eurovision"]),
  sport: z.enum(SPORTS).optional(),
  name: z.string().optional(),
  timeZone: z.string().optional(),
  year: z.number().int().optional(),
});
export type ImportRequest = z.infer<typeof importRequest>;

/**
 * Checks an upload's fields before it is queued (a missing sport or year, a bad address): the
 * admin hears at once, 400, instead of from a failed run. The file itself is read by the run.
 */
export function checkImportRequest(request: ImportRequest): void {
  const problem = slugProblem(request.slug);
  if (problem) throw new AppError({ code: problem, status: 400, formField: "tournament" });
  inputsFor(request.format, "", request.slug, request);
}

/**
 * An uploaded import, run by the job runner on whichever instance claims it (decision 0046):
 * parsed, written and its run marked done in one transaction, so a refused file changes nothing
 * and a run taken over by another instance (its lease ran out) is written once.
 */
export async function runUploadedImport(db: Db, run: QueuedRun): Promise<ImportRunResult> {
  const request = importRequest.parse(run.payload);
  if (!run.file) throw new Error("the uploaded file is missing");
  const content = new TextDecoder().decode(run.file.content);
  let data;
  try {
    data = parseImport(request.format, inputsFor(request.format, content, request.slug, request));
  } catch (error) {
    throw refusal(error);
  }
  let result: ImportRunResult;
  try {
    result = await db.transaction(async (tx) => {
      const summary = importRunResult(await applyImport(tx, request.slug, data));
      await run.finish(tx, summary);
      return summary;
    });
  } catch (error) {
    throw refusal(error);
  }
  // Scored at once; should it fail, the scoring job scores the result events left behind.
  await processResultEvents(db).catch((error: unknown) =>
    getLogger().error({ err: error }, "import: scoring deferred to the scoring job"),
  );
  return result;
}
