/**
 * The job runner (issue 12 point 5, decision 0036) on the real database: schedules on a clock the
 * test sets (`at`), retries that back off, jobs that change nothing when run again, one claim for
 * two runners at once (two connection pools on PostgreSQL), what admins see, and readiness.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "@/db/client";
import { jobRuns, jobs, rateLimitHits, session, subscriptions, user, verification } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { cleanUpJob, purchasesJob } from "@/server/jobs/jobs";
import {
  registerJobs,
  retryDelaySeconds,
  runDueJobs,
  runJobNow,
  startJobRunner,
  type JobDefinition,
} from "@/server/jobs/runner";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { withDatabase } from "../support/pg-urls";
import { expectError, signedInPlayer } from "../support/players";
import { createTournament } from "../factories/tournaments";

let handle: DbHandle;
let admin: TestClient;
let player: TestClient;
const anonymous = new TestClient();

beforeAll(async () => {
  process.env.ADMIN_EMAILS = "ops@example.com";
  resetEnvForTests();
  handle = await createTestDb();
  admin = await signedInPlayer(handle, "ops@example.com", "Ops");
  player = await signedInPlayer(handle, "kim@example.com", "Kim");
});
afterAll(async () => {
  delete process.env.ADMIN_EMAILS;
  resetEnvForTests();
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(jobs);
});

// In the past: the sessions and codes of the players signed in above expire after it.
const T0 = new Date("2020-03-01T12:00:00.000Z");
const plus = (ms: number, from = T0) => new Date(from.getTime() + ms);
const S = 1000;

/** A job that counts its runs and fails while `failing` says so. */
function probe(name: string, everySeconds: number) {
  const state = { runs: 0, failing: false };
  const definition: JobDefinition = {
    name,
    everySeconds,
    run: async () => {
      state.runs++;
      if (state.failing) throw new Error(`${name}: the mail server said 421 try again later`);
      return { done: state.runs };
    },
  };
  return { state, definition };
}

async function jobRow(name: string) {
  const [row] = await handle.db.select().from(jobs).where(eq(jobs.name, name));
  return row!;
}

describe("schedule on a clock the test sets", () => {
  it("runs a new job at once, then not a millisecond before its interval has passed, then again", async () => {
    const { state, definition } = probe("tick", 60);
    await registerJobs(handle.db, [definition], { at: T0 });
    expect(await runDueJobs(handle.db, [definition], { at: plus(-1) })).toEqual([]);
    expect((await runDueJobs(handle.db, [definition], { at: T0 })).map((o) => o.status)).toEqual(["succeeded"]);
    expect(state.runs).toBe(1);
    // Due again exactly one interval after the run ended.
    expect(await runDueJobs(handle.db, [definition], { at: plus(60 * S - 1) })).toEqual([]);
    expect(state.runs).toBe(1);
    const row = await jobRow("tick");
    expect(row.nextRunAt).toEqual(plus(60 * S));
    expect(row).toMatchObject({
      lastStartedAt: T0,
      lastSuccessAt: T0,
      runs: 1,
      failed: 0,
      failures: 0,
      lockedBy: null,
    });
    await runDueJobs(handle.db, [definition], { at: plus(60 * S) });
    expect(state.runs).toBe(2);
    const runs = await handle.db.select().from(jobRuns).where(eq(jobRuns.job, "tick")).orderBy(jobRuns.startedAt);
    expect(runs.map((r) => [r.status, r.result])).toEqual([
      ["succeeded", { done: 1 }],
      ["succeeded", { done: 2 }],
    ]);
  });
});

describe("retries with backoff", () => {
  it("tries a failed job again after 30 s, then 60 s, 120 s…, keeps its message, and forgets the count on success", async () => {
    const { state, definition } = probe("flaky", 3600);
    state.failing = true;
    await registerJobs(handle.db, [definition], { at: T0 });
    const [first] = await runDueJobs(handle.db, [definition], { at: T0 });
    expect(first).toMatchObject({
      job: "flaky",
      status: "failed",
      error: "flaky: the mail server said 421 try again later",
    });
    expect(await jobRow("flaky")).toMatchObject({
      failures: 1,
      failed: 1,
      lastFailureAt: T0,
      nextRunAt: plus(30 * S),
      lastError: "flaky: the mail server said 421 try again later",
    });

    let at = T0;
    for (const [failures, delay] of [
      [1, 30],
      [2, 60],
      [3, 120],
    ] as const) {
      expect(retryDelaySeconds(failures)).toBe(delay);
      expect(await runDueJobs(handle.db, [definition], { at: plus(delay * S - 1, at) })).toEqual([]);
      at = plus(delay * S, at);
      expect((await runDueJobs(handle.db, [definition], { at })).map((o) => o.status)).toEqual(["failed"]);
      expect((await jobRow("flaky")).failures).toBe(failures + 1);
    }
    expect(state.runs).toBe(4);
    // Never longer than ten minutes, however long it fails.
    expect(retryDelaySeconds(30)).toBe(600);

    state.failing = false;
    await runDueJobs(handle.db, [definition], { at: plus(240 * S, at) });
    const row = await jobRow("flaky");
    expect(row).toMatchObject({ failures: 0, failed: 4, runs: 5, lastSuccessAt: plus(240 * S, at), lastFailureAt: at });
    // Back on its own schedule; the last failure stays visible.
    expect(row.nextRunAt).toEqual(plus(3840 * S, at));
    expect(row.lastError).toContain("421");
  });
});

describe("one run at a time across instances", () => {
  it("leaves a job another instance holds alone until its lease runs out, and marks that run abandoned", async () => {
    const { state, definition } = probe("held", 60);
    await registerJobs(handle.db, [definition], { at: T0 });
    // Instance A claims it and dies mid-run (its claim stays; the run stays marked as running).
    let release!: () => void;
    const stuck: JobDefinition = {
      ...definition,
      leaseSeconds: 120,
      run: () => new Promise((resolve) => (release = () => resolve())),
    };
    const dying = runDueJobs(handle.db, [stuck], { at: T0, instance: "a" });
    await expect.poll(async () => (await jobRow("held")).lockedBy).toBe("a");
    // And A has recorded its run: while its insert holds the job's row (the run's foreign key), a
    // claim skips the row (FOR UPDATE SKIP LOCKED), as it should, and B would find nothing to do.
    await expect
      .poll(async () => (await handle.db.select().from(jobRuns).where(eq(jobRuns.job, "held"))).length)
      .toBe(1);
    expect(await runDueJobs(handle.db, [definition], { at: plus(119 * S), instance: "b" })).toEqual([]);
    expect(await runJobNow(handle.db, definition, { at: plus(119 * S), instance: "b" })).toBeNull();
    expect(state.runs).toBe(0);
    // The lease is over: B takes the job, and A's run is recorded as abandoned.
    expect(
      (await runDueJobs(handle.db, [definition], { at: plus(120 * S), instance: "b" })).map((o) => o.status),
    ).toEqual(["succeeded"]);
    expect(state.runs).toBe(1);
    const runs = await handle.db.select().from(jobRuns).where(eq(jobRuns.job, "held")).orderBy(jobRuns.startedAt);
    expect(runs.map((r) => [r.instance, r.status])).toEqual([
      ["a", "failed"],
      ["b", "succeeded"],
    ]);
    expect(runs[0]!.error).toMatch(/abandoned/);
    // A wakes up late: its outcome no longer touches a job it does not hold.
    release();
    await dying;
    expect(await jobRow("held")).toMatchObject({ runs: 1, lastSuccessAt: plus(120 * S) });
  });

  it("gives a due run to exactly one of two runners that ask at the same moment (two connection pools on PostgreSQL)", async () => {
    const url = process.env.TEST_DATABASE_URL;
    let other: DbHandle | undefined;
    if (url) {
      const [row] = (
        (await handle.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
      ).rows;
      other = await openDatabase({ url: withDatabase(url, row!.name) }, { migrate: false });
    }
    try {
      for (let round = 0; round < 5; round++) {
        await handle.db.delete(jobs);
        let runs = 0;
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        // The run holds until one runner has come back empty-handed: both asked while it was claimed.
        const slow: JobDefinition = { name: "once", everySeconds: 60, run: async () => void (runs++, await gate) };
        await registerJobs(handle.db, [slow], { at: T0 });
        const a = runDueJobs(handle.db, [slow], { at: T0, instance: "a" });
        const b = runDueJobs((other ?? handle).db, [slow], { at: T0, instance: "b" });
        await Promise.race([a, b]);
        release();
        const outcomes = [...(await a), ...(await b)];
        expect(outcomes.map((o) => o.status)).toEqual(["succeeded"]);
        expect(runs).toBe(1);
        expect(
          await handle.db.select({ instance: jobRuns.instance }).from(jobRuns).where(eq(jobRuns.job, "once")),
        ).toHaveLength(1);
      }
    } finally {
      await other?.close();
    }
  });
});

describe("the jobs are idempotent", () => {
  it("expires unpaid purchases older than 48 hours once; paid and recent ones stay", async () => {
    const tournament = await createTournament(handle.db, { name: "Expiry Cup" });
    const at = (hoursAgo: number) => plus(-hoursAgo * 3600 * S);
    const rows = await handle.db
      .insert(subscriptions)
      .values([
        {
          tournamentId: tournament.id,
          plan: "plus",
          amount: 299,
          currency: "EUR",
          provider: "sandbox",
          status: "pending",
          createdAt: at(48),
        },
        {
          tournamentId: tournament.id,
          plan: "plus",
          amount: 299,
          currency: "EUR",
          provider: "sandbox",
          status: "pending",
          createdAt: at(47),
        },
        {
          tournamentId: tournament.id,
          plan: "plus",
          amount: 299,
          currency: "EUR",
          provider: "sandbox",
          status: "active",
          createdAt: at(100),
        },
      ])
      .returning({ id: subscriptions.id });
    const statuses = async () =>
      (
        await handle.db
          .select({ id: subscriptions.id, status: subscriptions.status })
          .from(subscriptions)
          .where(
            inArray(
              subscriptions.id,
              rows.map((r) => r.id),
            ),
          )
      )
        .sort((x, y) => rows.findIndex((r) => r.id === x.id) - rows.findIndex((r) => r.id === y.id))
        .map((r) => r.status);
    await registerJobs(handle.db, [purchasesJob], { at: T0 });
    const [first] = await runDueJobs(handle.db, [purchasesJob], { at: T0 });
    expect(first).toMatchObject({ status: "succeeded", result: { expired: 1 } });
    expect(await statuses()).toEqual(["expired", "pending", "active"]);
    // Run again (another instance, a retry): nothing more changes.
    expect((await runJobNow(handle.db, purchasesJob, { at: T0 }))?.result).toEqual({ expired: 0 });
    expect(await statuses()).toEqual(["expired", "pending", "active"]);
    // An hour later the second one is 48 hours old too.
    expect((await runDueJobs(handle.db, [purchasesJob], { at: plus(3600 * S) }))[0]?.result).toEqual({ expired: 1 });
    expect(await statuses()).toEqual(["expired", "expired", "active"]);
  });

  it("cleans up ended rate-limit windows, expired sessions and codes, and old job runs, once", async () => {
    const [someone] = await handle.db
      .insert(user)
      .values({ id: "u-clean-up", name: "Ida", email: "ida@example.com" })
      .returning();
    await handle.db.insert(session).values([
      { id: "s-old", token: "t-old", userId: someone!.id, expiresAt: plus(-1), updatedAt: T0 },
      { id: "s-live", token: "t-live", userId: someone!.id, expiresAt: plus(3600 * S), updatedAt: T0 },
    ]);
    await handle.db.insert(verification).values([
      { id: "v-old", identifier: "x", value: "1", expiresAt: plus(-1) },
      { id: "v-live", identifier: "y", value: "2", expiresAt: plus(600 * S) },
    ]);
    await handle.db.insert(rateLimitHits).values([
      { key: "k-ended", windowStart: plus(-120 * S), count: 3, expiresAt: plus(-60 * S) },
      { key: "k-open", windowStart: plus(-30 * S), count: 3, expiresAt: plus(30 * S) },
    ]);
    await registerJobs(handle.db, [cleanUpJob], { at: plus(-31 * 24 * 3600 * S) });
    // A run 31 days ago, kept 30 days.
    await runDueJobs(handle.db, [cleanUpJob], { at: plus(-31 * 24 * 3600 * S) });
    await handle.db.update(jobs).set({ nextRunAt: T0 }).where(eq(jobs.name, "clean-up"));

    const [run] = await runDueJobs(handle.db, [cleanUpJob], { at: T0 });
    expect(run).toMatchObject({
      status: "succeeded",
      result: { rateLimits: 1, sessions: 1, verifications: 1, jobRuns: 1 },
    });
    expect(
      (await handle.db.select({ id: session.id }).from(session).where(eq(session.userId, someone!.id))).map(
        (s) => s.id,
      ),
    ).toEqual(["s-live"]);
    expect(
      (
        await handle.db
          .select({ id: verification.id })
          .from(verification)
          .where(inArray(verification.id, ["v-old", "v-live"]))
      ).map((v) => v.id),
    ).toEqual(["v-live"]);
    expect(
      (
        await handle.db
          .select({ key: rateLimitHits.key })
          .from(rateLimitHits)
          .where(inArray(rateLimitHits.key, ["k-ended", "k-open"]))
      ).map((r) => r.key),
    ).toEqual(["k-open"]);
    expect((await runJobNow(handle.db, cleanUpJob, { at: T0 }))?.result).toMatchObject({
      rateLimits: 0,
      sessions: 0,
      verifications: 0,
      jobRuns: 0,
    });
  });
});

interface JobAnswer {
  name: string;
  lastStartedAt: string | null;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
  nextRunAt: string | null;
  failures: number;
  failed: number;
  runs: number;
}

describe("what admins see", () => {
  it("lists a failed job with its message, failures and next try to admins (GET /api/admin/jobs), to nobody else", async () => {
    const { state, definition } = probe("mail", 30);
    state.failing = true;
    await registerJobs(handle.db, [definition], { at: T0 });
    await runDueJobs(handle.db, [definition], { at: T0 });
    const response = await admin.get("/api/admin/jobs");
    expect(response.status).toBe(200);
    const [mail] = await json<JobAnswer[]>(response);
    expect(mail).toMatchObject({
      name: "mail",
      lastStartedAt: T0.toISOString(),
      lastFailureAt: T0.toISOString(),
      lastSuccessAt: null,
      lastError: "mail: the mail server said 421 try again later",
      nextRunAt: plus(30 * S).toISOString(),
      failures: 1,
      failed: 1,
      runs: 1,
    });
    expect(mail!.lastDurationMs).toBeGreaterThanOrEqual(0);
    // Counted for Prometheus, per job and outcome.
    const metrics = await (await admin.get("/api/metrics")).text();
    expect(metrics).toMatch(/^callit_jobs_total\{job="mail",outcome="failed"\} [1-9]\d*$/m);
    await expectError(await player.get("/api/admin/jobs"), 403, "error.forbidden");
    await expectError(await anonymous.get("/api/admin/jobs"), 401, "error.auth.required");
  });
});

describe("readiness checks the runner", () => {
  it("is not ready without a runner, ready with one (naming failing jobs), not ready once it is stuck", async () => {
    const runner = startJobRunner(handle.db, [], { tickMs: 60_000 });
    runner.stop();
    await expectError(await anonymous.get("/api/health/ready"), 503, "error.unavailable");

    let now = Date.now();
    const { state, definition } = probe("flaky", 60);
    state.failing = true;
    await registerJobs(handle.db, [definition]);
    await runDueJobs(handle.db, [definition]);
    const started = startJobRunner(handle.db, [], { tickMs: 60_000, now: () => now });
    try {
      await expect.poll(() => started.busySince === null && started.lastBeatAt === now).toBe(true);
      const ready = await anonymous.get("/api/health/ready");
      expect(ready.status).toBe(200);
      expect((await json<{ checks: { jobs: unknown } }>(ready)).checks.jobs).toEqual({
        runner: "ok",
        lastTickSeconds: 0,
        failing: ["flaky"],
      });
      // No tick has ended for 3 ticks and half a minute on the runner's clock: stuck.
      now += 210 * S;
      expect((await anonymous.get("/api/health/ready")).status).toBe(200);
      now += 1;
      await expectError(await anonymous.get("/api/health/ready"), 503, "error.unavailable");
    } finally {
      started.stop();
    }
  });
});
