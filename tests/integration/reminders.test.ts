/**
 * Reminders before picks lock (Plus): who gets one, for which games, in which language, and
 * never twice for the same game.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { sendDueReminders } from "@/server/reminders/reminders";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { mailsTo } from "../support/mailbox";
import { expectError, createPlayer } from "../support/players";
import { buyPlus } from "../support/plus";
import { createCompetitors, createGame, createMatchday, createTournament, hoursFromNow } from "../factories/tournaments";

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
    const tournament = await createTournament(handle.db, { sport: "football", name: "Reminder Cup" });
    await createMatchday(handle.db, tournament.slug, 1, "Matchday 1");
    const [home, away] = await createCompetitors(handle.db, tournament.slug, ["Lions", "Tigers"]);
    const game = (hours: number) => createGame(handle.db, tournament.slug, { kickoff: hoursFromNow(hours), homeId: home!, awayId: away! });
    await game(3);
    const picked = await game(5);
    await game(72);
    // The group locks an hour before kickoff: a game kicking off in 24.5 h locks within the day.
    const created = await json<{ groupId: string; invitationCode: string }>(await una.post("/api/groups", { tournament: tournament.slug, name: "Zoo", mode: "expert", lockPolicy: { kind: "minutesBefore", minutes: 60 } }));
    await game(24.5);
    for (const client of [vic, wes]) expect((await client.post(`/api/groups/${created.groupId}/join`, { invitationCode: created.invitationCode })).status).toBe(200);
    expect((await una.request("PUT", `/api/groups/${created.groupId}/picks`, { picks: [{ gameId: picked, pick: { home: 1, away: 0 } }] })).status).toBe(200);

    await buyPlus(una, tournament.slug);
    await buyPlus(wes, tournament.slug);
    // Wes turned reminders off; Vic has no Plus.
    expect(await json(await wes.post("/api/settings/notifications", { emailReminders: false }))).toEqual({ emailReminders: false });
    expect(await json(await wes.get("/api/settings/notifications"))).toEqual({ emailReminders: false });
    // Una reads German, in Berlin.
    expect((await una.post("/api/auth/update-user", { locale: "de", timeZone: "Europe/Berlin" })).status).toBe(200);

    const sent = await sendDueReminders(handle.db);
    expect(sent).toMatchObject({ mails: 1, games: 2 });
    const [mail] = await reminders("una@example.com");
    // The game kicking off in 3 h and the one locking within the day; not the picked one, not the one in 3 days.
    expect(mail!.subject).toBe("2 Spiele schließen bald: deine Tipps fehlen");
    expect(mail!.text).toContain("Hallo Una,");
    expect(mail!.text).toContain("Reminder Cup: Lions – Tigers — schließt");
    expect(mail!.text.match(/Lions – Tigers/g)).toHaveLength(2);
    expect(mail!.text).toMatch(/MEZ|MESZ|GMT\+1|GMT\+2/);
    expect(mail!.text).toContain(`/de/${tournament.slug}/predictions`);
    expect(await reminders("vic@example.com")).toHaveLength(0);
    expect(await reminders("wes@example.com")).toHaveLength(0);

    // Nothing new: nothing sent again. A pick made later does not bring the game back either.
    expect(await sendDueReminders(handle.db)).toMatchObject({ mails: 0, games: 0 });
    expect(await reminders("una@example.com")).toHaveLength(1);
  });

  it("answers the preference route only to a signed-in player, with a boolean", async () => {
    await expectError(await new TestClient().post("/api/settings/notifications", { emailReminders: true }), 401, "error.auth.required");
    await expectError(await vic.post("/api/settings/notifications", { emailReminders: "yes" }), 400, "error.validation.invalid");
  });
});
