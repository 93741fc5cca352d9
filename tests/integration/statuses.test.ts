/**
 * Tournament and matchday statuses follow their games as results arrive, whether an admin enters
 * them or an import brings them (issue 10, bug 6).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db";
import type { DbHandle } from "@/db/client";
import { matchdays, tournaments } from "@/db/schema";
import { processResultEvents } from "@/server/scoring/process-results";
import { runImport } from "@/server/tournaments/import/run-import";
import * as manage from "@/server/tournaments/manage";
import {
  createCompetitors,
  createGame,
  createMatchday,
  createTournament,
  hoursFromNow,
  setResult,
  uniqueSlug,
} from "../factories/tournaments";
import { createTestDb } from "../support/db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());

async function statuses(db: Db, slug: string) {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.slug, slug));
  const days = await db
    .select({ ordinal: matchdays.ordinal, status: matchdays.status })
    .from(matchdays)
    .where(eq(matchdays.tournamentId, tournament!.id))
    .orderBy(asc(matchdays.ordinal));
  return { tournament: tournament!.status, matchdays: days.map((d) => d.status) };
}

async function enter(db: Db, gameId: string, home: number, away: number) {
  await setResult(db, gameId, { result: { home, away } });
  await processResultEvents(db);
}

describe("statuses follow the games", () => {
  it("start with the first result and finish with the last, matchday by matchday", async () => {
    const db = handle.db;
    const { slug } = await createTournament(db);
    await createMatchday(db, slug, 1);
    await createMatchday(db, slug, 2);
    const [a, b, c, d] = await createCompetitors(db, slug, ["A", "B", "C", "D"]);
    const first = await createGame(db, slug, { matchday: 1, kickoff: hoursFromNow(-3), homeId: a!, awayId: b! });
    const second = await createGame(db, slug, { matchday: 1, kickoff: hoursFromNow(-2), homeId: c!, awayId: d! });
    const last = await createGame(db, slug, { matchday: 2, kickoff: hoursFromNow(-1), homeId: a!, awayId: c! });
    expect(await statuses(db, slug)).toEqual({ tournament: "idle", matchdays: ["idle", "idle"] });

    await enter(db, first, 1, 0);
    expect(await statuses(db, slug)).toEqual({ tournament: "started", matchdays: ["started", "idle"] });

    await enter(db, second, 2, 2);
    expect(await statuses(db, slug)).toEqual({ tournament: "started", matchdays: ["finished", "idle"] });

    await enter(db, last, 0, 3);
    expect(await statuses(db, slug)).toEqual({ tournament: "finished", matchdays: ["finished", "finished"] });
  });

  it("never undo what an admin decided: a suspended matchday stays suspended", async () => {
    const db = handle.db;
    const { slug } = await createTournament(db);
    await createMatchday(db, slug, 1);
    const [a, b, c, d] = await createCompetitors(db, slug, ["A", "B", "C", "D"]);
    const first = await createGame(db, slug, { matchday: 1, kickoff: hoursFromNow(-3), homeId: a!, awayId: b! });
    await createGame(db, slug, { matchday: 1, kickoff: hoursFromNow(-2), homeId: c!, awayId: d! });
    await manage.updateMatchday(db, slug, 1, { status: "started" });
    await manage.updateMatchday(db, slug, 1, { status: "suspended" });
    await enter(db, first, 1, 0);
    expect((await statuses(db, slug)).matchdays).toEqual(["suspended"]);
  });

  it("are right after an import of finished games", async () => {
    const db = handle.db;
    const slug = uniqueSlug("csv");
    const content = readFileSync(path.join(process.cwd(), "src/server/tournaments/import/fixtures/hockey.csv"), "utf8");
    await runImport(db, "csv", { content, sport: "hockey", name: slug, timeZone: "UTC" }, slug);
    // Matchday 1 has both results, matchday 2 one of two: not "Not started · 2 of 2 played".
    expect(await statuses(db, slug)).toEqual({ tournament: "started", matchdays: ["finished", "started"] });
  });
});
