/**
 * The job runner (decision 0036): the work that must not run inside a request, on a schedule
 * kept in the database (`jobs`, one row per job; `job_runs`, one row per run). Every instance
 * ticks; a due job is claimed by one of them in a single statement (`FOR UPDATE SKIP LOCKED`, then
 * a lease in `locked_until`), so two instances never run the same run at once, and nothing needs
 * a session (it works through PgBouncer in transaction mode, and on PGlite). A failed run is tried
 * again sooner, then later and later (`retryDelaySeconds`). Each job is idempotent: a run that
 * repeats another's work (after a lease ran out) changes nothing twice.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { jobFiles, jobRuns, jobs } from "@/db/schema";
import { DEFAULT_LOCALE } from "@/lib/constants";
import { isAppError, type ErrorParams } from "@/lib/errors";
import { getTranslator } from "@/server/i18n/translate";
import { shutdownSignal } from "@/server/http/shutdown";
import { getLogger } from "@/server/log";
import { count } from "@/server/metrics/metrics";

export interface JobDefinition {
  name: string;
  /** Seconds from the end of one run to the next; absent for a job that runs only when asked. */
  everySeconds?: number;
  /** How long a claim holds: past it, another instance may take the job (a crashed runner). */
  leaseSeconds?: number;
  /** False for runs that may overlap (imports of different tournaments): `runJobNow` does not wait for a claim. */
  exclusive?: boolean;
  /** The work; what it answers is kept with the run (counts, never personal data). */
  run(db: Db, context: { at?: Date }): Promise<Record<string, unknown> | void>;
}

/** A failed run is tried again after 30 s, then twice as long each time, at most 10 minutes. */
export const RETRY_FIRST_SECONDS = 30;
export const RETRY_MAX_SECONDS = 600;
const DEFAULT_LEASE_SECONDS = 5 * 60;

/** Seconds to wait after the given number of failures in a row (1-based). */
export function retryDelaySeconds(failures: number): number {
  return Math.min(RETRY_FIRST_SECONDS * 2 ** Math.max(0, failures - 1), RETRY_MAX_SECONDS);
}

/** This process, as `job_runs.instance` and `jobs.locked_by` name it. */
export const INSTANCE = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

function clock(at: Date | undefined): SQL {
  return at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
}

function seconds(from: SQL, value: number): SQL {
  return sql`date_trunc('milliseconds', ${from} + make_interval(secs => ${value}))`;
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 2000);
}

/** Makes sure each job has its row; a new scheduled job is due at once. */
export async function registerJobs(
  db: Db,
  definitions: readonly JobDefinition[],
  options: { at?: Date } = {},
): Promise<void> {
  if (definitions.length === 0) return;
  await db
    .insert(jobs)
    .values(
      definitions.map((d) => ({ name: d.name, nextRunAt: d.everySeconds === undefined ? null : clock(options.at) })),
    )
    .onConflictDoNothing();
}

interface Claimed {
  name: string;
  failures: number;
  startedAt: Date;
}

/** Takes one due job among `leases` (name → lease seconds) for this instance, or none. One statement: safe through a pooler. */
async function claimDue(db: Db, leases: Map<string, number>, instance: string, at?: Date): Promise<Claimed | null> {
  const now = clock(at);
  const names = sql.join(
    [...leases.keys()].map((n) => sql`${n}`),
    sql`, `,
  );
  const leaseOf = sql.join(
    [...leases].map(([n, s]) => sql`when ${n} then ${s}::int`),
    sql` `,
  );
  const result = await db.execute(sql`
    update jobs set locked_by = ${instance},
      locked_until = date_trunc('milliseconds', ${now} + make_interval(secs => case name ${leaseOf} end)),
      last_started_at = ${now}
    where name = (
      select name from jobs
      where name in (${names})
        and next_run_at <= ${now}
        and (locked_until is null or locked_until <= ${now})
      order by next_run_at, name
      limit 1
      for update skip locked
    )
    returning name, failures, last_started_at as "startedAt"`);
  const [row] = (result as unknown as { rows: { name: string; failures: number; startedAt: string | Date }[] }).rows;
  return row ? { name: row.name, failures: Number(row.failures), startedAt: new Date(row.startedAt) } : null;
}

export interface RunOutcome {
  job: string;
  status: "succeeded" | "failed";
  durationMs: number;
  error?: string;
  result?: Record<string, unknown>;
}

/**
 * Runs one claimed job and records it: the run in `job_runs`, the job's row (next run, last
 * success or failure, counters), the metrics. Never throws for the job's own failure.
 */
async function execute(
  db: Db,
  definition: JobDefinition,
  claimed: Claimed,
  instance: string,
  at?: Date,
): Promise<RunOutcome> {
  const log = getLogger();
  // A run still marked as under way is one whose instance died: its lease ran out.
  if (definition.exclusive !== false)
    await db
      .update(jobRuns)
      .set({ status: "failed", finishedAt: clock(at), error: "abandoned: its instance stopped before the run ended" })
      .where(and(eq(jobRuns.job, definition.name), eq(jobRuns.status, "running")));
  const [run] = await db
    .insert(jobRuns)
    .values({ job: definition.name, instance, startedAt: claimed.startedAt })
    .returning({ id: jobRuns.id });
  const started = performance.now();
  let outcome: RunOutcome;
  try {
    const result = (await definition.run(db, { at })) ?? undefined;
    outcome = {
      job: definition.name,
      status: "succeeded",
      durationMs: Math.round(performance.now() - started),
      result,
    };
  } catch (error) {
    outcome = {
      job: definition.name,
      status: "failed",
      durationMs: Math.round(performance.now() - started),
      error: errorMessage(error),
    };
  }
  const now = clock(at);
  const mine =
    definition.exclusive === false
      ? eq(jobs.name, definition.name)
      : and(eq(jobs.name, definition.name), eq(jobs.lockedBy, instance));
  if (outcome.status === "succeeded") {
    await db
      .update(jobs)
      .set({
        lockedBy: null,
        lockedUntil: null,
        nextRunAt: definition.everySeconds === undefined ? null : seconds(now, definition.everySeconds),
        lastFinishedAt: now,
        lastSuccessAt: now,
        lastDurationMs: outcome.durationMs,
        failures: 0,
        runs: sql`${jobs.runs} + 1`,
      })
      .where(mine);
    if (outcome.result && Object.values(outcome.result).some((v) => typeof v === "number" && v > 0))
      log.info({ job: definition.name, ...outcome.result }, "job done");
  } else {
    const failures = claimed.failures + 1;
    await db
      .update(jobs)
      .set({
        lockedBy: null,
        lockedUntil: null,
        nextRunAt: definition.everySeconds === undefined ? null : seconds(now, retryDelaySeconds(failures)),
        lastFinishedAt: now,
        lastFailureAt: now,
        lastDurationMs: outcome.durationMs,
        lastError: outcome.error ?? null,
        failures,
        runs: sql`${jobs.runs} + 1`,
        failed: sql`${jobs.failed} + 1`,
      })
      .where(mine);
    log.error({ job: definition.name, failures, err: outcome.error }, "job failed, will retry");
  }
  await db
    .update(jobRuns)
    .set({
      status: outcome.status,
      finishedAt: now,
      durationMs: outcome.durationMs,
      error: outcome.error ?? null,
      result: outcome.result ?? null,
    })
    .where(eq(jobRuns.id, run!.id));
  count("callit_jobs_total", { job: definition.name, outcome: outcome.status });
  return outcome;
}

/**
 * Runs the jobs that are due (at `at`, the database's clock by default), each at most once per
 * call, and answers what ran. Any instance may call it at any time: a job another instance holds
 * is left alone.
 */
export async function runDueJobs(
  db: Db,
  definitions: readonly JobDefinition[],
  options: { at?: Date; instance?: string } = {},
): Promise<RunOutcome[]> {
  const instance = options.instance ?? INSTANCE;
  const byName = new Map(definitions.filter((d) => d.everySeconds !== undefined).map((d) => [d.name, d]));
  const outcomes: RunOutcome[] = [];
  while (byName.size > 0) {
    const leases = new Map([...byName.values()].map((d) => [d.name, d.leaseSeconds ?? DEFAULT_LEASE_SECONDS]));
    const claimed = await claimDue(db, leases, instance, options.at);
    if (!claimed) break;
    const definition = byName.get(claimed.name)!;
    byName.delete(claimed.name);
    outcomes.push(await execute(db, definition, claimed, instance, options.at));
  }
  return outcomes;
}

/**
 * Runs one job now, whatever its schedule (a command: `npm run import`, `npm run reminders`),
 * recorded like a scheduled run. Answers null when another instance holds the job right now.
 */
export async function runJobNow(
  db: Db,
  definition: JobDefinition,
  options: { at?: Date; instance?: string } = {},
): Promise<RunOutcome | null> {
  const instance = options.instance ?? INSTANCE;
  await registerJobs(db, [definition], options);
  const now = clock(options.at);
  const [claimed] = await db
    .update(jobs)
    .set({
      lockedBy: instance,
      lockedUntil: seconds(now, definition.leaseSeconds ?? DEFAULT_LEASE_SECONDS),
      lastStartedAt: now,
    })
    .where(
      and(
        eq(jobs.name, definition.name),
        definition.exclusive === false
          ? undefined
          : sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now})`,
      ),
    )
    .returning({ name: jobs.name, failures: jobs.failures, startedAt: jobs.lastStartedAt });
  if (!claimed) return null;
  return execute(
    db,
    definition,
    { name: claimed.name, failures: claimed.failures, startedAt: claimed.startedAt! },
    instance,
    options.at,
  );
}

/** A job that runs when someone asks (an uploaded import): each request is one queued run, claimed by any instance. */
export interface QueuedJobDefinition {
  name: string;
  /** How long a claim holds: past it, another instance may take the run (its first instance died or hangs). */
  leaseSeconds?: number;
  /** Claims after which a run whose instances keep stopping is given up as failed. */
  maxAttempts?: number;
  /** The work; what it answers is kept with the run. Throwing fails the run (an AppError keeps its code for admins). */
  run(db: Db, run: QueuedRun): Promise<Record<string, unknown>>;
}

export interface QueuedRun {
  id: string;
  payload: unknown;
  /** 1 for the first claim. */
  attempt: number;
  file: { name: string; content: Uint8Array } | null;
  /**
   * Marks the run succeeded inside the job's own transaction, if this claim still holds; otherwise
   * throws `ClaimLost`, so the transaction rolls back and the work is done once (by the newer claim).
   * A job that does not call it is marked succeeded when `run` returns.
   */
  finish(tx: DbOrTx, result: Record<string, unknown>): Promise<void>;
}

/** This instance's claim of a queued run ran out and another instance took it: its work must not be kept. */
export class ClaimLost extends Error {
  constructor(runId: string) {
    super(`job run ${runId}: the claim ran out and another instance took the run`);
    this.name = "ClaimLost";
  }
}

const DEFAULT_MAX_ATTEMPTS = 3;

/** Asks for a run of a queued job: stored with its file, claimed by the first instance whose runner looks (at once on this one). Answers the run's id. */
export async function enqueueRun(
  db: Db,
  definition: QueuedJobDefinition,
  payload: unknown,
  file?: { name: string; content: Uint8Array },
  options: { at?: Date } = {},
): Promise<string> {
  const id = await db.transaction(async (tx) => {
    await tx.insert(jobs).values({ name: definition.name, nextRunAt: null }).onConflictDoNothing();
    const now = clock(options.at);
    const [run] = await tx
      .insert(jobRuns)
      .values({ job: definition.name, instance: "", status: "queued", startedAt: now, queuedAt: now, payload })
      .returning({ id: jobRuns.id });
    if (file) await tx.insert(jobFiles).values({ runId: run!.id, name: file.name, content: file.content });
    return run!.id;
  });
  wakeJobRunner();
  return id;
}

interface ClaimedRun {
  id: string;
  job: string;
  payload: unknown;
  attempts: number;
  startedAt: Date;
}

/** Takes the oldest queued run of these jobs (or one whose claim ran out) for this instance, in one statement. */
async function claimQueued(
  db: Db,
  leases: Map<string, number>,
  instance: string,
  at?: Date,
): Promise<ClaimedRun | null> {
  const now = clock(at);
  const names = sql.join(
    [...leases.keys()].map((n) => sql`${n}`),
    sql`, `,
  );
  const leaseOf = sql.join(
    [...leases].map(([n, s]) => sql`when ${n} then ${s}::int`),
    sql` `,
  );
  const result = await db.execute(sql`
    update job_runs set status = 'running', instance = ${instance}, attempts = attempts + 1, started_at = ${now},
      locked_until = date_trunc('milliseconds', ${now} + make_interval(secs => case job ${leaseOf} end))
    where id = (
      select id from job_runs
      where job in (${names})
        and (status = 'queued' or (status = 'running' and locked_until <= ${now}))
      order by queued_at, id
      limit 1
      for update skip locked
    )
    returning id, job, payload, attempts, started_at as "startedAt"`);
  const [row] = (
    result as unknown as {
      rows: { id: string; job: string; payload: unknown; attempts: number; startedAt: string | Date }[];
    }
  ).rows;
  return row
    ? {
        id: row.id,
        job: row.job,
        payload: row.payload,
        attempts: Number(row.attempts),
        startedAt: new Date(row.startedAt),
      }
    : null;
}

/** A failure as admins read it: English text for logs and the jobs list, the application error's code and parameters to translate. */
async function describeFailure(
  error: unknown,
): Promise<{ error: string; errorCode: string | null; errorParams: ErrorParams | null }> {
  if (isAppError(error)) {
    const english = await getTranslator(DEFAULT_LOCALE);
    return {
      error: english(error.code, error.params).slice(0, 2000),
      errorCode: error.code,
      errorParams: error.params ?? null,
    };
  }
  return { error: errorMessage(error), errorCode: null, errorParams: null };
}

/** Updates the job's row after a queued run (its counters and last outcome; queued jobs have no schedule and no job-wide claim). */
async function recordOnJob(db: Db, outcome: RunOutcome, at?: Date) {
  const now = clock(at);
  const succeeded = outcome.status === "succeeded";
  await db
    .update(jobs)
    .set({
      lastStartedAt: sql`${now} - make_interval(secs => ${outcome.durationMs / 1000})`,
      lastFinishedAt: now,
      lastDurationMs: outcome.durationMs,
      runs: sql`${jobs.runs} + 1`,
      ...(succeeded
        ? { lastSuccessAt: now, failures: 0 }
        : {
            lastFailureAt: now,
            lastError: outcome.error ?? null,
            failures: sql`${jobs.failures} + 1`,
            failed: sql`${jobs.failed} + 1`,
          }),
    })
    .where(eq(jobs.name, outcome.job));
}

/** Runs one claimed queued run and records it; null when the claim was lost to another instance (that instance records the run). */
async function executeQueued(
  db: Db,
  definition: QueuedJobDefinition,
  claimed: ClaimedRun,
  instance: string,
  at?: Date,
): Promise<RunOutcome | null> {
  const log = getLogger();
  const mine = and(eq(jobRuns.id, claimed.id), eq(jobRuns.attempts, claimed.attempts), eq(jobRuns.status, "running"));
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  if (claimed.attempts > (definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)) {
    const error = `abandoned: its instance stopped before the run ended, ${claimed.attempts - 1} times`;
    await db.transaction(async (tx) => {
      await tx
        .update(jobRuns)
        .set({ status: "failed", finishedAt: clock(at), durationMs: 0, error, lockedUntil: null })
        .where(mine);
      await tx.delete(jobFiles).where(eq(jobFiles.runId, claimed.id));
    });
    const outcome: RunOutcome = { job: definition.name, status: "failed", durationMs: 0, error };
    await recordOnJob(db, outcome, at);
    count("callit_jobs_total", { job: definition.name, outcome: "failed" });
    return outcome;
  }
  const [file] = await db
    .select({ name: jobFiles.name, content: jobFiles.content })
    .from(jobFiles)
    .where(eq(jobFiles.runId, claimed.id));
  let finished: Record<string, unknown> | null = null;
  const finish = async (tx: DbOrTx, result: Record<string, unknown>) => {
    const [row] = await tx
      .update(jobRuns)
      .set({ status: "succeeded", finishedAt: clock(at), durationMs: elapsed(), result, lockedUntil: null })
      .where(mine)
      .returning({ id: jobRuns.id });
    if (!row) throw new ClaimLost(claimed.id);
    await tx.delete(jobFiles).where(eq(jobFiles.runId, claimed.id));
    finished = result;
  };
  let outcome: RunOutcome;
  try {
    const result = await definition.run(db, {
      id: claimed.id,
      payload: claimed.payload,
      attempt: claimed.attempts,
      file: file ? { name: file.name, content: new Uint8Array(file.content) } : null,
      finish,
    });
    if (!finished) await finish(db, result);
    outcome = { job: definition.name, status: "succeeded", durationMs: elapsed(), result: finished ?? result };
    log.info({ job: definition.name, run: claimed.id, ...outcome.result }, "job done");
  } catch (thrown) {
    if (thrown instanceof ClaimLost) {
      log.warn(
        { job: definition.name, run: claimed.id },
        "job run taken over by another instance; this instance's work was rolled back",
      );
      return null;
    }
    // The job may have finished its run and failed only afterwards (its own follow-up work).
    const [row] = await db
      .select({ status: jobRuns.status, attempts: jobRuns.attempts })
      .from(jobRuns)
      .where(eq(jobRuns.id, claimed.id));
    if (row?.status === "succeeded" && row.attempts === claimed.attempts) {
      log.error({ job: definition.name, run: claimed.id, err: thrown }, "job run succeeded, then failed afterwards");
      outcome = { job: definition.name, status: "succeeded", durationMs: elapsed(), result: finished ?? undefined };
    } else {
      const failure = await describeFailure(thrown);
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(jobRuns)
          .set({ status: "failed", finishedAt: clock(at), durationMs: elapsed(), ...failure, lockedUntil: null })
          .where(mine)
          .returning({ id: jobRuns.id });
        if (rows.length > 0) await tx.delete(jobFiles).where(eq(jobFiles.runId, claimed.id));
        return rows.length > 0;
      });
      if (!updated) return null;
      outcome = { job: definition.name, status: "failed", durationMs: elapsed(), error: failure.error };
      log.warn({ job: definition.name, run: claimed.id, err: failure.error }, "job run failed");
    }
  }
  await recordOnJob(db, outcome, at);
  count("callit_jobs_total", { job: definition.name, outcome: outcome.status });
  return outcome;
}

/**
 * Runs the queued runs of these jobs, oldest first, one at a time, until none is left to claim
 * (a run another instance holds is left alone). Answers what this instance ran.
 */
export async function runQueuedJobs(
  db: Db,
  definitions: readonly QueuedJobDefinition[],
  options: { at?: Date; instance?: string } = {},
): Promise<RunOutcome[]> {
  if (definitions.length === 0) return [];
  const instance = options.instance ?? INSTANCE;
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const leases = new Map(definitions.map((d) => [d.name, d.leaseSeconds ?? DEFAULT_LEASE_SECONDS]));
  const outcomes: RunOutcome[] = [];
  for (;;) {
    const claimed = await claimQueued(db, leases, instance, options.at);
    if (!claimed) break;
    const outcome = await executeQueued(db, byName.get(claimed.job)!, claimed, instance, options.at);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

export type JobRow = typeof jobs.$inferSelect & { running: boolean };

/** Every job as admins see it, in the order given (the runner's), then any other (an import). */
export async function listJobs(db: Db, order: readonly string[] = []): Promise<JobRow[]> {
  const rows = await db
    .select({ job: jobs, running: sql<boolean>`coalesce(${jobs.lockedUntil} > now(), false)` })
    .from(jobs)
    .orderBy(asc(jobs.name));
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return rows.map((r) => ({ ...r.job, running: Boolean(r.running) })).sort((a, b) => rank(a.name) - rank(b.name));
}

/** The latest runs of some jobs, newest first. */
export async function recentRuns(db: Db, names: string[], limit = 20) {
  if (names.length === 0) return [];
  return db
    .select()
    .from(jobRuns)
    .where(inArray(jobRuns.job, names))
    .orderBy(sql`${jobRuns.startedAt} desc`)
    .limit(limit);
}

interface RunnerState {
  stop(): void;
  /** Runs a tick now (a run was just queued), or right after the one under way. */
  wake(): void;
  tickMs: number;
  maxLeaseMs: number;
  now: () => number;
  startedAt: number;
  lastBeatAt: number;
  busySince: number | null;
  stopped: boolean;
}

const holder = globalThis as unknown as { __callitJobRunner?: RunnerState };

/**
 * Starts this instance's runner: a tick every `tickMs` that runs the due jobs. `now` (ms) is the
 * clock the health check reads, monotonic by default (tests move their own). The timer never keeps the process alive, and the runner
 * stops when the server begins to shut down.
 */
export function startJobRunner(
  db: Db,
  definitions: readonly JobDefinition[],
  options: { tickMs?: number; now?: () => number; instance?: string; queued?: readonly QueuedJobDefinition[] } = {},
): RunnerState {
  holder.__callitJobRunner?.stop();
  const log = getLogger();
  // Monotonic: a wall clock set forward (NTP, the browser tests' clock) does not look like a stuck runner.
  const now = options.now ?? (() => performance.now());
  const tickMs = options.tickMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  let registered = false;
  let again = false;
  const state: RunnerState = {
    tickMs,
    maxLeaseMs:
      Math.max(DEFAULT_LEASE_SECONDS, ...[...definitions, ...(options.queued ?? [])].map((d) => d.leaseSeconds ?? 0)) *
      1000,
    now,
    startedAt: now(),
    lastBeatAt: now(),
    busySince: null,
    stopped: false,
    wake() {
      if (state.stopped) return;
      if (state.busySince !== null) {
        again = true;
        return;
      }
      if (timer) clearTimeout(timer);
      void tick();
    },
    stop() {
      state.stopped = true;
      if (timer) clearTimeout(timer);
      shutdownSignal().removeEventListener("abort", state.stop);
    },
  };
  const tick = async () => {
    if (state.stopped) return;
    state.busySince = now();
    try {
      if (!registered) {
        await registerJobs(db, definitions);
        registered = true;
      }
      await runDueJobs(db, definitions, { instance: options.instance });
      await runQueuedJobs(db, options.queued ?? [], { instance: options.instance });
    } catch (error) {
      // The database is away (decision 0023): the readiness check says so; the next tick tries again.
      log.error({ err: error }, "job runner: could not look for due jobs");
    } finally {
      state.busySince = null;
      state.lastBeatAt = now();
      if (!state.stopped) {
        timer = setTimeout(() => void tick(), again ? 0 : tickMs);
        again = false;
        timer.unref();
      }
    }
  };
  shutdownSignal().addEventListener("abort", state.stop);
  holder.__callitJobRunner = state;
  void tick();
  return state;
}

/** Tells this instance's runner, if it runs, to look for work now (a run was queued here). */
export function wakeJobRunner(): void {
  holder.__callitJobRunner?.wake();
}

export type RunnerHealth =
  { status: "ok"; lastTickSeconds: number } | { status: "stopped" } | { status: "stuck"; lastTickSeconds: number };

/**
 * Is this instance's runner alive (for `/api/health/ready`)? Stopped when never started or shut
 * down; stuck when no tick ended for three ticks and a half minute, or one has been under way
 * longer than the longest lease (a job that hangs).
 */
export function runnerHealth(): RunnerHealth {
  const state = holder.__callitJobRunner;
  if (!state || state.stopped) return { status: "stopped" };
  const now = state.now();
  const lastTickSeconds = Math.round((now - state.lastBeatAt) / 1000);
  const stuck =
    state.busySince !== null
      ? now - state.busySince > state.maxLeaseMs
      : now - state.lastBeatAt > 3 * state.tickMs + 30_000;
  return stuck ? { status: "stuck", lastTickSeconds } : { status: "ok", lastTickSeconds };
}
