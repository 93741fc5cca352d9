/**
 * An admin's upload is a job run (issue 12 point 5, decision 0046): the route keeps the file and
 * queues the run; any instance's runner claims it; the admin follows it queued → running →
 * succeeded or failed, with its counts or its error in their language. A refused file changes
 * nothing; two runners import it once, also when a claim runs out and another instance takes over.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "@/db/client";
import { games, jobFiles, jobRuns, resultEvents } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import type { ImportRun } from "@/lib/import-run";
import { importUploadJob, queuedJobs } from "@/server/jobs/jobs";
import { runQueuedJobs, type QueuedJobDefinition } from "@/server/jobs/runner";
import { json, type TestClient } from "../support/client";
import { createTestDb } from "../support/db";
import { importForm, importRun, queueImport } from "../support/imports";
import { withDatabase } from "../support/pg-urls";
import { createPlayer, expectError } from "../support/players";
import { snapshotTournamentTables, tournamentBySlug, uniqueSlug } from "../factories/tournaments";

let handle: DbHandle;
let admin: TestClient;
let player: TestClient;

const HOCKEY = readFileSync(path.join(process.cwd(), "src/server/tournaments/import/fixtures/hockey.csv"), "utf8");
const hockeyForm = () => importForm(HOCKEY, { format: "csv", sport: "hockey", name: "Hockey Cup" }, "hockey.csv");

beforeAll(async () => {
  process.env.ADMIN_EMAILS = "imports@example.com";
  resetEnvForTests();
  handle = await createTestDb();
  admin = await createPlayer(handle, "imports@example.com", "Imports");
  player = await createPlayer(handle, "kim@example.com", "Kim");
});
afterAll(async () => {
  delete process.env.ADMIN_EMAILS;
  resetEnvForTests();
  await handle?.close();
});

async function gameCount(slug: string): Promise<number> {
  const tournament = await tournamentBySlug(handle.db, slug);
  if (!tournament) return 0;
  const [row] = await handle.db.select({ n: count() }).from(games).where(eq(games.tournamentId, tournament.id));
  return row!.n;
}

async function filesKept(): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(jobFiles);
  return row!.n;
}

describe(`uploaded imports as job runs on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("answers 202 with the queued run, writes nothing until a runner takes it, then shows it succeeded with its counts", async () => {
    const slug = uniqueSlug("hockey");
    const queued = await queueImport(admin, slug, hockeyForm());
    expect(queued).toMatchObject({ format: "csv", fileName: "hockey.csv", finishedAt: null });
    // Queued: kept with its file, nothing imported yet, listed for admins.
    expect(await tournamentBySlug(handle.db, slug)).toBeNull();
    expect(await filesKept()).toBe(1);
    const listed = await json<ImportRun[]>(await admin.get("/api/admin/imports"));
    expect(listed[0]).toMatchObject({ id: queued.id, status: "queued" });

    const outcomes = await runQueuedJobs(handle.db, queuedJobs(), { instance: "runner-a" });
    expect(outcomes).toEqual([expect.objectContaining({ job: "import", status: "succeeded" })]);

    const run = await importRun(admin, queued.id);
    expect(run).toMatchObject({
      status: "succeeded",
      error: null,
      result: {
        tournament: slug,
        tournamentCreated: true,
        competitors: 4,
        matchdays: 2,
        created: 4,
        updated: 0,
        unchanged: 0,
        results: 3,
      },
    });
    expect(run.startedAt).not.toBeNull();
    expect(run.finishedAt).not.toBeNull();
    expect(await gameCount(slug)).toBe(4);
    // The file goes once the run is over; the run stays, with the instance that ran it.
    expect(await filesKept()).toBe(0);
    const [row] = await handle.db.select().from(jobRuns).where(eq(jobRuns.id, queued.id));
    expect(row).toMatchObject({ instance: "runner-a", attempts: 1, lockedUntil: null });

    // Admins see the import job's last success on /admin/jobs' API.
    const jobsList = await json<{ name: string; runs: number; lastSuccessAt: string | null }[]>(
      await admin.get("/api/admin/jobs"),
    );
    expect(jobsList.find((j) => j.name === "import")).toMatchObject({ lastSuccessAt: expect.any(String) });

    // Nothing left to claim.
    expect(await runQueuedJobs(handle.db, queuedJobs(), { instance: "runner-b" })).toEqual([]);
  });

  it("fails a malformed file with the line it names, in the admin's language, and writes none of it", async () => {
    const slug = uniqueSlug("broken");
    const broken = HOCKEY + "3,2099-10-18T19:00:00-04:00,Oilers,Bruins,2,2,\n";
    const before = await snapshotTournamentTables(handle.db);
    const queued = await queueImport(admin, slug, importForm(broken, { format: "csv", sport: "hockey" }, "broken.csv"));
    await runQueuedJobs(handle.db, queuedJobs());

    const run = await importRun(admin, queued.id);
    expect(run).toMatchObject({
      status: "failed",
      result: null,
      error: { code: "error.import.invalid", params: { where: "line 6" } },
    });
    expect(run.error!.message).toMatch(/^The file was not imported: line 6: .*2-2/);
    const german = await json<ImportRun>(
      await admin.get(`/api/admin/imports/${queued.id}`, { "x-callit-locale": "de" }),
    );
    expect(german.error!.message).not.toBe(run.error!.message);
    expect(german.error!.message).toContain("line 6");

    expect(await tournamentBySlug(handle.db, slug)).toBeNull();
    expect(await snapshotTournamentTables(handle.db)).toEqual(before);
    expect(await filesKept()).toBe(0);
    const [row] = await handle.db.select().from(jobRuns).where(eq(jobRuns.id, queued.id));
    expect(row).toMatchObject({ status: "failed", errorCode: "error.import.invalid" });
    expect(row!.error).toContain("line 6");
  });

  it("rolls back everything a run had written when it fails at the end, and refuses a file of another sport", async () => {
    const slug = uniqueSlug("hockey");
    const before = await snapshotTournamentTables(handle.db);
    // Every game written, then the run cannot be closed (the database refuses its last statement).
    const failingAtTheEnd: QueuedJobDefinition = {
      ...importUploadJob,
      run: (db, run) =>
        importUploadJob.run(db, {
          ...run,
          finish: async () => {
            throw new Error("could not extend file: No space left on device");
          },
        }),
    };
    const queued = await queueImport(admin, slug, hockeyForm());
    expect(await runQueuedJobs(handle.db, [failingAtTheEnd])).toEqual([expect.objectContaining({ status: "failed" })]);
    const run = await importRun(admin, queued.id);
    expect(run).toMatchObject({ status: "failed", error: { code: "error.import.failed" } });
    expect(run.error!.message).toContain("nothing was changed");
    expect(await tournamentBySlug(handle.db, slug)).toBeNull();
    expect(await snapshotTournamentTables(handle.db)).toEqual(before);
    const [row] = await handle.db.select().from(jobRuns).where(eq(jobRuns.id, queued.id));
    expect(row!.error).toContain("No space left on device");

    // The same tournament, imported, then a football file for it: refused, the hockey games stay as they were.
    await queueImport(admin, slug, hockeyForm());
    await runQueuedJobs(handle.db, queuedJobs());
    const imported = await snapshotTournamentTables(handle.db);
    const football = importForm(
      "matchday,kickoff,home,away,home_score,away_score\n1,2099-10-04T19:00:00-04:00,Oilers,Flames,4,1\n",
      { format: "csv", sport: "football" },
      "football.csv",
    );
    const mismatch = await queueImport(admin, slug, football);
    await runQueuedJobs(handle.db, queuedJobs());
    expect(await importRun(admin, mismatch.id)).toMatchObject({
      status: "failed",
      error: {
        code: "error.import.sportMismatch",
        params: { sport: "hockey" },
        message: "This tournament’s sport is Hockey: the file is for another sport.",
      },
    });
    expect(await snapshotTournamentTables(handle.db)).toEqual(imported);
  });

  it("refuses before queueing what it can tell at once: no file, no sport, a reserved address; players and the anonymous get nothing", async () => {
    const form = new FormData();
    form.set("format", "csv");
    form.set("sport", "hockey");
    await expectError(
      await admin.post(`/api/admin/tournaments/${uniqueSlug("x")}/import`, form),
      400,
      "error.validation.required",
    );
    await expectError(
      await admin.post(
        `/api/admin/tournaments/${uniqueSlug("x")}/import`,
        importForm(HOCKEY, { format: "csv" }, "h.csv"),
      ),
      400,
      "error.validation.required",
    );
    await expectError(
      await admin.post(`/api/admin/tournaments/account/import`, hockeyForm()),
      400,
      "error.tournament.slugReserved",
    );
    expect(await filesKept()).toBe(0);
    await expectError(await player.get("/api/admin/imports"), 403, "error.forbidden");
    await expectError(
      await admin.get("/api/admin/imports/0f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910"),
      404,
      "error.notFound",
    );
  });

  it("gives a queued import to exactly one of two runners that ask at once (two connection pools on PostgreSQL)", async () => {
    const url = process.env.TEST_DATABASE_URL;
    let other: DbHandle | undefined;
    if (url) {
      const [row] = (
        (await handle.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
      ).rows;
      other = await openDatabase({ url: withDatabase(url, row!.name) }, { migrate: false });
    }
    try {
      const slug = uniqueSlug("hockey");
      const queued = await queueImport(admin, slug, hockeyForm());
      const [a, b] = await Promise.all([
        runQueuedJobs(handle.db, queuedJobs(), { instance: "a" }),
        runQueuedJobs((other ?? handle).db, queuedJobs(), { instance: "b" }),
      ]);
      expect([...a, ...b]).toEqual([expect.objectContaining({ status: "succeeded" })]);
      const run = await importRun(admin, queued.id);
      expect(run.result).toMatchObject({ created: 4, results: 3 });
      expect(await gameCount(slug)).toBe(4);
      const tournament = await tournamentBySlug(handle.db, slug);
      const [events] = await handle.db
        .select({ n: count() })
        .from(resultEvents)
        .where(eq(resultEvents.tournamentId, tournament!.id));
      expect(events!.n).toBe(3);
    } finally {
      await other?.close();
    }
  });

  it("imports once when a claim runs out mid-run: the instance that took over writes it, the first one's work is rolled back", async () => {
    const slug = uniqueSlug("hockey");
    const queued = await queueImport(admin, slug, hockeyForm());
    // Past the first claim's lease, by the database's clock.
    const [now] = ((await handle.db.execute(sql`select now() as now`)) as unknown as { rows: { now: string | Date }[] })
      .rows;
    const afterLease = new Date(new Date(now!.now).getTime() + (importUploadJob.leaseSeconds! + 60) * 1000);
    let takeover: Awaited<ReturnType<typeof runQueuedJobs>> = [];
    // Instance A claims the run, then stalls (a long pause) until B has taken it over and finished it.
    const stalling: QueuedJobDefinition = {
      ...importUploadJob,
      run: async (db, run) => {
        takeover = await runQueuedJobs(db, [importUploadJob], { instance: "b", at: afterLease });
        return importUploadJob.run(db, run);
      },
    };
    const first = await runQueuedJobs(handle.db, [stalling], { instance: "a" });
    expect(takeover).toEqual([
      expect.objectContaining({ status: "succeeded", result: expect.objectContaining({ created: 4 }) }),
    ]);
    // A's run is not recorded as a success of its own: its claim was lost, its transaction rolled back.
    expect(first).toEqual([]);
    const [row] = await handle.db.select().from(jobRuns).where(eq(jobRuns.id, queued.id));
    expect(row).toMatchObject({
      status: "succeeded",
      instance: "b",
      attempts: 2,
      result: expect.objectContaining({ created: 4, unchanged: 0 }),
    });
    expect(await gameCount(slug)).toBe(4);
    const tournament = await tournamentBySlug(handle.db, slug);
    const [events] = await handle.db
      .select({ n: count() })
      .from(resultEvents)
      .where(eq(resultEvents.tournamentId, tournament!.id));
    expect(events!.n).toBe(3);
  });

  it("gives up a run whose instances keep stopping, as failed with a message, after three claims", async () => {
    const slug = uniqueSlug("hockey");
    const queued = await queueImport(admin, slug, hockeyForm());
    // Three claims that never finish (their instances died), each taken again once its lease is over.
    await handle.db
      .update(jobRuns)
      .set({ status: "running", attempts: 3, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobRuns.id, queued.id));
    const outcomes = await runQueuedJobs(handle.db, queuedJobs());
    expect(outcomes).toEqual([
      expect.objectContaining({ status: "failed", error: expect.stringContaining("abandoned") }),
    ]);
    const run = await importRun(admin, queued.id);
    expect(run).toMatchObject({ status: "failed", error: { code: "error.import.failed" } });
    expect(await tournamentBySlug(handle.db, slug)).toBeNull();
    expect(await filesKept()).toBe(0);
  });
});
