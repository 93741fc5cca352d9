/**
 * Scoring by value (decision 0034), proven against the scoring functions themselves: for random
 * groups (modes, rule sets, jokers), random picks and random results of every sport, each pick's
 * points as every reader sees them are exactly `scorePick`'s, the tables agree with a slow
 * reference computation (same points same rank, the order of ties, movement, pages), and a
 * correction (or a cancellation) replaces the points.
 */
import fc from "fast-check";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { gamePoints, games, groups, groupUsers, picks } from "@/db/schema";
import type { GameResult } from "@/lib/schemas/results";
import { parsePick, type GamePick } from "@/lib/scoring/picks";
import { parseRuleSet, pickSize, type GameContext } from "@/lib/scoring/rule-sets";
import { scorePick } from "@/lib/scoring/score";
import type { GameMode, Sport } from "@/lib/sports";
import type { GameStatus } from "@/lib/statuses";
import { processResultEvents } from "@/server/scoring/process-results";
import { pickScore, pointsOfPick } from "@/server/scoring/points";
import { getGroupTables, getStandings, type OverallRow, type StandingRow } from "@/server/standings/queries";
import { createCompetitors, createGame, createMatchday, createTournament, setResult } from "../factories/tournaments";
import { createTestDb } from "../support/db";

let handle: DbHandle;
// A fresh migrated PGlite can take over a minute on a loaded machine.
beforeAll(async () => {
  handle = await createTestDb();
}, 180_000);
afterAll(async () => handle?.close());

/* ----- random games, picks, rule sets and results per sport ----- */

type Rand = {
  int: (min: number, max: number) => number;
  pickOne: <T>(list: readonly T[]) => T;
  shuffle: <T>(list: readonly T[]) => T[];
};

function randomOf(seed: number): Rand {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    pickOne: (list) => list[int(0, list.length - 1)]!,
    shuffle: (list) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

/** Small numbers, so that picks repeat and ties happen. */
function randomPick(r: Rand, sport: Sport, mode: GameMode, context: GameContext): unknown {
  if (sport === "formula1" || sport === "eurovision") {
    const chosen = r.shuffle(context.entrantIds!).slice(0, pickSize(sport, mode, context));
    return context.stage?.startsWith("semi") ? { qualifiers: chosen } : { ranking: chosen };
  }
  if (mode === "simple")
    return { outcome: r.pickOne(sport === "football" ? ["home", "draw", "away"] : ["home", "away"]) };
  if (sport === "football") {
    const home = r.int(0, 3);
    const away = r.int(0, 3);
    return context.knockout && home === away ? { home, away, advances: r.pickOne(["home", "away"]) } : { home, away };
  }
  if (sport === "hockey") {
    const home = r.int(0, 4);
    let away = r.int(0, 4);
    if (away === home) away = home + 1;
    return {
      home,
      away,
      decidedIn: Math.abs(home - away) === 1 ? r.pickOne(["regulation", "overtime", "shootout"]) : "regulation",
    };
  }
  const home = r.int(95, 105);
  let away = r.int(95, 105);
  if (away === home) away = home - 1;
  return { home, away };
}

function randomResult(r: Rand, sport: Sport, context: GameContext): { status: GameStatus; result?: GameResult } {
  if (r.int(0, 9) === 0) return { status: "cancelled" };
  if (sport === "formula1" || sport === "eurovision") {
    const order = r.shuffle(context.entrantIds!);
    return {
      status: "finished",
      result: context.stage?.startsWith("semi") ? { qualifiers: order.slice(0, 10) } : { ranking: order },
    };
  }
  const home = r.int(0, 3);
  let away = r.int(0, 3);
  if (sport === "hockey") {
    if (away === home) away = home + 1;
    const decided =
      Math.abs(home - away) === 1
        ? r.pickOne(["regulation", "overtime", "shootout", undefined] as const)
        : "regulation";
    return { status: "finished", result: { home, away, ...(decided && { decidedIn: decided }) } };
  }
  if (sport === "basketball") {
    if (away === home) away = home + 1;
    return { status: "finished", result: { home: home + 95, away: away + 95 } };
  }
  if (context.knockout && home === away) {
    const extra = r.int(0, 1);
    const extraTime = { home: home + extra * r.int(0, 1), away: away + extra * r.int(0, 1) };
    const result: GameResult = { home, away, extraTime };
    return extraTime.home === extraTime.away
      ? {
          status: "finished",
          result: {
            ...result,
            penalties: r.pickOne([
              { home: 4, away: 2 },
              { home: 3, away: 5 },
            ]),
          },
        }
      : { status: "finished", result };
  }
  return { status: "finished", result: { home, away } };
}

/** A valid rule set with random points (tiers kept in order); `{}` (the defaults) now and then. */
function randomRules(r: Rand, sport: Sport, mode: GameMode): unknown {
  const descending = (n: number) =>
    Array.from({ length: n }, () => r.int(0, 6))
      .sort((a, b) => b - a)
      .map((v) => v);
  if (r.int(0, 3) === 0) return {};
  if (sport === "formula1" || sport === "eurovision")
    return { placeCap: r.int(1, 5), exactOrderBonus: r.int(0, 10), qualifier: r.int(0, 3) };
  if (mode === "simple")
    return sport === "football"
      ? { outcome: r.int(0, 5), basis: r.pickOne(["regular", "final"]) }
      : { winner: r.int(0, 5) };
  if (sport === "football") {
    const [exact, goalDifference, outcome] = descending(3);
    return { exact, goalDifference, outcome, advances: r.int(0, 3), basis: r.pickOne(["regular", "final"]) };
  }
  if (sport === "hockey") {
    const [exact, goalDifference, winner] = descending(3);
    return { exact, goalDifference, winner, decidedIn: r.int(0, 3) };
  }
  const [marginExact, marginWithin2, marginWithin5, marginWithin10] = descending(4);
  return { winner: r.int(0, 5), marginExact, marginWithin2, marginWithin5, marginWithin10 };
}

/* ----- one random tournament, played through the real scoring ----- */

const SPORTS: { sport: Sport; stage?: string; knockout?: boolean }[] = [
  { sport: "football" },
  { sport: "football", knockout: true },
  { sport: "hockey" },
  { sport: "basketball" },
  { sport: "formula1", stage: "race" },
  { sport: "eurovision", stage: "final" },
  { sport: "eurovision", stage: "semi-final-1" },
];

let userCount = 0;

async function playRandomTournament(seed: number, shape: (typeof SPORTS)[number]) {
  const db = handle.db;
  const r = randomOf(seed);
  const { sport } = shape;
  const tournament = await createTournament(db, { sport });
  await createMatchday(db, tournament.slug, 1);
  await createMatchday(db, tournament.slug, 2);
  const ranking = sport === "formula1" || sport === "eurovision";
  const entrants = await createCompetitors(
    db,
    tournament.slug,
    Array.from({ length: ranking ? 12 : 2 }, (_, i) => `Entrant ${i + 1}`),
  );
  const gameIds: string[] = [];
  for (const matchday of [1, 1, 2]) {
    gameIds.push(
      await createGame(db, tournament.slug, {
        matchday,
        kickoff: new Date(Date.now() - 3_600_000).toISOString(),
        ...(ranking
          ? { entrantIds: entrants, stage: shape.stage }
          : { homeId: entrants[0]!, awayId: entrants[1]!, knockout: shape.knockout ?? false }),
      }),
    );
  }
  const gameRows = await db.select().from(games).where(eq(games.tournamentId, tournament.id));
  const contextOf = new Map(
    gameRows.map((g) => [g.id, { knockout: g.knockout, stage: g.stage, entrantIds: g.entrantIds } as GameContext]),
  );

  // Groups: random modes and rule sets, two of them sharing one, members joining one after another.
  const groupCount = r.int(2, 4);
  const plan: { id: string; mode: GameMode; scoring: unknown; members: { id: string; userId: string }[] }[] = [];
  let shared: { mode: GameMode; scoring: unknown } | null = null;
  for (let g = 0; g < groupCount; g++) {
    const mode: GameMode = shared && g === 1 ? shared.mode : r.pickOne(["simple", "expert"] as const);
    const scoring: unknown =
      shared && g === 1 ? shared.scoring : parseRuleSet(sport, mode, randomRules(r, sport, mode));
    shared ??= { mode, scoring };
    const [group] = await db
      .insert(groups)
      .values({
        tournamentId: tournament.id,
        name: `Group ${g}`,
        mode,
        scoring,
        jokers: mode === "expert",
        invitationCode: `prop-${seed}-${g}-${userCount}`,
      })
      .returning({ id: groups.id });
    const size = r.int(2, 7);
    const members: { id: string; userId: string }[] = [];
    for (let m = 0; m < size; m++) {
      const userId = `prop-user-${++userCount}`;
      await db.execute(
        sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values (${userId}, ${userId}, ${`${userId}@example.com`}, true, now(), now())`,
      );
      const [member] = await db
        .insert(groupUsers)
        .values({
          groupId: group!.id,
          userId,
          nickname: `P${m}`,
          role: m === 0 ? "owner" : "member",
          joinedAt: new Date(Date.UTC(2026, 0, 1, 0, m)),
        })
        .returning({ id: groupUsers.id });
      members.push({ id: member!.id, userId });
    }
    plan.push({ id: group!.id, mode, scoring, members });
  }
  // Picks: most members pick most games; a joker on some (one per matchday at most).
  const rows: (typeof picks.$inferInsert)[] = [];
  for (const group of plan) {
    for (const member of group.members) {
      const jokerDays = new Set<number>();
      gameIds.forEach((gameId, i) => {
        if (r.int(0, 5) === 0) return;
        const matchday = i < 2 ? 1 : 2;
        const context = contextOf.get(gameId)!;
        const pick = parsePick(sport, group.mode, context, randomPick(r, sport, group.mode, context));
        const joker = group.mode === "expert" && !jokerDays.has(matchday) && r.int(0, 2) === 0;
        if (joker) jokerDays.add(matchday);
        rows.push({ groupUserId: member.id, gameId, pick, joker });
      });
    }
  }
  if (rows.length) await db.insert(picks).values(rows);
  return { r, sport, tournament, gameIds, contextOf, plan };
}

type Played = Awaited<ReturnType<typeof playRandomTournament>>;

/** What every stored pick scores, straight from the scoring functions and the games' current results. */
async function expectedScores(played: Played) {
  const db = handle.db;
  const current = new Map(
    (await db.select().from(games).where(eq(games.tournamentId, played.tournament.id))).map((g) => [g.id, g]),
  );
  const stored = await db
    .select({
      groupId: groups.id,
      mode: groups.mode,
      scoring: groups.scoring,
      groupUserId: picks.groupUserId,
      gameId: picks.gameId,
      pick: picks.pick,
      joker: picks.joker,
      ...pickScore,
    })
    .from(picks)
    .innerJoin(groupUsers, eq(groupUsers.id, picks.groupUserId))
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .leftJoin(gamePoints, pointsOfPick)
    .where(eq(groups.tournamentId, played.tournament.id))
    .orderBy(asc(picks.id));
  return stored.map((p) => {
    const game = current.get(p.gameId)!;
    const expected = scorePick({
      sport: played.sport,
      mode: p.mode,
      ruleSet: parseRuleSet(played.sport, p.mode, p.scoring),
      context: played.contextOf.get(p.gameId)!,
      pick: p.pick as GamePick,
      result: game.result as GameResult | null,
      status: game.status,
      joker: p.joker,
    });
    return { stored: p, expected, matchday: played.gameIds.indexOf(p.gameId) < 2 ? 1 : 2 };
  });
}

/** The slow reference: sums in code, rank = 1 + members with more points, ties by exact, outcome, join. */
function referenceTable(
  members: { id: string }[],
  scores: Awaited<ReturnType<typeof expectedScores>>,
  upTo: (matchday: number) => boolean,
) {
  const rows = members.map((m, joinOrder) => {
    const mine = scores.filter((s) => s.stored.groupUserId === m.id && s.expected && upTo(s.matchday));
    return {
      groupUserId: m.id,
      joinOrder,
      points: mine.reduce((sum, s) => sum + s.expected!.points, 0),
      exact: mine.filter((s) => s.expected!.exact).length,
      outcome: mine.filter((s) => s.expected!.outcome).length,
      played: mine.length,
    };
  });
  rows.sort((a, b) => b.points - a.points || b.exact - a.exact || b.outcome - a.outcome || a.joinOrder - b.joinOrder);
  return rows.map(({ joinOrder: _joinOrder, ...row }) => ({
    rank: 1 + rows.filter((o) => o.points > row.points).length,
    ...row,
  }));
}

const brief = (rows: StandingRow[]) =>
  rows.map(({ rank, groupUserId, points, exact, outcome, played }) => ({
    rank,
    groupUserId,
    points,
    exact,
    outcome,
    played,
  }));

async function expectAgreement(played: Played) {
  const scores = await expectedScores(played);
  for (const { stored, expected } of scores) {
    expect({ points: stored.points, exact: stored.exact, outcome: stored.outcome }, JSON.stringify(stored)).toEqual({
      points: expected?.points ?? null,
      exact: expected?.exact ?? false,
      outcome: expected?.outcome ?? false,
    });
  }
  for (const group of played.plan) {
    const owner = group.members[0]!.userId;
    const groupScores = scores.filter((s) => s.stored.groupId === group.id);
    const overall = referenceTable(group.members, groupScores, () => true);
    expect(brief(await getStandings(handle.db, owner, group.id))).toEqual(overall);
    for (const matchday of [1, 2]) {
      expect(brief(await getStandings(handle.db, owner, group.id, matchday))).toEqual(
        referenceTable(group.members, groupScores, (d) => d === matchday),
      );
    }
    // Pages of the table are slices of it.
    expect(brief(await getStandings(handle.db, owner, group.id, undefined, { page: 2, size: 2 }))).toEqual(
      overall.slice(2, 4),
    );
    // Movement: places since the table before the last scored matchday.
    const scoredDays = [1, 2].filter((d) => groupScores.some((s) => s.matchday === d && s.expected));
    const tables = await getGroupTables(handle.db, owner, group.id);
    const before = scoredDays.length === 2 ? referenceTable(group.members, groupScores, (d) => d === 1) : null;
    expect((tables.table.rows as OverallRow[]).map((row) => [row.groupUserId, row.movement])).toEqual(
      overall.map((row) => [
        row.groupUserId,
        before ? before.find((b) => b.groupUserId === row.groupUserId)!.rank - row.rank : null,
      ]),
    );
    expect(tables.matchdays.map((m) => m.matchday)).toEqual(scoredDays);
  }
}

describe("scoring by value agrees with the scoring functions", () => {
  it.each(
    SPORTS.map(
      (shape) =>
        [`${shape.sport}${shape.stage ? ` ${shape.stage}` : ""}${shape.knockout ? " knockout" : ""}`, shape] as const,
    ),
  )(
    "%s: random groups, picks and results, then corrections",
    async (_name, shape) => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
          const played = await playRandomTournament(seed, shape);
          const { r, gameIds, contextOf, sport } = played;
          // Results for the first games, scored by the job, then everything agrees.
          for (const gameId of gameIds.slice(0, 2))
            await setResult(handle.db, gameId, randomResult(r, sport, contextOf.get(gameId)!));
          await processResultEvents(handle.db);
          await expectAgreement(played);
          // The last game, and a correction of the first: the points are replaced, never added.
          await setResult(handle.db, gameIds[2]!, randomResult(r, sport, contextOf.get(gameIds[2]!)!));
          await setResult(handle.db, gameIds[0]!, randomResult(r, sport, contextOf.get(gameIds[0]!)!));
          await processResultEvents(handle.db);
          await expectAgreement(played);
          // Set back to scheduled: no points for it any more.
          await setResult(handle.db, gameIds[1]!, { status: "scheduled" });
          await processResultEvents(handle.db);
          await expectAgreement(played);
        }),
        { numRuns: 3 },
      );
    },
    120_000,
  );
});
