/**
 * Reminders before picks lock (src/lib/reminders.ts): a free player once per matchday, a Plus
 * player per game at the lead time they chose; for which games, in which language, never twice.
 * The clock is an input: each run stands at a boundary.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { sendDueReminders } from "@/server/reminders/reminders";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { mailsTo } from "../support/mailbox";
import { expectError, createPlayer } from "../support/players";
import { buyPlus } from "../support/plus";
import { createRace, hoursFromNow, openCup } from "../factories/tournaments";

let handle: DbHandle;
let una: TestClient;
let vic: TestClient;
let wes: TestClient;

beforeAll(async () => {
  handle = await createTestDb();
  una = await createPlayer(handle, "una@example.com", "Una");
  vic = await createPlayer(handle, "vic@example.com", "Vic");
  wes = await createPlayer(handle, "wes@example.com", "Wes");
});
afterAll(async () => handle?.close());

const reminders = async (email: string) => (await mailsTo(handle, email)).filter((m) => m.kind === "reminder");

describe("reminders before picks lock", () => {
  it("mails a Plus player once about the games that lock within a day and miss their pick, in their language", async () => {
    const tournament = await openCup(handle.db, { name: "Reminder Cup", teams: ["Lions", "Tigers"] });
    const game = (hours: number) => tournament.game({ kickoff: hoursFromNow(hours) });
    await game(3);
    const picked = await game(5);
    await game(72);
    // The group locks an hour before kickoff: a game kicking off in 24.5 h locks within the day.
    const created = await json<{ groupId: string; invitationCode: string }>(
      await una.post("/api/groups", {
        tournament: tournament.slug,
        name: "Zoo",
        mode: "expert",
        lockPolicy: { kind: "minutesBefore", minutes: 60 },
      }),
    );
    await game(24.5);
    for (const client of [vic, wes])
      expect(
        (await client.post(`/api/groups/${created.groupId}/join`, { invitationCode: created.invitationCode })).status,
      ).toBe(200);
    expect(
      (
        await una.request("PUT", `/api/groups/${created.groupId}/picks`, {
          picks: [{ gameId: picked, pick: { home: 1, away: 0 } }],
        })
      ).status,
    ).toBe(200);

    await buyPlus(una, tournament.slug);
    await buyPlus(wes, tournament.slug);
    // Wes turned reminders off; Vic has no Plus.
    expect(await json(await wes.post("/api/settings/notifications", { emailReminders: false }))).toEqual({
      emailReminders: false,
      leadHours: 24,
    });
    expect(await json(await wes.get("/api/settings/notifications"))).toEqual({ emailReminders: false, leadHours: 24 });
    // Una reads German, in Berlin.
    expect((await una.post("/api/auth/update-user", { locale: "de", timeZone: "Europe/Berlin" })).status).toBe(200);

    const sent = await sendDueReminders(handle.db);
    // Una's two games (Plus), and Vic's whole matchday (free): one mail each.
    expect(sent).toMatchObject({ mails: 2, games: 6 });
    const [mail] = await reminders("una@example.com");
    // The game kicking off in 3 h and the one locking within the day; not the picked one, not the one in 3 days.
    expect(mail!.subject).toBe("2 Spiele schließen bald: deine Tipps fehlen");
    expect(mail!.text).toContain("Hallo Una,");
    expect(mail!.text).toContain("Reminder Cup: Lions – Tigers — schließt");
    expect(mail!.text.match(/Lions – Tigers/g)).toHaveLength(2);
    expect(mail!.text).toMatch(/MEZ|MESZ|GMT\+1|GMT\+2/);
    expect(mail!.text).toContain(`/de/${tournament.slug}/predictions`);
    const [vicMail] = await reminders("vic@example.com");
    expect(vicMail!.text.match(/Lions – Tigers/g)).toHaveLength(4);
    // A free player gets the matchday's reminder too: the footer says why, not "with Plus".
    expect(vicMail!.text).not.toContain("Plus");
    expect(vicMail!.text).toContain("because they are on in your account settings");
    expect(await reminders("wes@example.com")).toHaveLength(0);

    // Nothing new: nothing sent again. A pick made later does not bring the game back either.
    expect(await sendDueReminders(handle.db)).toMatchObject({ mails: 0, games: 0 });
    expect(await reminders("una@example.com")).toHaveLength(1);
    expect(await reminders("vic@example.com")).toHaveLength(1);
  });

  it("reminds a free player once per matchday and a Plus player per game at the chosen lead time, at the boundaries", async () => {
    const xia = await createPlayer(handle, "xia@example.com", "Xia");
    const yan = await createPlayer(handle, "yan@example.com", "Yan");
    const tournament = await openCup(handle.db, {
      name: "Clock Cup",
      matchdays: ["Matchday 1", "Matchday 2"],
      teams: ["Owls", "Bats", "Crows"],
    });
    const [owls, bats, crows] = tournament.teamIds;
    const start = Math.ceil((Date.now() + 30 * 86_400_000) / 3_600_000) * 3_600_000;
    const hour = 3_600_000;
    const a = new Date(start + 10 * hour);
    const b = new Date(start + 20 * hour);
    const c = new Date(start + 100 * hour);
    await tournament.game({
      matchday: 1,
      kickoff: a.toISOString(),
      homeId: owls!,
      awayId: bats!,
    });
    await tournament.game({
      matchday: 1,
      kickoff: b.toISOString(),
      homeId: owls!,
      awayId: crows!,
    });
    await tournament.game({
      matchday: 2,
      kickoff: c.toISOString(),
      homeId: bats!,
      awayId: crows!,
    });
    const group = await json<{ groupId: string; invitationCode: string }>(
      await xia.post("/api/groups", {
        tournament: tournament.slug,
        name: "Nest",
        mode: "expert",
        lockPolicy: { kind: "kickoff" },
      }),
    );
    expect((await yan.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode })).status).toBe(
      200,
    );

    // Only Plus chooses the lead time; the choice is one of 1, 3 or 24 hours.
    await expectError(await yan.post("/api/settings/notifications", { leadHours: 3 }), 403, "error.plus.reminderLead");
    await buyPlus(yan, tournament.slug);
    await expectError(await yan.post("/api/settings/notifications", { leadHours: 2 }), 400, "error.validation.invalid");
    await expectError(await yan.post("/api/settings/notifications", {}), 400, "error.validation.invalid");
    expect(await json(await yan.post("/api/settings/notifications", { leadHours: 3 }))).toEqual({
      emailReminders: true,
      leadHours: 3,
    });

    const run = (at: number) => sendDueReminders(handle.db, { at: new Date(at) });
    const before = (d: Date, hours: number) => d.getTime() - hours * hour;

    // Just before a day ahead of the matchday's first open game: nothing. At it: Xia's one mail for the whole matchday.
    expect(await run(before(a, 24) - 1000)).toMatchObject({ mails: 0 });
    expect(await run(before(a, 24))).toMatchObject({ mails: 1, games: 2 });
    const [xiaMail] = await reminders("xia@example.com");
    expect(xiaMail!.text).toContain("Owls – Bats");
    expect(xiaMail!.text).toContain("Owls – Crows");
    expect(xiaMail!.text).not.toContain("Bats – Crows");
    expect(await reminders("yan@example.com")).toHaveLength(0);

    // Yan's three hours: not a second before, then the game that locks in three hours only.
    expect(await run(before(a, 3) - 1000)).toMatchObject({ mails: 0 });
    expect(await run(before(a, 3))).toMatchObject({ mails: 1, games: 1 });
    const [yanFirst] = await reminders("yan@example.com");
    expect(yanFirst!.text).toContain("Owls – Bats");
    expect(yanFirst!.text).not.toContain("Owls – Crows");

    // After the first lock, the matchday's second game: Yan's reminder, no second mail for Xia.
    expect(await run(a.getTime() + 1000)).toMatchObject({ mails: 0 });
    expect(await run(before(b, 3))).toMatchObject({ mails: 1, games: 1 });
    expect((await reminders("yan@example.com")).map((m) => m.text.includes("Owls – Crows"))).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(await run(before(b, 1))).toMatchObject({ mails: 0 });
    expect(await reminders("xia@example.com")).toHaveLength(1);

    // The next matchday is a new one for Xia.
    expect(await run(before(c, 24))).toMatchObject({ mails: 1, games: 1 });
    const xiaMails = await reminders("xia@example.com");
    expect(xiaMails).toHaveLength(2);
    expect(xiaMails.filter((m) => m.text.includes("Bats – Crows") && !m.text.includes("Owls"))).toHaveLength(1);
  });

  it("reminds as early as a lock can come: a day before a game its group locks a day early, and a free matchday's late games with its first", async () => {
    const zed = await createPlayer(handle, "zed@example.com", "Zed");
    const abe = await createPlayer(handle, "abe@example.com", "Abe");
    const tournament = await openCup(handle.db, {
      name: "Horizon Cup",
      matchdays: ["Matchday 1"],
      teams: ["Elks", "Moose", "Deer"],
    });
    const [elks, moose, deer] = tournament.teamIds;
    const hour = 3_600_000;
    // Past every game of the other tests: theirs have all locked by then.
    const start = Math.ceil((Date.now() + 60 * 86_400_000) / hour) * hour;
    const early = new Date(start + 10 * hour);
    // Its own lock is five days after the matchday's first.
    const late = new Date(start + 130 * hour);
    await tournament.game({ matchday: 1, kickoff: early.toISOString(), homeId: elks!, awayId: moose! });
    await tournament.game({ matchday: 1, kickoff: late.toISOString(), homeId: moose!, awayId: deer! });
    const group = async (player: TestClient, name: string, lockPolicy: object) =>
      expect(
        (await player.post("/api/groups", { tournament: tournament.slug, name, mode: "expert", lockPolicy })).status,
      ).toBe(201);
    await group(zed, "A day early", { kind: "minutesBefore", minutes: 24 * 60 });
    await group(abe, "On time", { kind: "kickoff" });
    await buyPlus(zed, tournament.slug);
    const run = (at: number) => sendDueReminders(handle.db, { at: new Date(at) });

    // Zed (Plus, 24 h) in a group that locks a day before kickoff: due two days before the first kickoff, not a second earlier.
    expect(await run(early.getTime() - 48 * hour - 1000)).toMatchObject({ mails: 0 });
    expect(await run(early.getTime() - 48 * hour)).toMatchObject({ mails: 1, games: 1 });
    const [zedMail] = await reminders("zed@example.com");
    expect(zedMail!.text).toContain("Elks – Moose");
    expect(zedMail!.text).not.toContain("Moose – Deer");

    // Abe (free, locks at kickoff): a day before the matchday's first lock, the whole matchday, the game five days later too.
    expect(await run(early.getTime() - 24 * hour - 1000)).toMatchObject({ mails: 0 });
    expect(await run(early.getTime() - 24 * hour)).toMatchObject({ mails: 1, games: 2 });
    const [abeMail] = await reminders("abe@example.com");
    expect(abeMail!.text).toContain("Elks – Moose");
    expect(abeMail!.text).toContain("Moose – Deer");

    // Zed's later game, two days before its own day-early lock.
    expect(await run(late.getTime() - 48 * hour)).toMatchObject({ mails: 1, games: 1 });
    expect((await reminders("zed@example.com")).filter((m) => m.text.includes("Moose – Deer"))).toHaveLength(1);
  });

  it("goes through the players in batches: each is reminded once, of all their groups' games, whatever the batch", async () => {
    const players = await Promise.all(
      ["ana", "ben", "cat"].map((name) => createPlayer(handle, `${name}@example.com`, name.toUpperCase())),
    );
    const tournament = await openCup(handle.db, {
      name: "Batch Cup",
      matchdays: ["Matchday 1"],
      teams: ["Ants", "Bees"],
    });
    const hour = 3_600_000;
    const kickoff = new Date(Math.ceil((Date.now() + 90 * 86_400_000) / hour) * hour);
    await tournament.game({
      matchday: 1,
      kickoff: kickoff.toISOString(),
      homeId: tournament.teamIds[0]!,
      awayId: tournament.teamIds[1]!,
    });
    // Ana and Ben share a group; Ben and Cat another, which locks an hour earlier.
    const groupOf = async (owner: TestClient, lockPolicy: object, member: TestClient) => {
      const group = await json<{ groupId: string; invitationCode: string }>(
        await owner.post("/api/groups", { tournament: tournament.slug, name: "Hive", mode: "expert", lockPolicy }),
      );
      expect(
        (await member.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode })).status,
      ).toBe(200);
      return group.groupId;
    };
    await groupOf(players[0]!, { kind: "kickoff" }, players[1]!);
    await groupOf(players[2]!, { kind: "minutesBefore", minutes: 60 }, players[1]!);

    // One player a batch: a transaction each, one mail each, Ben's game once though two of his groups miss it.
    const at = new Date(kickoff.getTime() - 24 * hour);
    expect(await sendDueReminders(handle.db, { at, batchPlayers: 1 })).toMatchObject({ mails: 3, games: 3 });
    expect(await sendDueReminders(handle.db, { at: new Date(at.getTime() - hour), batchPlayers: 1 })).toMatchObject({
      mails: 0,
    });
    const [benMail] = await reminders("ben@example.com");
    expect(benMail!.text.match(/Ants – Bees/g)).toHaveLength(1);
    expect(await reminders("ana@example.com")).toHaveLength(1);
    expect(await reminders("cat@example.com")).toHaveLength(1);
    // Nothing is sent twice, in batches of two either.
    expect(await sendDueReminders(handle.db, { at, batchPlayers: 2 })).toMatchObject({ mails: 0, games: 0 });
  });

  it("names a race by its Grand Prix and stage, not by its stage alone", async () => {
    const rae = await createPlayer(handle, "rae.race@example.com", "Rae");
    const race = await createRace(handle.db, { kickoffHours: 5 });
    const created = await json<{ groupId: string }>(
      await rae.post("/api/groups", { tournament: race.slug, name: "Grid", mode: "simple" }),
    );
    expect(created.groupId).toBeTruthy();
    await sendDueReminders(handle.db);
    const [mail] = await reminders("rae.race@example.com");
    expect(mail!.text).toMatch(/: Testland Grand Prix: Race — locks /);
  });

  it("answers the preference route only to a signed-in player, with a boolean", async () => {
    await expectError(
      await new TestClient().post("/api/settings/notifications", { emailReminders: true }),
      401,
      "error.auth.required",
    );
    await expectError(
      await vic.post("/api/settings/notifications", { emailReminders: "yes" }),
      400,
      "error.validation.invalid",
    );
  });
});
