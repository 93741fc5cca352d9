/**
 * The home page's lists (issue 13, screen 2): my groups with my rank and points from the stored
 * tables, kept current after a result; the picks due soonest, each group with its own lock; and
 * "Join with a link" finding a group by its code.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DbHandle } from "@/db/client";
import { groupUsers } from "@/db/schema";
import { findInvitation } from "@/server/groups/queries";
import { listDuePicks } from "@/server/picks/due-picks";
import { listMyStandings } from "@/server/standings/my-standings";
import { TestClient, json } from "../support/client";
import { createPlayer, openCast } from "../support/players";
import { hoursFromNow, openCup } from "../factories/tournaments";
import { groupUserById } from "../factories/groups";
import { createGroupAs, type CreatedGroup as Created } from "../support/groups";

let handle: DbHandle;
let admin: TestClient;
let ada: TestClient;
let bo: TestClient;
let cy: TestClient;
const ADMIN = "home-admin@example.com";

beforeAll(async () => {
  ({ handle, admin, ada, bo, cy } = await openCast(
    { email: ADMIN, name: "Umpire" },
    { ada: ["home-ada@example.com", "Ada"], bo: ["home-bo@example.com", "Bo"], cy: ["home-cy@example.com", "Cy"] },
  ));
});
afterAll(async () => handle?.close());

async function join(client: TestClient, group: Created) {
  expect(
    (await client.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode })).status,
  ).toBe(200);
}

async function pick(client: TestClient, groupId: string, gameId: string, home: number, away: number) {
  const response = await client.request("PUT", `/api/groups/${groupId}/picks`, {
    picks: [{ gameId, pick: { home, away } }],
  });
  expect((await json<{ rejected: unknown[] }>(response)).rejected).toEqual([]);
}

/** A football tournament named `name`: matchday 1 with one game, matchday 2 with two, kicking off at the hours given. */
async function cup(name: string, kickoffs: { one: number; two: [number, number] } = { one: 24, two: [48, 49] }) {
  const tournament = await openCup(handle.db, { name, matchdays: ["Round 1", undefined] });
  const game = (matchday: number, hours: number) => tournament.game({ matchday, kickoff: hoursFromNow(hours) });
  const one = await game(1, kickoffs.one);
  const two = [await game(2, kickoffs.two[0]), await game(2, kickoffs.two[1])];
  return { slug: tournament.slug, name, one, two };
}

const idOf = async (client: TestClient) =>
  (await json<{ user: { id: string } }>(await client.get("/api/auth/get-session"))).user.id;
const userOf = async (group: Created) => (await groupUserById(handle.db, group.groupUserId))!.userId!;

describe("my groups with my rank and points", () => {
  it("lists every active group with my place, points and members, and follows a result", async () => {
    const a = await cup("Alpha Cup");
    const b = await cup("Beta Cup");
    const friends = await createGroupAs(ada, a.slug, { name: "Friends" });
    const office = await createGroupAs(ada, b.slug, { name: "Office" });
    await join(bo, friends);
    const adaId = await userOf(friends);

    expect(await listMyStandings(handle.db, adaId)).toMatchObject([
      {
        groupId: friends.groupId,
        name: "Friends",
        tournamentSlug: a.slug,
        tournamentName: "Alpha Cup",
        rank: 1,
        points: 0,
        members: 2,
      },
      {
        groupId: office.groupId,
        name: "Office",
        tournamentSlug: b.slug,
        tournamentName: "Beta Cup",
        rank: 1,
        points: 0,
        members: 1,
      },
    ]);

    await pick(ada, friends.groupId, a.one, 0, 0);
    await pick(bo, friends.groupId, a.one, 2, 1);
    expect((await admin.request("PATCH", `/api/admin/games/${a.one}`, { kickoff: hoursFromNow(-1) })).status).toBe(200);
    expect(
      (
        await admin.request("PUT", `/api/admin/games/${a.one}/result`, {
          status: "finished",
          result: { home: 2, away: 1 },
        })
      ).status,
    ).toBe(200);

    const boId = await idOf(bo);
    const mine = await listMyStandings(handle.db, adaId);
    expect(mine.find((g) => g.groupId === friends.groupId)).toMatchObject({ rank: 2, points: 0, members: 2 });
    expect((await listMyStandings(handle.db, boId)).map((g) => [g.name, g.rank, g.points])).toEqual([
      ["Friends", 1, 4],
    ]);

    // A group I left is not mine any more.
    expect((await bo.post(`/api/groups/${friends.groupId}/leave`, {})).status).toBe(200);
    expect(await listMyStandings(handle.db, boId)).toEqual([]);
    expect((await listMyStandings(handle.db, adaId)).find((g) => g.groupId === friends.groupId)).toMatchObject({
      rank: 1,
      members: 1,
    });
  });

  it("does not count a deleted player's row among the members (it stays in the table as a former player)", async () => {
    const a = await cup("Delta Cup");
    const club = await createGroupAs(ada, a.slug, { name: "Club" });
    await join(bo, club);
    await join(cy, club);
    const adaId = await userOf(club);
    expect((await listMyStandings(handle.db, adaId)).find((g) => g.groupId === club.groupId)).toMatchObject({
      members: 3,
    });
    // What deleting an account leaves of its membership (decision 0090).
    await handle.db
      .update(groupUsers)
      .set({ userId: null })
      .where(and(eq(groupUsers.groupId, club.groupId), eq(groupUsers.userId, await idOf(cy))));
    expect((await listMyStandings(handle.db, adaId)).find((g) => g.groupId === club.groupId)).toMatchObject({
      members: 2,
    });
  });
});

describe("the picks due soonest", () => {
  it("lists each open matchday of my groups by its first lock, with my picks counted, each group with its own lock", async () => {
    // Matchday 1 kicks off in 30 minutes: open at kickoff, already locked for a group locking an hour before.
    const c = await cup("Gamma Cup", { one: 0.5, two: [48, 49] });
    const atKickoff = await createGroupAs(cy, c.slug, { name: "Kickoff" });
    await createGroupAs(cy, c.slug, { name: "Early", lockPolicy: { kind: "minutesBefore", minutes: 60 } });
    const cyId = await userOf(atKickoff);
    await pick(cy, atKickoff.groupId, c.two[0]!, 1, 0);

    const due = await listDuePicks(handle.db, cyId, 10);
    expect(due.map((d) => [d.groupName, d.matchday, d.matchdayName, d.open, d.picked])).toEqual([
      ["Kickoff", 1, "Round 1", 1, 0],
      ["Early", 2, null, 2, 0],
      ["Kickoff", 2, null, 2, 1],
    ]);
    expect(due[0]).toMatchObject({ groupId: atKickoff.groupId, tournamentSlug: c.slug, tournamentName: "Gamma Cup" });
    expect(due[0]!.locksAt.getTime()).toBeGreaterThan(Date.now());
    expect(due[0]!.locksAt.getTime()).toBeLessThan(due[1]!.locksAt.getTime());
    expect(await listDuePicks(handle.db, cyId, 1)).toHaveLength(1);

    // A matchday I have picked completely is not due: "Kickoff" matchday 2 leaves the list once its
    // second game is picked, while "Early" (no picks) still lists it.
    await pick(cy, atKickoff.groupId, c.two[1]!, 2, 2);
    expect((await listDuePicks(handle.db, cyId, 10)).map((d) => [d.groupName, d.matchday, d.open, d.picked])).toEqual([
      ["Kickoff", 1, 1, 0],
      ["Early", 2, 2, 0],
    ]);
    // Its lock is that of the first game still without a pick: "Early" picks the first game of
    // matchday 2, and the due time moves to the second game's lock.
    const early = (await listDuePicks(handle.db, cyId, 10)).find((d) => d.groupName === "Early")!;
    await pick(cy, early.groupId, c.two[0]!, 1, 1);
    const later = (await listDuePicks(handle.db, cyId, 10)).find((d) => d.groupName === "Early")!;
    expect([later.open, later.picked]).toEqual([2, 1]);
    // (the games were created an instant apart, an hour apart in kickoff)
    expect(later.locksAt.getTime() - early.locksAt.getTime()).toBeCloseTo(60 * 60 * 1000, -3);

    // Once it kicks off, matchday 1 is due nowhere.
    expect((await admin.request("PATCH", `/api/admin/games/${c.one}`, { kickoff: hoursFromNow(-0.1) })).status).toBe(
      200,
    );
    expect((await listDuePicks(handle.db, cyId, 10)).map((d) => [d.groupName, d.matchday])).toEqual([["Early", 2]]);
  });

  it("is empty for a player without groups", async () => {
    const loner = await createPlayer(handle, "home-loner@example.com", "Lone");
    expect(await listDuePicks(handle.db, await idOf(loner), 10)).toEqual([]);
    expect(await listMyStandings(handle.db, await idOf(loner))).toEqual([]);
  });
});

describe("join with a link: a code alone", () => {
  it("finds the group and tournament of a code, and nothing for an unknown one", async () => {
    const d = await cup("Delta Cup");
    const group = await createGroupAs(ada, d.slug, { name: "Codes" });
    expect(await findInvitation(handle.db, group.invitationCode)).toEqual({
      groupId: group.groupId,
      tournamentSlug: d.slug,
    });
    expect(await findInvitation(handle.db, "not-a-code-123")).toBeNull();
  });
});
