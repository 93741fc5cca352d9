import "server-only";
import type { Db } from "@/db";
import { AppError } from "@/lib/errors";
import type { Sport } from "@/lib/sports";
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
export function inputsFor(format: Exclude<ImportFormat, "f1db">, content: string, slug: string, options: UploadOptions): ImportInputs[typeof format] {
  if (format === "openfootball") return { content, timeZone: options.timeZone };
  if (format === "eurovision") {
    const year = options.year ?? Number(/\d{4}/.exec(slug)?.[0]);
    if (!Number.isInteger(year)) throw new AppError({ code: "error.validation.required", status: 400, formField: "year" });
    return { content, year, name: options.name };
  }
  if (!options.sport || options.sport === "formula1" || options.sport === "eurovision") {
    throw new AppError({ code: "error.validation.required", status: 400, formField: "sport" });
  }
  return { content, sport: options.sport, name: options.name ?? slug, timeZone: options.timeZone };
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
    if (error instanceof ImportError) {
      const problem = error.message.slice(error.where.length + 2);
      throw new AppError({ code: "error.import.invalid", status: 422, formField: "file", params: { where: error.where, problem } });
    }
    throw error;
  }
}
