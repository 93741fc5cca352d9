/**
 * The whole world's table (decision 0048), against a reference computed here from the raw picks:
 * 10,000 players in groups of both modes (some in several groups with different picks, some who
 * left, one deleted account), scored by the real result path, ranked on each mode's default rule
 * set with `scorePick`; then the reads: pages, my row, the country filter, my groups' members, and
 * the API's refusals. Public leagues: an owner makes a group public, others find it and join
 * without the code, within the free size.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { FREE_LIMITS } from "@/lib/plus";
import type { GameResult } from "@/lib/schemas/results";
import type { GamePick } from "@/lib/scoring/picks";
import { defaultRuleSet } from "@/lib/scoring/rule-sets";
import { scorePick } from "@/lib/scoring/score";
import type { GameMode } from "@/lib/sports";
import { processResultEvents } from "@/server/scoring/process-results";
import { readWorld, type WorldRow } from "@/server/world/queries";
import { refreshWorldTables } from "@/server/world/tables";
import { json } from "../support/client";
import { createTestDb } from "../support/db";
import { createGroupAs } from "../support/groups";
import { createPlayer, expectError } from "../support/players";
import {
  createCompetitors,
  createGame,
  createMatchday,
  createTournament,
  hoursFromNow,
  setResult,
} from "../factories/tournaments";

const PLAYERS = 10_000;
const GROUP_SIZE = 100;

let handle: DbHandle;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Reference {
  mode: GameMode;
  userId: string;
  name: string;
  country: string | null;
  points: number;
  exact: number;
  outcome: number;
  played: number;
  rank: number;
  position: number;
  countryPosition: number | null;
}

let slug: string;
let tournamentId: string;
const reference = new Map<GameMode, Reference[]>();

/** The world table computed from the raw rows: latest pick per (mode, player, game) among active memberships, `scorePick` on the default rule set. */
async function computeReference(): Promise<void> {
  const db = handle.db;
  const games = rowsOf<{
    id: string;
    knockout: boolean;
    stage: string | null;
    entrantIds: string[] | null;
    result: GameResult | null;
    status: string;
  }>(
    await db.execute(
      sql`select id, knockout, stage, entrant_ids as "entrantIds", result, status from games where tournament_id = ${tournamentId}`,
    ),
  );
  const gameById = new Map(games.map((g) => [g.id, g]));
  const picks = rowsOf<{
    mode: GameMode;
    userId: string;
    gameId: string;
    pick: unknown;
    updatedAt: string;
    id: string;
  }>(
    await db.execute(sql`
      select g.mode, gu.user_id as "userId", p.game_id as "gameId", p.pick, p.updated_at::text as "updatedAt", p.id
      from picks p join group_users gu on gu.id = p.group_user_id join groups g on g.id = gu.group_id
      where g.tournament_id = ${tournamentId} and gu.left_at is null and gu.user_id is not null`),
  );
  const members = rowsOf<{ mode: GameMode; userId: string; name: string; country: string | null; createdAt: string }>(
    await db.execute(sql`
      select distinct g.mode, u.id as "userId", u.name, u.country, u.created_at::text as "createdAt"
      from group_users gu join groups g on g.id = gu.group_id join "user" u on u.id = gu.user_id
      where g.tournament_id = ${tournamentId} and gu.left_at is null`),
  );
  // The latest pick of each (mode, player, game).
  const latest = new Map<string, (typeof picks)[number]>();
  for (const p of picks) {
    const key = `${p.mode}|${p.userId}|${p.gameId}`;
    const seen = latest.get(key);
    if (!seen || p.updatedAt > seen.updatedAt || (p.updatedAt === seen.updatedAt && p.id < seen.id)) latest.set(key, p);
  }
  const totals = new Map<string, { points: number; exact: number; outcome: number; played: number }>();
  for (const p of latest.values()) {
    const game = gameById.get(p.gameId)!;
    if (game.status !== "finished") continue;
    const score = scorePick({
      sport: "football",
      mode: p.mode,
      ruleSet: defaultRuleSet("football", p.mode),
      context: { knockout: game.knockout, stage: game.stage, entrantIds: game.entrantIds },
      pick: p.pick as GamePick,
      result: game.result,
      status: "finished",
    });
    if (!score) continue;
    const key = `${p.mode}|${p.userId}`;
    const t = totals.get(key) ?? { points: 0, exact: 0, outcome: 0, played: 0 };
    t.points += score.points;
    t.exact += score.exact ? 1 : 0;
    t.outcome += score.outcome ? 1 : 0;
    t.played += 1;
    totals.set(key, t);
  }
  for (const mode of ["simple", "expert"] as const) {
    const rows = members
      .filter((m) => m.mode === mode)
      .map((m) => ({ ...m, ...(totals.get(`${mode}|${m.userId}`) ?? { points: 0, exact: 0, outcome: 0, played: 0 }) }));
    rows.sort(
      (a, b) =>
        b.points - a.points ||
        b.exact - a.exact ||
        b.outcome - a.outcome ||
        a.createdAt.localeCompare(b.createdAt) ||
        (a.userId < b.userId ? -1 : 1),
    );
    const byCountry = new Map<string, number>();
    // Sorted by points: a rank is one more than the place of the first row with the same points.
    const firstWith = new Map<number, number>();
    rows.forEach((r, i) => {
      if (!firstWith.has(r.points)) firstWith.set(r.points, i);
    });
    reference.set(
      mode,
      rows.map((r, i) => {
        const countryPosition = r.country === null ? null : (byCountry.get(r.country) ?? 0) + 1;
        if (r.country !== null) byCountry.set(r.country, countryPosition!);
        return {
          mode,
          userId: r.userId,
          name: r.name,
          country: r.country,
          points: r.points,
          exact: r.exact,
          outcome: r.outcome,
          played: r.played,
          rank: 1 + firstWith.get(r.points)!,
          position: i + 1,
          countryPosition,
        };
      }),
    );
  }
}

beforeAll(async () => {
  let at = performance.now();
  const lap = (what: string) => {
    console.log(`${what}: ${Math.round(performance.now() - at)} ms`);
    at = performance.now();
  };
  handle = await createTestDb();
  lap("database");
  const db = handle.db;
  const tournament = await createTournament(db, { sport: "football" });
  slug = tournament.slug;
  tournamentId = tournament.id;
  await createMatchday(db, slug, 1, "Round 1");
  await createMatchday(db, slug, 2, "Round 2");
  const [a, b, c, d] = await createCompetitors(db, slug, ["North", "South", "East", "West"]);
  const gameIds: string[] = [];
  for (let g = 0; g < 6; g++) {
    gameIds.push(
      await createGame(db, slug, {
        matchday: g < 3 ? 1 : 2,
        kickoff: hoursFromNow(-10 + g),
        homeId: g % 2 ? a! : c!,
        awayId: g % 2 ? b! : d!,
      }),
    );
  }
  // Players n = 1..10,000, signed up one second apart, in a country or none.
  await db.execute(sql`insert into "user" (id, name, email, country, created_at)
    select 'w-' || n, 'World ' || n, 'w-' || n || '@example.com',
      (array['DE', 'FR', 'PL', null])[1 + n % 4], timestamptz '2026-01-01' + n * interval '1 second'
    from generate_series(1, ${PLAYERS}) n`);
  // Expert groups on the default rules (everybody), expert groups on other rules (every 5th), simple groups (every 3rd).
  const groupsOf = async (prefix: string, mode: GameMode, scoring: unknown, count: number) =>
    db.execute(sql`insert into groups (tournament_id, name, mode, scoring, invitation_code, owner_id)
      select ${tournamentId}, ${prefix} || ' ' || k, ${mode}, ${JSON.stringify(scoring)}::jsonb, ${prefix} || '-code-' || k, null from generate_series(1, ${count}) k`);
  await groupsOf("main", "expert", defaultRuleSet("football", "expert"), PLAYERS / GROUP_SIZE);
  await groupsOf("custom", "expert", { ...defaultRuleSet("football", "expert"), exact: 10 }, PLAYERS / 5 / GROUP_SIZE);
  await groupsOf("simple", "simple", defaultRuleSet("football", "simple"), Math.ceil(PLAYERS / 3 / GROUP_SIZE));
  await db.execute(sql`insert into group_users (group_id, user_id, nickname)
    select g.id, 'w-' || n, 'W' || n from generate_series(1, ${PLAYERS}) n join groups g on g.invitation_code = 'main-code-' || (1 + (n - 1) / ${GROUP_SIZE})`);
  await db.execute(sql`insert into group_users (group_id, user_id, nickname, left_at)
    select g.id, 'w-' || n, 'W' || n, case when n % 35 = 0 then now() end
    from generate_series(5, ${PLAYERS}, 5) n join groups g on g.invitation_code = 'custom-code-' || (1 + (n / 5 - 1) / ${GROUP_SIZE})`);
  await db.execute(sql`insert into group_users (group_id, user_id, nickname)
    select g.id, 'w-' || n, 'W' || n from generate_series(3, ${PLAYERS}, 3) n join groups g on g.invitation_code = 'simple-code-' || (1 + (n / 3 - 1) / ${GROUP_SIZE})`);
  // Picks: small scores so that ties happen; each membership its own, saved at different times.
  await db.execute(sql`insert into picks (group_user_id, game_id, pick, updated_at)
    select gu.id, ga.id,
      case when g.mode = 'expert' then jsonb_build_object('home', abs(hashtext(gu.id::text || ga.id::text)) % 4, 'away', abs(hashtext(ga.id::text || gu.id::text)) % 3)
        else jsonb_build_object('outcome', (array['home', 'draw', 'away'])[1 + abs(hashtext(gu.id::text || ga.id::text)) % 3]) end,
      timestamptz '2026-02-01' + (abs(hashtext(gu.id::text || 'at' || ga.id::text)) % 100000) * interval '1 second'
    from group_users gu join groups g on g.id = gu.group_id cross join games ga
    where g.tournament_id = ${tournamentId} and ga.tournament_id = ${tournamentId} and abs(hashtext(gu.id::text || 'skip' || ga.id::text)) % 10 <> 0`);
  lap("players, groups and picks");
  // A deleted account keeps its membership without a user: it is nobody's row in the world table.
  await db.execute(sql`update group_users set user_id = null where user_id = 'w-17'`);
  // Five of six games finished; the last one is not played yet.
  for (const [g, gameId] of gameIds.slice(0, 5).entries())
    await setResult(db, gameId, { status: "finished", result: { home: g % 3, away: (g + 1) % 2 } });
  lap("results");
  await processResultEvents(db);
  lap("scoring");
  const refreshed = await refreshWorldTables(db);
  expect(refreshed.tournaments).toBeGreaterThanOrEqual(1);
  lap("world rebuild");
  await computeReference();
  lap("reference");
}, 600_000);
afterAll(async () => handle?.close());

describe("the world table", () => {
  it("ranks every player of each mode exactly as the reference does", async () => {
    for (const mode of ["simple", "expert"] as const) {
      const stored = rowsOf<Omit<Reference, "name">>(
        await handle.db.execute(sql`
          select mode, user_id as "userId", country, points, exact, outcome, played, rank, position, country_position as "countryPosition"
          from world_tallies where tournament_id = ${tournamentId} and mode = ${mode} order by position`),
      );
      const expected = reference.get(mode)!.map(({ name: _, ...r }) => r);
      expect(stored.length).toBe(expected.length);
      expect(stored).toEqual(expected);
    }
    // Every player plays expert; every third simple; the deleted account is nobody.
    expect(reference.get("expert")!.length).toBe(PLAYERS - 1);
    expect(reference.get("simple")!.length).toBe(Math.floor(PLAYERS / 3));
    // Ties happen, and the scores differ.
    const expert = reference.get("expert")!;
    expect(new Set(expert.map((r) => r.points)).size).toBeGreaterThan(5);
    expect(expert.some((r, i) => i > 0 && r.rank === expert[i - 1]!.rank)).toBe(true);
  });

  it("reads a page, my own row wherever I am, and a page past the end as the last one", async () => {
    const expert = reference.get("expert")!;
    const me = expert[4_321]!;
    const page = await readWorld(handle.db, me.userId, slug, "expert", { kind: "all" }, { page: 3 });
    expect(page.total).toBe(expert.length);
    expect(page.pages).toBe(Math.ceil(expert.length / 50));
    expect(page.rows.map((r) => [r.place, r.rank, r.name, r.points])).toEqual(
      expert.slice(100, 150).map((r) => [r.position, r.rank, r.name, r.points]),
    );
    expect(page.rows.some((r) => r.me)).toBe(false);
    expect(page.me).toMatchObject({ place: 4_322, rank: me.rank, name: me.name, points: me.points, me: true });
    const mine = await readWorld(
      handle.db,
      me.userId,
      slug,
      "expert",
      { kind: "all" },
      { page: Math.ceil(4_322 / 50) },
    );
    expect(mine.rows.filter((r: WorldRow) => r.me).map((r) => r.place)).toEqual([4_322]);
    const last = await readWorld(handle.db, me.userId, slug, "expert", { kind: "all" }, { page: 10_000 });
    expect(last.page).toBe(last.pages);
    expect(last.rows.at(-1)!.place).toBe(expert.length);
  });

  it("filters by country: the country's players by their place among them, world rank kept", async () => {
    const expert = reference.get("expert")!;
    const poles = expert.filter((r) => r.country === "PL");
    const me = poles[130]!;
    const page = await readWorld(
      handle.db,
      me.userId,
      slug,
      "expert",
      { kind: "country", country: "PL" },
      { page: 3, size: 50 },
    );
    expect(page.total).toBe(poles.length);
    expect(page.rows.map((r) => [r.place, r.rank, r.name, r.country])).toEqual(
      poles.slice(100, 150).map((r) => [r.countryPosition, r.rank, r.name, "PL"]),
    );
    expect(page.me).toMatchObject({ place: 131, rank: me.rank, me: true });
    expect(page.rows.find((r) => r.me)?.place).toBe(131);
    // A German reading the Polish table is in no place of it.
    const german = expert.find((r) => r.country === "DE")!;
    const other = await readWorld(
      handle.db,
      german.userId,
      slug,
      "expert",
      { kind: "country", country: "PL" },
      { page: 1 },
    );
    expect(other.me).toMatchObject({ place: null, country: "DE" });
  });

  it("filters by my groups' members: everybody who shares a group of the tournament with me", async () => {
    // w-10 plays main group 1 (w-1..w-100) and custom group 1 (every 5th of w-5..w-500; w-35, w-70 … left it).
    const mates = new Set<string>();
    for (let n = 1; n <= 100; n++) mates.add(`w-${n}`);
    for (let n = 5; n <= 500; n += 5) if (n % 35 !== 0) mates.add(`w-${n}`);
    mates.delete("w-17");
    const expected = reference.get("expert")!.filter((r) => mates.has(r.userId));
    const page = await readWorld(handle.db, "w-10", slug, "expert", { kind: "groups" }, { page: 1, size: 200 });
    expect(page.total).toBe(expected.length);
    expect(page.rows.map((r) => [r.place, r.rank, r.name])).toEqual(expected.map((r, i) => [i + 1, r.rank, r.name]));
    expect(page.me).toMatchObject({ place: expected.findIndex((r) => r.userId === "w-10") + 1, me: true });
  });

  it("rebuilds after a correction, and only then", async () => {
    const before = await refreshWorldTables(handle.db);
    expect(before.tournaments).toBe(0);
    const [game] = rowsOf<{ id: string }>(
      await handle.db.execute(
        sql`select id from games where tournament_id = ${tournamentId} and status = 'finished' order by kickoff limit 1`,
      ),
    );
    let at = performance.now();
    const lap = (what: string) => {
      console.log(`${what}: ${Math.round(performance.now() - at)} ms`);
      at = performance.now();
    };
    await setResult(handle.db, game!.id, { status: "finished", result: { home: 3, away: 3 } });
    lap("result");
    await processResultEvents(handle.db);
    lap("scoring");
    expect((await refreshWorldTables(handle.db)).tournaments).toBe(1);
    lap("world rebuild");
    await computeReference();
    lap("reference");
    const stored = rowsOf<{ userId: string; points: number; position: number }>(
      await handle.db.execute(
        sql`select user_id as "userId", points, position from world_tallies where tournament_id = ${tournamentId} and mode = 'expert' order by position`,
      ),
    );
    expect(stored).toEqual(
      reference.get("expert")!.map((r) => ({ userId: r.userId, points: r.points, position: r.position })),
    );
  }, 300_000);
});

describe("the world table's API", () => {
  it("answers a signed-in player, and refuses what it cannot answer", async () => {
    const ana = await createPlayer(handle, "ana-world@example.com", "Ana");
    const created = await ana.post("/api/groups", { tournament: slug, name: "Ana's", mode: "expert" });
    expect(created.status).toBe(201);
    await refreshWorldTables(handle.db);
    const answer = await ana.get(`/api/tournaments/${slug}/world?mode=expert&page=1`);
    expect(answer.status).toBe(200);
    const body = await json<{ total: number; me: WorldRow; rows: WorldRow[]; builtAt: string }>(answer);
    expect(body.total).toBe(PLAYERS);
    // No points yet: Ana is last of those with none, by the later sign-up.
    expect(body.me).toMatchObject({ name: "Ana", points: 0, place: PLAYERS, me: true });
    expect(body.rows).toHaveLength(50);
    expect(Date.parse(body.builtAt)).not.toBeNaN();
    await expectError(
      await ana.get(`/api/tournaments/${slug}/world?country=PL&groups=true`),
      400,
      "error.validation.invalid",
    );
    await expectError(await ana.get(`/api/tournaments/${slug}/world?country=XX`), 400, "error.validation.invalid");
    await expectError(await ana.get(`/api/tournaments/${slug}/world?mode=hard`), 400, "error.validation.invalid");
    await expectError(await ana.get(`/api/tournaments/no-such-cup/world`), 404, "error.notFound");
    const stranger = await createPlayer(handle, "stranger-world@example.com", "Stranger");
    stranger.cookies.clear();
    expect((await stranger.get(`/api/tournaments/${slug}/world`)).status).toBe(401);
  });
});

describe("a player who joined since the table was built", () => {
  it("is told they play (not that they play in no group) until the next build ranks them", async () => {
    const host = await createPlayer(handle, "host-world@example.com", "Host");
    const group = await createGroupAs(host, slug, { name: "Late joiners", mode: "expert" });
    const leo = await createPlayer(handle, "leo-world@example.com", "Leo");
    await refreshWorldTables(handle.db);
    type Answer = { me: WorldRow | null; playing: boolean };
    const world = async (mode: GameMode) =>
      json<Answer>(await leo.get(`/api/tournaments/${slug}/world?mode=${mode}&page=1`));
    // In no group yet.
    expect(await world("expert")).toMatchObject({ me: null, playing: false });
    // Joined, and the table not rebuilt yet: no row, but playing, read live.
    const joined = await leo.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode });
    expect(joined.status).toBe(200);
    expect(await world("expert")).toMatchObject({ me: null, playing: true });
    // Only the mode of the group: no simple group, so not playing simple.
    expect(await world("simple")).toMatchObject({ me: null, playing: false });
    // The next build ranks Leo.
    await refreshWorldTables(handle.db);
    expect(await world("expert")).toMatchObject({ me: { name: "Leo", me: true }, playing: true });
    // Left the group: not playing any more, at once.
    expect((await leo.post(`/api/groups/${group.groupId}/leave`, {})).status).toBe(200);
    expect((await world("expert")).playing).toBe(false);
  });
});

describe("public leagues", () => {
  it("an owner makes a group public; others find it and join without the code, until it is full", async () => {
    const owner = await createPlayer(handle, "owner-public@example.com", "Olga");
    const created = await json<{ groupId: string }>(
      await owner.post("/api/groups", { tournament: slug, name: "Open League", mode: "simple" }),
    );
    const bob = await createPlayer(handle, "bob-public@example.com", "Bob");
    // Private: neither listed nor joinable without the code.
    let list = await json<{ leagues: { groupId: string }[] }>(await bob.get(`/api/tournaments/${slug}/leagues`));
    expect(list.leagues.map((l) => l.groupId)).not.toContain(created.groupId);
    await expectError(await bob.post(`/api/groups/${created.groupId}/join`, {}), 404, "error.group.invitationInvalid");
    // A member who is not the owner cannot make it public.
    await expectError(
      await bob.post("/api/game/settings-update", { groupId: created.groupId, public: true }),
      404,
      "error.notFound",
    );
    expect((await owner.post("/api/game/settings-update", { groupId: created.groupId, public: true })).status).toBe(
      200,
    );
    list = await json(await bob.get(`/api/tournaments/${slug}/leagues`));
    expect(list.leagues).toContainEqual({
      groupId: created.groupId,
      name: "Open League",
      mode: "simple",
      members: 1,
      full: false,
      mine: false,
    });
    expect((await bob.post(`/api/groups/${created.groupId}/join`, { nickname: "Bobby" })).status).toBe(200);
    list = await json(await bob.get(`/api/tournaments/${slug}/leagues`));
    expect(list.leagues).toContainEqual(expect.objectContaining({ groupId: created.groupId, members: 2, mine: true }));
    // Filled to the free size: the next one is refused with the free limit's error.
    await handle.db.execute(sql`insert into group_users (group_id, user_id, nickname)
      select ${created.groupId}, 'w-' || n, 'W' || n from generate_series(1, ${FREE_LIMITS.membersPerGroup - 2}) n`);
    list = await json(await bob.get(`/api/tournaments/${slug}/leagues`));
    expect(list.leagues).toContainEqual(
      expect.objectContaining({ groupId: created.groupId, members: FREE_LIMITS.membersPerGroup, full: true }),
    );
    const late = await createPlayer(handle, "late-public@example.com", "Late");
    await expectError(await late.post(`/api/groups/${created.groupId}/join`, {}), 409, "error.group.full");
    // Anyone may browse, signed in or not.
    const visitor = await createPlayer(handle, "visitor-public@example.com", "Visitor");
    visitor.cookies.clear();
    expect((await visitor.get(`/api/tournaments/${slug}/leagues`)).status).toBe(200);
  });
});
