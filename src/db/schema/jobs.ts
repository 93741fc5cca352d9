/**
 * The job runner (decision 0036): one row per job with its schedule, its claim (which instance
 * runs it, until when) and what admins see; one row per run in `job_runs`.
 */
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { JOB_RUN_STATUSES } from "../../lib/statuses";

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const jobs = pgTable("jobs", {
  name: text("name").primaryKey(),
  /** When it is due next; null for a job that runs only when asked (an import). */
  nextRunAt: instant("next_run_at"),
  /** The instance running it, and until when its claim holds (past that, another may take it). */
  lockedBy: text("locked_by"),
  lockedUntil: instant("locked_until"),
  lastStartedAt: instant("last_started_at"),
  lastFinishedAt: instant("last_finished_at"),
  lastSuccessAt: instant("last_success_at"),
  lastFailureAt: instant("last_failure_at"),
  lastDurationMs: integer("last_duration_ms"),
  lastError: text("last_error"),
  /** Failures since the last success: the retry waits longer with each. */
  failures: integer("failures").notNull().default(0),
  runs: integer("runs").notNull().default(0),
  failed: integer("failed").notNull().default(0),
});

export const jobRuns = pgTable(
  "job_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    job: text("job")
      .notNull()
      .references(() => jobs.name, { onDelete: "cascade" }),
    instance: text("instance").notNull(),
    status: text("status", { enum: JOB_RUN_STATUSES }).notNull().default("running"),
    startedAt: instant("started_at").notNull(),
    finishedAt: instant("finished_at"),
    durationMs: integer("duration_ms"),
    error: text("error"),
    /** What the run did (mails sent, games scored, rows removed). */
    result: jsonb("result"),
    /** A failure's application error (code and parameters), translated where it is shown. */
    errorCode: text("error_code"),
    errorParams: jsonb("error_params"),
    /**
     * A run asked for by someone (an uploaded import): what to do. It waits as `queued` until an
     * instance's runner claims it; `started_at` is then the claim, `queued_at` the request.
     */
    payload: jsonb("payload"),
    queuedAt: instant("queued_at"),
    /** Claims of a queued run so far: the token of the current claim (a claim whose lease ran out loses to the next one). */
    attempts: integer("attempts").notNull().default(0),
    /** Until when the current claim of a queued run holds. */
    lockedUntil: instant("locked_until"),
  },
  (t) => [
    index("job_runs_job_started_idx").on(t.job, t.startedAt),
    index("job_runs_status_idx").on(t.status, t.queuedAt),
  ],
);

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** The file a queued run works on (an uploaded import), kept in the database so that any instance can claim the run; removed when the run ends. */
export const jobFiles = pgTable("job_files", {
  runId: uuid("run_id")
    .primaryKey()
    .references(() => jobRuns.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  content: bytes("content").notNull(),
});
