/**
 * The scoring job shared by instances (decisions 0034 and 0044): each instance claims a tournament no
 * other is scoring (an advisory lock taken without waiting, its events with SKIP LOCKED), so two
 * instances score different tournaments at once, a second machine adds throughput, and no game is
 * scored twice. On PostgreSQL the instances are two connection pools on one database; on PGlite
 * (one connection) they take turns, and the same counts hold.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "@/db/client";
import { gamePoints, groups, groupUsers, picks, resultEvents } from "@/db/schema";
import { CHANNEL } from "@/server/realtime/bus";
import { processResultEvents } from "@/server/scoring/process-results";
import {
  createCompetitors,
  createGame,
  createMatchday,
  createTournament,
  hoursFromNow,
  setResult,
} from "../factories/tournaments";
import { createTestDb, truncateAll } from "../support/db";
import { withDatabase } from "../support/pg-urls";

let handle: DbHandle;
/** The second instance: its own pool on PostgreSQL, the same database on PGlite. */
let other: DbHandle;
let url: string | null;

beforeAll(async () => {
  handle = await createTestDb();
  url = process.env.TEST_DATABASE_URL ? withDatabase(process.env.TEST_DATABASE_URL, await databaseName()) : null;
  other = url ? await openDatabase({ url }, { migrate: false }) : handle;
}, 180_000);
afterAll(async () => {
  if (other && other !== handle) await other.close();
  await handle?.close();
});
beforeEach(async () => truncateAll(handle));

async function databaseName(): Promise<string> {
  const result = await handle.db.execute(sql`select current_database() as name`);
  return (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
}

let users = 0;

/** A football tournament with `gameCount` games that kicked off, one group of three who picked every game 1:0, 1:1 or 0:2. */
async function tournamentWithPicks(gameCount: number) {
  const db = handle.db;
  const tournament = await createTournament(db);
  await createMatchday(db, tournament.slug, 1);
  const [home, away] = await createCompetitors(db, tournament.slug, ["Home", "Away"]);
  const gameIds: string[] = [];
  for (let g = 0; g < gameCount; g++)
    gameIds.push(
      await createGame(db, tournament.slug, { kickoff: hoursFromNow(-2 - g), homeId: home!, awayId: away! }),
    );
  const [group] = await db
    .insert(groups)
    .values({
      tournamentId: tournament.id,
      name: "Friends",
      mode: "expert",
      scoring: { exact: 4, goalDifference: 3, outcome: 2, advances: 1, basis: "regular" },
      invitationCode: `inst-${tournament.slug}`,
    })
    .returning({ id: groups.id });
  const memberIds: string[] = [];
  for (let m = 0; m < 3; m++) {
    const userId = `inst-user-${++users}`;
    await db.execute(
      sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values (${userId}, ${userId}, ${`${userId}@example.com`}, true, now(), now())`,
    );
    const [member] = await db
      .insert(groupUsers)
      .values({ groupId: group!.id, userId, nickname: `P${m}` })
      .returning({ id: groupUsers.id });
    memberIds.push(member!.id);
  }
  const values = [
    { home: 1, away: 0 },
    { home: 1, away: 1 },
    { home: 0, away: 2 },
  ];
  await db
    .insert(picks)
    .values(
      gameIds.flatMap((gameId) => memberIds.map((groupUserId, m) => ({ groupUserId, gameId, pick: values[m]! }))),
    );
  return { tournament, gameIds, groupId: group!.id };
}

/** The points stored for a game, by pick value (exact 4, goal difference 3, outcome 2 against a 1:0). */
async function pointsOf(gameId: string) {
  const rows = await handle.db
    .select({ pick: gamePoints.pick, points: gamePoints.points })
    .from(gamePoints)
    .where(eq(gamePoints.gameId, gameId));
  return Object.fromEntries(rows.map((r) => [JSON.stringify(r.pick), r.points]));
}

const AFTER_ONE_NIL = { '{"away":0,"home":1}': 4, '{"away":1,"home":1}': 0, '{"away":2,"home":0}': 0 };

async function unprocessed() {
  return (await handle.db.select({ id: resultEvents.id }).from(resultEvents).where(isNull(resultEvents.processedAt)))
    .length;
}

describe(`the scoring job shared by two instances (${process.env.TEST_DATABASE_URL ? "PostgreSQL, two pools" : "PGlite, taking turns"})`, () => {
  it("a second instance scores another tournament's result while the first is still scoring its own, and neither scores the other's", async () => {
    const first = await tournamentWithPicks(1);
    const second = await tournamentWithPicks(1);
    await setResult(handle.db, first.gameIds[0]!, { result: { home: 1, away: 0 } });
    await setResult(handle.db, second.gameIds[0]!, { result: { home: 1, away: 0 } });
    if (url) {
      // Instance A takes the oldest event (the first game) and is held at its last step: another
      // session holds the first tournament's row, which A's transaction must update.
      const holder = new Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query("begin");
        await holder.query("select 1 from tournaments where id = $1 for update", [first.tournament.id]);
        const a = processResultEvents(handle.db);
        await expect.poll(async () => waitingOnLocks(holder)).toBe(1);
        // Instance B is not held up: it skips the game A holds and scores the other.
        expect(await processResultEvents(other.db)).toEqual({ games: 1, values: 3, events: 1 });
        expect(await pointsOf(second.gameIds[0]!)).toEqual(AFTER_ONE_NIL);
        expect(await pointsOf(first.gameIds[0]!)).toEqual({});
        await holder.query("commit");
        expect(await a).toEqual({ games: 1, values: 3, events: 1 });
      } finally {
        await holder.end();
      }
    } else {
      const a = await processResultEvents(handle.db);
      const b = await processResultEvents(other.db);
      expect([a, b]).toEqual([
        { games: 2, values: 6, events: 2 },
        { games: 0, values: 0, events: 0 },
      ]);
    }
    expect(await pointsOf(first.gameIds[0]!)).toEqual(AFTER_ONE_NIL);
    expect(await pointsOf(second.gameIds[0]!)).toEqual(AFTER_ONE_NIL);
    expect(await unprocessed()).toBe(0);
  });

  it("two instances racing over many games of several tournaments score each game exactly once", async () => {
    const played = [];
    for (let t = 0; t < 4; t++) played.push(await tournamentWithPicks(3));
    const gameIds = played.flatMap((p) => p.gameIds);
    // A correction entered before scoring is one more event of the same game, scored once from the current result.
    for (const gameId of gameIds) await setResult(handle.db, gameId, { result: { home: 2, away: 2 } });
    for (const gameId of gameIds) await setResult(handle.db, gameId, { result: { home: 1, away: 0 } });
    const [a, b] = await Promise.all([processResultEvents(handle.db), processResultEvents(other.db)]);
    expect(a.games + b.games).toBe(gameIds.length);
    expect(a.events + b.events).toBe(2 * gameIds.length);
    for (const gameId of gameIds) expect(await pointsOf(gameId)).toEqual(AFTER_ONE_NIL);
    expect(await unprocessed()).toBe(0);
    // Nothing left to do for anybody.
    expect(await processResultEvents(other.db)).toEqual({ games: 0, values: 0, events: 0 });
  });

  it("a correction is scored by whichever instance comes next, replacing the points", async () => {
    const { gameIds } = await tournamentWithPicks(1);
    await setResult(handle.db, gameIds[0]!, { result: { home: 1, away: 0 } });
    await processResultEvents(handle.db);
    await setResult(handle.db, gameIds[0]!, { result: { home: 0, away: 2 } });
    expect(await processResultEvents(other.db)).toEqual({ games: 1, values: 3, events: 1 });
    expect(await pointsOf(gameIds[0]!)).toEqual({
      '{"away":0,"home":1}': 0,
      '{"away":1,"home":1}': 0,
      '{"away":2,"home":0}': 4,
    });
    expect(
      await handle.db
        .select({ id: resultEvents.id })
        .from(resultEvents)
        .where(and(eq(resultEvents.gameId, gameIds[0]!), isNull(resultEvents.processedAt))),
    ).toHaveLength(0);
  });
});

describe("what watchers hear of a scored result", () => {
  it("the result on its tournament's topic and a standings change for every group of that tournament, and nothing for another tournament's groups", async () => {
    const scored = await tournamentWithPicks(1);
    const quiet = await tournamentWithPicks(1);
    // A group of the same tournament without a pick on the game reloads a table that did not change.
    const [idle] = await handle.db
      .insert(groups)
      .values({
        tournamentId: scored.tournament.id,
        name: "Idle",
        mode: "simple",
        scoring: {},
        invitationCode: `inst-idle-${scored.tournament.slug}`,
      })
      .returning({ id: groups.id });
    const heard: { topic: string; type: string }[] = [];
    const stop = await handle.listen(CHANNEL, (payload) =>
      heard.push(JSON.parse(payload) as { topic: string; type: string }),
    );
    try {
      await setResult(handle.db, scored.gameIds[0]!, { result: { home: 1, away: 0 } });
      await processResultEvents(handle.db);
      await expect.poll(() => heard.length).toBe(3);
      expect(heard.map((e) => e.topic).sort()).toEqual(
        [`group:${idle!.id}`, `group:${scored.groupId}`, `tournament:${scored.tournament.slug}`].sort(),
      );
      expect(heard.find((e) => e.type === "result")).toEqual({
        topic: `tournament:${scored.tournament.slug}`,
        type: "result",
        gameId: scored.gameIds[0],
        matchday: 1,
        status: "finished",
      });
      expect(heard.some((e) => e.topic === `group:${quiet.groupId}`)).toBe(false);
    } finally {
      await stop();
    }
  });
});

/** Sessions of this database waiting for a lock (instance A, held by the test's session). */
async function waitingOnLocks(client: Client): Promise<number> {
  const result = await client.query(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  );
  return (result.rows[0] as { n: number }).n;
}
