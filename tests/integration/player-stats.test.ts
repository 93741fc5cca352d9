/**
 * A player's statistics (issue 14 point 4) against a reference computed here with `scorePick`:
 * points and rank after each matchday, the group's and the crowd's averages, hit rates, best and
 * worst picks; mine free, another member's only with Plus (the server decides).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { subscriptions } from "@/db/schema";
import type { GameResult } from "@/lib/schemas/results";
import type { GamePick } from "@/lib/scoring/picks";
import { defaultRuleSet } from "@/lib/scoring/rule-sets";
import { scorePick } from "@/lib/scoring/score";
import { processResultEvents } from "@/server/scoring/process-results";
import { refreshWorldTables } from "@/server/world/tables";
import { json, type TestClient } from "../support/client";
import { createTestDb } from "../support/db";
import { createPlayer, expectError } from "../support/players";
import {
  createCompetitors,
  createGame,
  createMatchday,
  createRace,
  createTournament,
  hoursFromNow,
  setResult,
} from "../factories/tournaments";

let handle: DbHandle;
let slug: string;
let tournamentId: string;
let groupId: string;
const players: TestClient[] = [];
const memberIds: string[] = [];
const gameIds: string[] = [];
/** Per game: its matchday and result. */
const games: { matchday: number; result: { home: number; away: number } }[] = [
  { matchday: 1, result: { home: 2, away: 1 } },
  { matchday: 1, result: { home: 0, away: 0 } },
  { matchday: 2, result: { home: 1, away: 3 } },
  { matchday: 2, result: { home: 2, away: 2 } },
  { matchday: 3, result: { home: 4, away: 0 } },
];
/** Member k's pick of game g: varied so that exact, points but not exact and no points all happen. */
const pickOf = (k: number, g: number) => ({ home: (k + g) % 4, away: (k * 2 + g) % 3 });
const ME = 2;

type StatsAnswer = {
  total: number;
  series: {
    matchday: number;
    points: number;
    total: number;
    rank: number;
    groupAverage: number;
    crowdAverage: number | null;
  }[];
  hits: Record<"mine" | "group" | "crowd", { picks: number; exact: number; scored: number; miss: number }>;
  best: { gameId: string; points: number }[];
  worst: { gameId: string; points: number }[];
};

const score = (pick: { home: number; away: number }, result: { home: number; away: number }) =>
  scorePick({
    sport: "football",
    mode: "expert",
    ruleSet: defaultRuleSet("football", "expert"),
    context: { knockout: false, stage: null, entrantIds: null },
    pick: pick as GamePick,
    result: result as GameResult,
    status: "finished",
  })!;

beforeAll(async () => {
  handle = await createTestDb();
  const db = handle.db;
  const tournament = await createTournament(db, { sport: "football" });
  slug = tournament.slug;
  tournamentId = tournament.id;
  for (const day of [1, 2, 3]) await createMatchday(db, slug, day);
  const [a, b] = await createCompetitors(db, slug, ["North", "South"]);
  for (const [g, game] of games.entries())
    gameIds.push(
      await createGame(db, slug, { matchday: game.matchday, kickoff: hoursFromNow(1 + g), homeId: a!, awayId: b! }),
    );
  for (let k = 0; k < 5; k++) players.push(await createPlayer(handle, `stats-${k}@example.com`, `Stats ${k}`));
  const created = await json<{ groupId: string; invitationCode: string; groupUserId: string }>(
    await players[0]!.post("/api/groups", { tournament: slug, name: "Stats League", mode: "expert" }),
  );
  groupId = created.groupId;
  memberIds.push(created.groupUserId);
  for (const p of players.slice(1))
    memberIds.push(
      (
        await json<{ groupUserId: string }>(
          await p.post(`/api/groups/${groupId}/join`, { invitationCode: created.invitationCode }),
        )
      ).groupUserId,
    );
  for (const [k, p] of players.entries()) {
    // Member 4 leaves game 4 unpicked.
    const picks = gameIds.map((gameId, g) => ({ gameId, pick: pickOf(k, g) })).filter((_, g) => !(k === 4 && g === 4));
    expect((await p.request("PUT", `/api/groups/${groupId}/picks`, { picks })).status).toBe(200);
  }
  // A stranger's group in the same tournament: the crowd is more than this group.
  const stranger = await createPlayer(handle, "stats-stranger@example.com", "Stranger");
  const other = await json<{ groupId: string }>(
    await stranger.post("/api/groups", { tournament: slug, name: "Elsewhere", mode: "expert" }),
  );
  expect(
    (
      await stranger.request("PUT", `/api/groups/${other.groupId}/picks`, {
        picks: gameIds.map((gameId) => ({ gameId, pick: { home: 9, away: 9 } })),
      })
    ).status,
  ).toBe(200);
  await db.execute(
    sql`update games set kickoff = kickoff - interval '2 days', locks_at = locks_at - interval '2 days' where tournament_id = ${tournamentId}`,
  );
  for (const [g, gameId] of gameIds.entries())
    await setResult(db, gameId, { status: "finished", result: games[g]!.result });
  await processResultEvents(db);
  await refreshWorldTables(db);
}, 300_000);
afterAll(async () => handle?.close());

describe("statistics", () => {
  it("my points and rank over the matchdays, the averages, hit rates, best and worst picks agree with the reference", async () => {
    const answer = await players[ME]!.get(`/api/groups/${groupId}/stats`);
    expect(answer.status).toBe(200);
    const stats = await json<StatsAnswer>(answer);
    // Reference: points per member per matchday.
    const perDay = players.map((_, k) =>
      [1, 2, 3].map((day) =>
        games.reduce(
          (sum, game, g) =>
            sum + (game.matchday === day && !(k === 4 && g === 4) ? score(pickOf(k, g), game.result).points : 0),
          0,
        ),
      ),
    );
    const totals = perDay.map((days) => days.map((_, d) => days.slice(0, d + 1).reduce((a, b) => a + b, 0)));
    const strangerPerDay = [1, 2, 3].map((day) =>
      games.reduce(
        (sum, game) => sum + (game.matchday === day ? score({ home: 9, away: 9 }, game.result).points : 0),
        0,
      ),
    );
    expect(stats.series).toEqual(
      [1, 2, 3].map((day, d) => {
        const groupDay = perDay.map((days) => days[d]!);
        // The crowd: every player with a scored pick that matchday (member 4 has none on matchday 3 … but has on 1 and 2).
        const crowdPlayers = [...groupDay.filter((_, k) => !(k === 4 && day === 3)), strangerPerDay[d]!];
        return expect.objectContaining({
          matchday: day,
          points: perDay[ME]![d],
          total: totals[ME]![d],
          rank: 1 + totals.filter((t) => t[d]! > totals[ME]![d]!).length,
          groupAverage: expect.closeTo(groupDay.reduce((a, b) => a + b, 0) / players.length, 6),
          crowdAverage: expect.closeTo(crowdPlayers.reduce((a, b) => a + b, 0) / crowdPlayers.length, 6),
        });
      }),
    );
    expect(stats.total).toBe(totals[ME]![2]);
    // Hit rates: exact, points but not exact, no points.
    const hits = (k: number) => {
      const scored = games
        .map((game, g) => (k === 4 && g === 4 ? null : score(pickOf(k, g), game.result)))
        .filter((s) => s !== null);
      return {
        picks: scored.length,
        exact: scored.filter((s) => s.exact).length,
        scored: scored.filter((s) => s.points > 0 && !s.exact).length,
        miss: scored.filter((s) => s.points === 0 && !s.exact).length,
      };
    };
    expect(stats.hits.mine).toEqual(hits(ME));
    const all = players.map((_, k) => hits(k));
    const sum = (list: typeof all) =>
      list.reduce((a, b) => ({
        picks: a.picks + b.picks,
        exact: a.exact + b.exact,
        scored: a.scored + b.scored,
        miss: a.miss + b.miss,
      }));
    expect(stats.hits.group).toEqual(sum(all));
    const stranger = games.map((game) => score({ home: 9, away: 9 }, game.result));
    expect(stats.hits.crowd).toEqual(
      sum([
        ...all,
        {
          picks: 5,
          exact: stranger.filter((s) => s.exact).length,
          scored: stranger.filter((s) => s.points > 0 && !s.exact).length,
          miss: stranger.filter((s) => s.points === 0 && !s.exact).length,
        },
      ]),
    );
    expect(stats.hits.mine.exact + stats.hits.mine.scored + stats.hits.mine.miss).toBe(5);
    // Best and worst: by points (the earlier game first among equals), three each, never the same pick twice.
    const mine = games.map((game, g) => ({ gameId: gameIds[g]!, points: score(pickOf(ME, g), game.result).points, g }));
    const best = [...mine].sort((a, b) => b.points - a.points || a.g - b.g).slice(0, 3);
    const worst = [...mine]
      .sort((a, b) => a.points - b.points || b.g - a.g)
      .filter((e) => !best.includes(e))
      .slice(0, 3);
    expect(stats.best.map((e) => [e.gameId, e.points])).toEqual(best.map((e) => [e.gameId, e.points]));
    expect(stats.worst.map((e) => [e.gameId, e.points])).toEqual(worst.map((e) => [e.gameId, e.points]));
  });

  it("a race's top three with the first two swapped scores points without its winner: counted as points, not as no points, for me, my group and the crowd", async () => {
    const race = await createRace(handle.db, { kickoffHours: 24 });
    const driver = await createPlayer(handle, "stats-f1@example.com", "Driver Fan");
    const created = await json<{ groupId: string }>(
      await driver.post("/api/groups", { tournament: race.slug, name: "Pit Wall", mode: "simple" }),
    );
    const [ann, bob, cy] = race.driverIds;
    expect(
      (
        await driver.request("PUT", `/api/groups/${created.groupId}/picks`, {
          picks: [{ gameId: race.gameId, pick: { ranking: [bob, ann, cy] } }],
        })
      ).status,
    ).toBe(200);
    await handle.db.execute(
      sql`update games set kickoff = kickoff - interval '2 days', locks_at = locks_at - interval '2 days' where id = ${race.gameId}`,
    );
    await setResult(handle.db, race.gameId, { status: "finished", result: { ranking: [ann, bob, cy] } });
    await processResultEvents(handle.db);
    await refreshWorldTables(handle.db);
    const reference = scorePick({
      sport: "formula1",
      mode: "simple",
      ruleSet: defaultRuleSet("formula1", "simple"),
      context: { knockout: false, stage: "race", entrantIds: race.driverIds },
      pick: { ranking: [bob!, ann!, cy!] } as GamePick,
      result: { ranking: [ann!, bob!, cy!] } as GameResult,
      status: "finished",
    })!;
    // The reference: points, but neither the exact order nor the winner (the table's tie-breakers).
    expect(reference).toMatchObject({ exact: false, outcome: false });
    expect(reference.points).toBeGreaterThan(0);
    const stats = await json<StatsAnswer>(await driver.get(`/api/groups/${created.groupId}/stats`));
    const one = { picks: 1, exact: 0, scored: 1, miss: 0 };
    expect(stats.hits).toEqual({ mine: one, group: one, crowd: one });
    expect(stats.total).toBe(reference.points);
  });

  it("another member's statistics need Plus; a non-member's or an unknown member's are not found", async () => {
    await expectError(
      await players[ME]!.get(`/api/groups/${groupId}/stats?member=${memberIds[0]}`),
      403,
      "error.plus.required",
    );
    await expectError(
      await players[ME]!.get(`/api/groups/${groupId}/stats?member=not-a-uuid`),
      400,
      "error.validation.invalid",
    );
    const outsider = await createPlayer(handle, "stats-outsider@example.com", "Outsider");
    await expectError(await outsider.get(`/api/groups/${groupId}/stats`), 404, "error.notFound");
    const found = (await handle.db.execute(
      sql`select user_id as "userId" from group_users where id = ${memberIds[ME]!}`,
    )) as unknown as { rows: { userId: string }[] };
    const userId = found.rows[0]!.userId;
    await handle.db.insert(subscriptions).values({
      userId,
      tournamentId,
      plan: "plus",
      amount: 299,
      currency: "EUR",
      provider: "sandbox",
      status: "active",
    });
    const theirs = await players[ME]!.get(`/api/groups/${groupId}/stats?member=${memberIds[0]}`);
    expect(theirs.status).toBe(200);
    expect((await json<{ member: { groupUserId: string; isMe: boolean } }>(theirs)).member).toMatchObject({
      groupUserId: memberIds[0],
      isMe: false,
    });
    await expectError(
      await players[ME]!.get(`/api/groups/${groupId}/stats?member=${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}`),
      404,
      "error.notFound",
    );
  });
});
