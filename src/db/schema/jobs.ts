/**
 * The job runner (decision 0036): one row per job with its schedule, its claim (which instance
 * runs it, until when) and what admins see; one row per run in `job_runs`.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
  },
  (t) => [index("job_runs_job_started_idx").on(t.job, t.startedAt)],
);
