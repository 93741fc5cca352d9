import type { RunningStatus } from "./statuses";

/**
 * The running status of a tournament or matchday (seed §3) and the moves allowed between them:
 * it starts, may pause and resume, finishes, and an admin may reopen a finished one to correct it.
 */
const ALLOWED: Record<RunningStatus, readonly RunningStatus[]> = {
  idle: ["started"],
  started: ["suspended", "finished"],
  suspended: ["started", "finished"],
  finished: ["started"],
};

export function canMoveStatus(from: RunningStatus, to: RunningStatus): boolean {
  return ALLOWED[from].includes(to);
}

export function nextStatuses(from: RunningStatus): readonly RunningStatus[] {
  return ALLOWED[from];
}
