/**
 * A large group's table read a page at a time (issue 11, decision 0034): the API's pages and
 * their total, ties sharing a rank across page boundaries, my own row and neighbourhood on the
 * group page when I am far down the table (page 40), and members only. The group has 1,250
 * members; their picks are written in bulk and scored by the real result path.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { processResultEvents } from "@/server/scoring/process-results";
import { getGroupTables, type OverallRow, type StandingRow } from "@/server/standings/queries";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { expectError, signedInPlayer } from "../support/players";
import {
  createCompetitors,
  createGame,
  createMatchday,
  createTournament,
  hoursFromNow,
  setResult,
} from "../factories/tournaments";

const MEMBERS = 1_250;
/** The first 1,100 members to join pick the exact result (4 points), the rest a wrong one. */
const EXACT = 1_100;
/** I joined 1,180th, so I am 1,180th: page 40 of 30 rows (places 1,171 to 1,200). */
const MY_PLACE = 1_180;

let handle: DbHandle;
let me: TestClient;
let stranger: TestClient;
let myUserId: string;
let groupId: string;
let myMemberId: string;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  handle = await createTestDb();
  me = await signedInPlayer(handle, "deep@example.com", "Deep");
  stranger = await signedInPlayer(handle, "stranger@example.com", "Stranger");
  myUserId = (await json<{ user: { id: string } }>(await me.get("/api/auth/get-session"))).user.id;
  const tournament = await createTournament(handle.db, { sport: "football" });
  const created = await me.post("/api/groups", { tournament: tournament.slug, name: "Big League", mode: "expert" });
  expect(created.status).toBe(201);
  ({ groupId, groupUserId: myMemberId } = await json<{ groupId: string; groupUserId: string }>(created));
  await createMatchday(handle.db, tournament.slug, 1, "Round 1");
  const [homeId, awayId] = await createCompetitors(handle.db, tournament.slug, ["North", "South"]);
  const gameId = await createGame(handle.db, tournament.slug, {
    matchday: 1,
    kickoff: hoursFromNow(-2),
    homeId: homeId!,
    awayId: awayId!,
  });
  // Picks written in bulk (past the lock, as if saved before it); the others joined one second apart (member n at n seconds); I joined as the 1,180th.
  const db = handle.db;
  await db.execute(
    sql`update group_users set joined_at = now() - interval '1 day' + ${MY_PLACE} * interval '1 second' where id = ${myMemberId}`,
  );
  await db.execute(
    sql`insert into "user" (id, name, email) select 'big-' || n, 'Big ' || n, 'big-' || n || '@example.com' from generate_series(1, ${MEMBERS}) n where n <> ${MY_PLACE}`,
  );
  await db.execute(sql`insert into group_users (group_id, user_id, nickname, role, joined_at)
    select ${groupId}, 'big-' || n, 'Big ' || n, 'member', now() - interval '1 day' + n * interval '1 second' from generate_series(1, ${MEMBERS}) n where n <> ${MY_PLACE}`);
  await db.execute(sql`insert into picks (group_user_id, game_id, pick)
    select gu.id, ${gameId}, case when gu.user_id like 'big-%' and substr(gu.user_id, 5)::int <= ${EXACT} then '{"home":2,"away":1}'::jsonb else '{"home":0,"away":3}'::jsonb end
    from group_users gu where gu.group_id = ${groupId}`);
  await setResult(db, gameId, { status: "finished", result: { home: 2, away: 1 } });
  await processResultEvents(db);
}, 120_000);
afterAll(async () => handle?.close());

async function apiPage(client: TestClient, query: string): Promise<{ rows: StandingRow[]; total: string | null }> {
  const response = await client.get(`/api/groups/${groupId}/standings${query}`);
  expect(response.status).toBe(200);
  return { rows: await json<StandingRow[]>(response), total: response.headers.get("x-total-count") };
}

describe("a large group's table, a page at a time", () => {
  it("answers pages of the API in the order of the table, with its total; ties share a rank across pages", async () => {
    const first = await apiPage(me, "?page=1&size=50");
    expect(first.total).toBe(String(MEMBERS));
    expect(first.rows).toHaveLength(50);
    expect(first.rows.map((r) => r.rank)).toEqual(Array(50).fill(1));
    expect(first.rows.map((r) => r.nickname).slice(0, 3)).toEqual(["Big 1", "Big 2", "Big 3"]);
    expect(first.rows[0]).toEqual({
      rank: 1,
      groupUserId: expect.any(String),
      nickname: "Big 1",
      points: 4,
      exact: 1,
      outcome: 1,
      played: 1,
    });

    // Places 1,081 to 1,110: the last exact pickers share rank 1, then everybody else shares 1,101.
    const boundary = await apiPage(me, "?page=37&size=30");
    expect(boundary.rows.map((r) => [r.rank, r.points])).toEqual([
      ...Array(20).fill([1, 4]),
      ...Array(10).fill([EXACT + 1, 0]),
    ]);

    const last = await apiPage(me, "?page=25&size=50");
    expect(last.rows).toHaveLength(50);
    expect(last.rows.at(-1)!.nickname).toBe(`Big ${MEMBERS}`);
    expect((await apiPage(me, "?page=26&size=50")).rows).toEqual([]);

    // Without paging: the whole table, each member once.
    const whole = await apiPage(me, "");
    expect(whole.rows).toHaveLength(MEMBERS);
    expect(new Set(whole.rows.map((r) => r.groupUserId)).size).toBe(MEMBERS);
    expect(whole.rows.findIndex((r) => r.groupUserId === myMemberId)).toBe(MY_PLACE - 1);
  });

  it("shows my row and my neighbourhood on the first page when I am on page 40, and only my page there", async () => {
    const top = await getGroupTables(handle.db, myUserId, groupId);
    expect(top.place).toBe(MY_PLACE);
    expect(top.table).toMatchObject({ page: 1, pages: Math.ceil(MEMBERS / 30), total: MEMBERS });
    expect(top.table.rows).toHaveLength(30);
    expect(top.table.rows.some((r) => r.groupUserId === myMemberId)).toBe(false);
    // Two above me, me, two below: all with the rank of the players who scored nothing.
    expect(top.table.around.map((r) => r.nickname)).toEqual(["Big 1178", "Big 1179", "Deep", "Big 1181", "Big 1182"]);
    expect(top.table.around.map((r) => r.rank)).toEqual(Array(5).fill(EXACT + 1));
    expect((top.table.around as OverallRow[]).every((r) => r.movement === null)).toBe(true);

    const mine = await getGroupTables(handle.db, myUserId, groupId, { page: 40 });
    expect(mine.table.page).toBe(40);
    expect(mine.table.rows.map((r) => r.nickname)[9]).toBe("Deep");
    expect(mine.table.rows[0]!.nickname).toBe("Big 1171");
    expect(mine.table.around).toEqual([]);

    // A page past the end shows the last one.
    const beyond = await getGroupTables(handle.db, myUserId, groupId, { page: 500 });
    expect(beyond.table.page).toBe(42);
    expect(beyond.table.rows.at(-1)!.nickname).toBe(`Big ${MEMBERS}`);
  });

  it("names the matchday's winners from the top of the table, all of them counted", async () => {
    const { matchdays } = await getGroupTables(handle.db, myUserId, groupId);
    expect(matchdays).toHaveLength(1);
    expect(matchdays[0]).toMatchObject({ matchday: 1, complete: true, best: 4, winnerCount: EXACT });
    expect(matchdays[0]!.winners.map((w) => w.nickname).slice(0, 3)).toEqual(["Big 1", "Big 2", "Big 3"]);
    expect(matchdays[0]!.winners).toHaveLength(20);
  });

  it("refuses non-members as if the group did not exist, and the signed-out", async () => {
    await expectError(await stranger.get(`/api/groups/${groupId}/standings?page=1`), 404, "error.notFound");
    await expectError(await stranger.get(`/api/groups/${groupId}/standings`), 404, "error.notFound");
    const strangerId = (await json<{ user: { id: string } }>(await stranger.get("/api/auth/get-session"))).user.id;
    await expect(getGroupTables(handle.db, strangerId, groupId)).rejects.toMatchObject({
      code: "error.notFound",
      status: 404,
    });
    await expectError(
      await new TestClient().get(`/api/groups/${groupId}/standings?page=1`),
      401,
      "error.auth.required",
    );
  });

  it("moves everybody below a member who leaves up by one place", async () => {
    const [leaver] = rowsOf<{ id: string }>(
      await handle.db.execute(sql`select id from group_users where user_id = 'big-5'`),
    );
    await handle.db.execute(sql`update group_users set left_at = now() where id = ${leaver!.id}`);
    const after = await apiPage(me, "?page=1&size=10");
    expect(after.total).toBe(String(MEMBERS - 1));
    expect(after.rows.map((r) => r.nickname).slice(3, 5)).toEqual(["Big 4", "Big 6"]);
    expect((await getGroupTables(handle.db, myUserId, groupId)).place).toBe(MY_PLACE - 1);
  });
});
