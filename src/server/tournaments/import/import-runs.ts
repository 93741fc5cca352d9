/**
 * Uploaded imports as admins follow them (decision 0046): each is a run of the `import` job,
 * queued → running → succeeded or failed, with its counts or its error in the reader's language.
 */
import "server-only";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "@/db";
import { jobRuns } from "@/db/schema";
import type { ErrorParams } from "@/lib/errors";
import type { ImportRun, ImportRunResult } from "@/lib/import-run";
import type { Translate } from "@/server/i18n/translate";
import { importRequest } from "./run-import";

type Row = typeof jobRuns.$inferSelect;

function toImportRun(row: Row, t: Translate): ImportRun {
  const request = importRequest.safeParse(row.payload);
  const payload = row.payload as { fileName?: unknown } | null;
  let error: ImportRun["error"] = null;
  if (row.status === "failed") {
    const code = row.errorCode ?? "error.import.failed";
    const params = (row.errorParams ?? undefined) as ErrorParams | undefined;
    error = { code, message: t(code, params), ...(params && { params }) };
  }
  return {
    id: row.id,
    status: row.status,
    tournament: request.success ? request.data.slug : "",
    format: request.success ? request.data.format : "",
    fileName: typeof payload?.fileName === "string" ? payload.fileName : null,
    queuedAt: (row.queuedAt ?? row.startedAt).toISOString(),
    startedAt: row.status === "queued" ? null : row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    result: row.status === "succeeded" ? (row.result as ImportRunResult) : null,
    error,
  };
}

/** The latest uploaded imports, newest first. */
export async function listImportRuns(db: Db, t: Translate, limit = 10): Promise<ImportRun[]> {
  const rows = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, "import"), isNotNull(jobRuns.queuedAt)))
    .orderBy(desc(jobRuns.queuedAt))
    .limit(limit);
  return rows.map((row) => toImportRun(row, t));
}

/** One uploaded import, or null. */
export async function getImportRun(db: Db, t: Translate, id: string): Promise<ImportRun | null> {
  const [row] = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.id, id), eq(jobRuns.job, "import"), isNotNull(jobRuns.queuedAt)));
  return row ? toImportRun(row, t) : null;
}
