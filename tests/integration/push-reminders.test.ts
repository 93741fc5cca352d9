/**
 * Push reminders (decision 0051): a player turns them on per device, lists and removes them; the
 * reminders job sends the same reminder it mails to each device, encrypted for it, and a device the
 * push service says is gone is removed. The push service and the browser are a local peer
 * (tests/support/push-service.ts) that checks VAPID and decrypts (RFC 8291) on its own. A group
 * continued into the next season tells its members on their devices too (decision 0061).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { sendDueReminders } from "@/server/reminders/reminders";
import { resetVapidKeysForTests } from "@/server/secrets";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { mailsTo } from "../support/mailbox";
import { createPlayer, expectError } from "../support/players";
import { buyPlus } from "../support/plus";
import { LocalPushService, type PushSubscriptionJson } from "../support/push-service";
import { createCompetitors, createGame, createMatchday, createTournament } from "../factories/tournaments";

let handle: DbHandle;
let peer: LocalPushService;
let dataDir: string;
let publicKey: string;
const saved = { origins: process.env.PUSH_SERVICE_ORIGINS, dataDir: process.env.DATA_DIR };

interface Devices {
  publicKey: string | null;
  devices: { id: string; endpoint: string; userAgent: string | null; createdAt: string; lastSentAt: string | null }[];
}

beforeAll(async () => {
  handle = await createTestDb();
  peer = new LocalPushService();
  process.env.PUSH_SERVICE_ORIGINS = await peer.start();
  dataDir = mkdtempSync(path.join(tmpdir(), "callit-push-"));
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  resetVapidKeysForTests();
});
afterAll(async () => {
  await peer?.stop();
  process.env.PUSH_SERVICE_ORIGINS = saved.origins;
  process.env.DATA_DIR = saved.dataDir;
  resetEnvForTests();
  resetVapidKeysForTests();
  rmSync(dataDir, { recursive: true, force: true });
  await handle?.close();
});

const CHROME = { "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36" };

async function turnOn(client: TestClient, headers: Record<string, string> = CHROME): Promise<PushSubscriptionJson> {
  const subscription = peer.subscribe(publicKey);
  const answer = await client.post("/api/settings/push", subscription, headers);
  expect(answer.status).toBe(200);
  return subscription;
}

describe("turning push reminders on per device", () => {
  it("gives the VAPID key generated once, and stores, lists and removes a player's devices", async () => {
    const ada = await createPlayer(handle, "ada@example.com", "Ada");
    const bo = await createPlayer(handle, "bo@example.com", "Bo");
    const first = await json<Devices>(await ada.get("/api/settings/push"));
    expect(first).toEqual({ publicKey: expect.stringMatching(/^B[\w-]{86}$/), devices: [] });
    publicKey = first.publicKey!;
    // Generated into DATA_DIR once, and the same after a restart.
    expect(JSON.parse(readFileSync(path.join(dataDir, "vapid-keys.json"), "utf8")).publicKey).toBe(publicKey);
    resetVapidKeysForTests();
    expect((await json<Devices>(await bo.get("/api/settings/push"))).publicKey).toBe(publicKey);

    const phone = await turnOn(ada);
    const laptop = await turnOn(ada, { "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko Firefox/133.0" });
    // The same browser again (new keys): still one device.
    const again = { ...peer.subscribe(publicKey), endpoint: phone.endpoint };
    expect((await ada.post("/api/settings/push", again, CHROME)).status).toBe(200);
    const listed = await json<Devices>(await ada.get("/api/settings/push"));
    expect(listed.devices.map((d) => d.endpoint)).toEqual([laptop.endpoint, phone.endpoint]);
    expect(listed.devices[1]).toMatchObject({ userAgent: CHROME["user-agent"], lastSentAt: null });
    expect((await json<Devices>(await bo.get("/api/settings/push"))).devices).toEqual([]);

    // Somebody else's device is not theirs to remove; one's own goes, once.
    const laptopId = listed.devices[0]!.id;
    await expectError(await bo.request("DELETE", `/api/settings/push/${laptopId}`, {}), 404, "error.notFound");
    expect(await json(await ada.request("DELETE", `/api/settings/push/${laptopId}`, {}))).toEqual({ removed: true });
    await expectError(await ada.request("DELETE", `/api/settings/push/${laptopId}`, {}), 404, "error.notFound");
    await expectError(await ada.request("DELETE", "/api/settings/push/not-a-uuid", {}), 404, "error.notFound");
    expect((await json<Devices>(await ada.get("/api/settings/push"))).devices.map((d) => d.endpoint)).toEqual([
      phone.endpoint,
    ]);
  });

  it("refuses addresses off the push services, keys that are no key, an eleventh device and strangers", async () => {
    const cy = await createPlayer(handle, "cy@example.com", "Cy");
    const good = peer.subscribe(publicKey);
    const refused = await expectError(
      await cy.post("/api/settings/push", { ...good, endpoint: "http://169.254.169.254/latest/meta-data" }),
      400,
      "error.push.endpoint",
    );
    expect(refused.message).toBe("Push notifications through this service are not supported.");
    await expectError(
      await cy.post("/api/settings/push", { ...good, endpoint: good.endpoint.replace("127.0.0.1", "localhost") }),
      400,
      "error.push.endpoint",
    );
    const notAPoint = Buffer.alloc(65, 7);
    notAPoint[0] = 4;
    await expectError(
      await cy.post("/api/settings/push", { ...good, keys: { ...good.keys, p256dh: notAPoint.toString("base64url") } }),
      400,
      "error.validation.invalid",
    );
    await expectError(
      await cy.post("/api/settings/push", { ...good, keys: { ...good.keys, auth: "short" } }),
      400,
      "error.validation.invalid",
    );
    await expectError(await new TestClient().post("/api/settings/push", good), 401, "error.auth.required");
    await expectError(await new TestClient().get("/api/settings/push"), 401, "error.auth.required");

    for (let i = 0; i < 10; i++) await turnOn(cy);
    const tooMany = await expectError(
      await cy.post("/api/settings/push", peer.subscribe(publicKey), { "accept-language": "de" }),
      409,
      "error.push.tooMany",
    );
    expect(tooMany.message).toBe(
      "Push-Erinnerungen sind schon auf der größtmöglichen Zahl an Geräten an (10): entferne zuerst eines.",
    );
    // One of the ten again is no new device.
    const [oneOfThem] = (await json<Devices>(await cy.get("/api/settings/push"))).devices;
    expect(
      (await cy.post("/api/settings/push", { ...peer.subscribe(publicKey), endpoint: oneOfThem!.endpoint })).status,
    ).toBe(200);
  });
});

describe("push reminders", () => {
  it("sends each device the reminder it mails, in the player's language, opening the pick sheet, never twice", async () => {
    const una = await createPlayer(handle, "una@example.com", "Una");
    const vic = await createPlayer(handle, "vic@example.com", "Vic");
    const wes = await createPlayer(handle, "wes@example.com", "Wes");
    const tournament = await createTournament(handle.db, { sport: "football", name: "Push Cup" });
    await createMatchday(handle.db, tournament.slug, 1, "Matchday 1");
    const [home, away] = await createCompetitors(handle.db, tournament.slug, ["Lions", "Tigers"]);
    const kickoff = new Date(Date.now() + 5 * 3_600_000);
    const game = await createGame(handle.db, tournament.slug, {
      kickoff: kickoff.toISOString(),
      homeId: home!,
      awayId: away!,
    });
    await createGame(handle.db, tournament.slug, {
      kickoff: new Date(kickoff.getTime() + 3_600_000).toISOString(),
      homeId: away!,
      awayId: home!,
    });
    const group = await json<{ groupId: string; invitationCode: string }>(
      await una.post("/api/groups", {
        tournament: tournament.slug,
        name: "Den",
        mode: "expert",
        lockPolicy: { kind: "kickoff" },
      }),
    );
    for (const client of [vic, wes])
      expect(
        (await client.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode })).status,
      ).toBe(200);
    await buyPlus(una, tournament.slug);
    // Una reads German and turned mails off: push only, on two devices. Vic (free): mail and push.
    expect((await una.post("/api/auth/update-user", { locale: "de" })).status).toBe(200);
    expect((await una.post("/api/settings/notifications", { emailReminders: false })).status).toBe(200);
    const unaPhone = await turnOn(una);
    const unaLaptop = await turnOn(una);
    const vicPhone = await turnOn(vic);
    const wesPhone = await turnOn(wes);
    expect(
      (
        await wes.request("PUT", `/api/groups/${group.groupId}/picks`, {
          picks: [{ gameId: game, pick: { home: 1, away: 1 } }],
        })
      ).status,
    ).toBe(200);

    const sent = await sendDueReminders(handle.db);
    // Mails to Vic and Wes (theirs are on), pushes to the four devices.
    expect(sent).toMatchObject({ mails: 2, pushes: 4 });
    expect(peer.refused).toEqual([]);
    const [toPhone] = peer.messagesTo(unaPhone.endpoint);
    expect(toPhone!.payload).toEqual({
      title: "2 Spiele schließen bald: deine Tipps fehlen",
      body: "Push Cup: Lions – Tigers\nPush Cup: Tigers – Lions",
      url: `http://localhost:3000/de/${tournament.slug}/${group.groupId}/picks?matchday=1`,
      tag: "callit-reminder",
      lang: "de",
    });
    expect(peer.messagesTo(unaLaptop.endpoint).map((m) => m.payload)).toEqual([toPhone!.payload]);
    // Kept by the push service until the game locks, no longer; signed for its origin.
    expect(toPhone!.ttl).toBeGreaterThan(4.9 * 3600);
    expect(toPhone!.ttl).toBeLessThanOrEqual(5 * 3600);
    expect(toPhone!.urgency).toBe("high");
    expect(toPhone!.claims).toMatchObject({ aud: peer.origin, sub: "mailto:no-reply@callit.local" });
    expect((await mailsTo(handle, "una@example.com")).filter((m) => m.kind === "reminder")).toHaveLength(0);

    // Vic (free) gets his matchday's reminder on both channels, in English.
    expect(peer.messagesTo(vicPhone.endpoint).map((m) => m.payload.title)).toEqual([
      "2 games lock soon: your picks are missing",
    ]);
    expect((await mailsTo(handle, "vic@example.com")).filter((m) => m.kind === "reminder")).toHaveLength(1);
    // Wes picked one game: his push names only the other.
    expect(peer.messagesTo(wesPhone.endpoint).map((m) => m.payload.body)).toEqual(["Push Cup: Tigers – Lions"]);

    // Sent is sent: nothing again, on any channel; the devices say when they last got one.
    expect(await sendDueReminders(handle.db)).toMatchObject({ mails: 0, games: 0, pushes: 0 });
    expect(peer.received).toHaveLength(4);
    const devices = await json<Devices>(await una.get("/api/settings/push"));
    expect(devices.devices.every((d) => d.lastSentAt !== null)).toBe(true);
  });

  it("removes a device its push service no longer knows, and keeps the others", async () => {
    const zoe = await createPlayer(handle, "zoe@example.com", "Zoe");
    await zoe.post("/api/settings/notifications", { emailReminders: false });
    const tournament = await createTournament(handle.db, { sport: "football", name: "Gone Cup" });
    await createMatchday(handle.db, tournament.slug, 1, "Matchday 1");
    const [home, away] = await createCompetitors(handle.db, tournament.slug, ["Owls", "Bats"]);
    await createGame(handle.db, tournament.slug, {
      kickoff: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      homeId: home!,
      awayId: away!,
    });
    await zoe.post("/api/groups", {
      tournament: tournament.slug,
      name: "Roost",
      mode: "expert",
      lockPolicy: { kind: "kickoff" },
    });
    const kept = await turnOn(zoe);
    const uninstalled = await turnOn(zoe);
    const revoked = await turnOn(zoe);
    peer.expire(uninstalled.endpoint, 410);
    peer.expire(revoked.endpoint, 404);

    expect(await sendDueReminders(handle.db)).toMatchObject({ mails: 0, games: 1, pushes: 1 });
    expect(peer.messagesTo(kept.endpoint)).toHaveLength(1);
    expect((await json<Devices>(await zoe.get("/api/settings/push"))).devices.map((d) => d.endpoint)).toEqual([
      kept.endpoint,
    ]);
  });

  it("reminds a push-only free player once per matchday and a Plus player per game at the lead time, at the boundaries", async () => {
    const xia = await createPlayer(handle, "xia@example.com", "Xia");
    const yan = await createPlayer(handle, "yan@example.com", "Yan");
    const tournament = await createTournament(handle.db, { sport: "football", name: "Clock Cup" });
    await createMatchday(handle.db, tournament.slug, 1, "Matchday 1");
    const [owls, bats, crows] = await createCompetitors(handle.db, tournament.slug, ["Owls", "Bats", "Crows"]);
    const hour = 3_600_000;
    const start = Math.ceil((Date.now() + 30 * 86_400_000) / hour) * hour;
    const a = new Date(start + 10 * hour);
    const b = new Date(start + 20 * hour);
    await createGame(handle.db, tournament.slug, { kickoff: a.toISOString(), homeId: owls!, awayId: bats! });
    await createGame(handle.db, tournament.slug, { kickoff: b.toISOString(), homeId: owls!, awayId: crows! });
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
    await buyPlus(yan, tournament.slug);
    expect((await yan.post("/api/settings/notifications", { leadHours: 3 })).status).toBe(200);
    for (const client of [xia, yan])
      expect((await client.post("/api/settings/notifications", { emailReminders: false })).status).toBe(200);
    const xiaPhone = await turnOn(xia);
    const yanPhone = await turnOn(yan);
    const run = (at: number) => sendDueReminders(handle.db, { at: new Date(at) });
    const before = (d: Date, hours: number) => d.getTime() - hours * hour;
    const bodies = (s: PushSubscriptionJson) => peer.messagesTo(s.endpoint).map((m) => m.payload.body);

    expect(await run(before(a, 24) - 1000)).toMatchObject({ pushes: 0 });
    expect(await run(before(a, 24))).toMatchObject({ mails: 0, pushes: 1, games: 2 });
    expect(bodies(xiaPhone)).toEqual(["Clock Cup: Owls – Bats\nClock Cup: Owls – Crows"]);
    expect(await run(before(a, 3) - 1000)).toMatchObject({ pushes: 0 });
    expect(await run(before(a, 3))).toMatchObject({ pushes: 1, games: 1 });
    expect(await run(before(b, 3) - 1000)).toMatchObject({ pushes: 0 });
    expect(await run(before(b, 3))).toMatchObject({ pushes: 1, games: 1 });
    expect(bodies(yanPhone)).toEqual(["Clock Cup: Owls – Bats", "Clock Cup: Owls – Crows"]);
    // The free matchday was reminded once.
    expect(await run(before(b, 1))).toMatchObject({ pushes: 0 });
    expect(bodies(xiaPhone)).toHaveLength(1);
  });
});

describe("a group continued into the next season", () => {
  it("tells each member who came along on each of their devices, in their language; not the owner, not who left", async () => {
    const ola = await createPlayer(handle, "ola@example.com", "Ola");
    const per = await createPlayer(handle, "per@example.com", "Per");
    const quin = await createPlayer(handle, "quin@example.com", "Quin");
    const rob = await createPlayer(handle, "rob@example.com", "Rob");
    const season = async (name: string, inHours: number) => {
      const tournament = await createTournament(handle.db, {
        sport: "football",
        name,
        competition: "push-league",
        startsAt: new Date(Date.now() + inHours * 3_600_000).toISOString(),
      });
      await createMatchday(handle.db, tournament.slug, 1, "Matchday 1");
      const [home, away] = await createCompetitors(handle.db, tournament.slug, ["Owls", "Bats"]);
      await createGame(handle.db, tournament.slug, {
        kickoff: new Date(Date.now() + inHours * 3_600_000).toISOString(),
        homeId: home!,
        awayId: away!,
      });
      return tournament;
    };
    const first = await season("Push League 2026", 2);
    const next = await season("Push League 2027", 24 * 300);
    const group = await json<{ groupId: string; invitationCode: string }>(
      await ola.post("/api/groups", { tournament: first.slug, name: "Night owls", mode: "simple" }),
    );
    for (const client of [per, quin, rob])
      expect(
        (await client.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode })).status,
      ).toBe(200);
    // Per reads German, turned reminder mails off and has two devices; Quin has push off; Rob leaves.
    expect((await per.post("/api/auth/update-user", { locale: "de" })).status).toBe(200);
    expect((await per.post("/api/settings/notifications", { emailReminders: false })).status).toBe(200);
    const perPhone = await turnOn(per);
    const perLaptop = await turnOn(per);
    const olaPhone = await turnOn(ola);
    const robPhone = await turnOn(rob);
    expect((await rob.post(`/api/groups/${group.groupId}/leave`, {})).status).toBe(200);
    const before = peer.received.length;

    const answer = await ola.post(`/api/groups/${group.groupId}/continue`, { tournament: next.slug });
    expect(answer.status).toBe(201);
    const { groupId } = await json<{ groupId: string }>(answer);

    // The answer does not wait for the push services: the notices arrive soon after.
    await expect.poll(() => peer.received.length - before).toBe(2);
    const [toPhone] = peer.messagesTo(perPhone.endpoint);
    expect(toPhone!.payload).toEqual({
      title: `Night owls geht weiter in ${next.name}`,
      body: `Ola hat deine Gruppe Night owls in ${next.name} fortgesetzt. Du bist schon Mitglied der neuen Gruppe, mit deinem Spitznamen.`,
      url: `http://localhost:3000/de/${next.slug}/${groupId}`,
      tag: "callit-season",
      lang: "de",
    });
    expect(toPhone!.claims).toMatchObject({ aud: peer.origin });
    expect(peer.messagesTo(perLaptop.endpoint).map((m) => m.payload)).toEqual([toPhone!.payload]);
    expect(peer.messagesTo(olaPhone.endpoint)).toEqual([]);
    expect(peer.messagesTo(robPhone.endpoint)).toEqual([]);
    expect(peer.received.length - before).toBe(2);
    expect(peer.refused).toEqual([]);
    // The mail goes as before, to Quin (no push) and Per.
    for (const email of ["per@example.com", "quin@example.com"])
      expect((await mailsTo(handle, email)).filter((m) => m.kind === "seasonContinued")).toHaveLength(1);
  });
});
