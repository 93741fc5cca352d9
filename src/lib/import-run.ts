/**
 * An uploaded import as admins follow it (decision 0046): a run of the `import` job, queued →
 * running → succeeded (with its counts) or failed (with its error in the reader's language).
 */
import type { ErrorParams } from "./errors";
import type { JobRunStatus } from "./statuses";

/** What an import's run keeps (counts only): the same for an upload and for `npm run import`. */
export type ImportRunResult = {
  tournament: string;
  tournamentCreated: boolean;
  competitors: number;
  matchdays: number;
  created: number;
  updated: number;
  unchanged: number;
  results: number;
};

export interface ImportRun {
  id: string;
  status: JobRunStatus;
  tournament: string;
  format: string;
  fileName: string | null;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** What was written, once done. */
  result: ImportRunResult | null;
  /** Why it failed, in the seed's error shape, its message in the reader's language. */
  error: { code: string; message: string; params?: ErrorParams } | null;
}

/** Still to end: the page keeps asking. */
export function importRunActive(run: Pick<ImportRun, "status">): boolean {
  return run.status === "queued" || run.status === "running";
}
