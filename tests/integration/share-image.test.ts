/**
 * Share images (issue 13.6, decision 0037), fetched the way a messenger fetches a link preview's
 * og:image: over HTTP, usually without a session. A tournament's is public; a group's shows its top
 * three to members only; the invitation's (with the group's code) names the group, never a member.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { processResultEvents } from "@/server/scoring/process-results";
import { groupCard } from "@/server/share/cards";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { errorOf, expectError, signedInPlayer } from "../support/players";
import {
  createCompetitors,
  createGame,
  createMatchday,
  createTournament,
  hoursFromNow,
  setResult,
} from "../factories/tournaments";

let handle: DbHandle;
let admin: TestClient;
let olga: TestClient;
let janis: TestClient;
let lucja: TestClient;
let eve: TestClient;
/** A messenger fetching a link preview: no cookie. */
let messenger: TestClient;
let slug: string;
let group: { groupId: string; invitationCode: string };

const ADMIN = "share.admin@example.com";
const TOURNAMENT = "Kauno taurė · Кубок 2026";

/** The size a PNG says it has: its signature, then the IHDR chunk first (width, height). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Reads a share image after checking it is served as one; `SHARE_IMAGES_DIR` keeps it to look at. */
async function readImage(response: Response, name: string): Promise<Uint8Array> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  if (process.env.SHARE_IMAGES_DIR) {
    mkdirSync(process.env.SHARE_IMAGES_DIR, { recursive: true });
    writeFileSync(path.join(process.env.SHARE_IMAGES_DIR, `${name}.png`), bytes);
  }
  return bytes;
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

beforeAll(async () => {
  process.env.ADMIN_EMAILS = ADMIN;
  resetEnvForTests();
  handle = await createTestDb();
  admin = await signedInPlayer(handle, ADMIN, "Admin");
  olga = await signedInPlayer(handle, "olga.share@example.com", "Оля Коваленко");
  janis = await signedInPlayer(handle, "janis.share@example.com", "Jānis Bērziņš");
  lucja = await signedInPlayer(handle, "lucja.share@example.com", "Łucja Żółć");
  eve = await signedInPlayer(handle, "eve.share@example.com", "Eve Outsider");
  messenger = new TestClient();

  const tournament = await createTournament(handle.db, {
    sport: "football",
    name: TOURNAMENT,
    startsAt: "2026-06-11T16:00:00.000Z",
    endsAt: "2026-07-19T20:00:00.000Z",
  });
  slug = tournament.slug;
  await createMatchday(handle.db, slug, 1, "Matchday 1");
  const [homeId, awayId] = await createCompetitors(handle.db, slug, ["Žalgiris", "Šachtar"]);
  const gameId = await createGame(handle.db, slug, { kickoff: hoursFromNow(24), homeId: homeId!, awayId: awayId! });

  const created = await olga.post("/api/groups", { tournament: slug, name: "Šiaulių draugai — Друзі", mode: "expert" });
  expect(created.status).toBe(201);
  group = await json(created);
  for (const [client, nickname] of [
    [janis, "Jānis Bērziņš"],
    [lucja, "Łucja Żółć"],
  ] as const) {
    expect(
      (await client.post(`/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode, nickname }))
        .status,
    ).toBe(200);
  }
  // Olga calls it exactly, Jānis the outcome, Łucja wrong: the table is Olga, Jānis, Łucja.
  for (const [client, pick] of [
    [olga, { home: 2, away: 1 }],
    [janis, { home: 1, away: 0 }],
    [lucja, { home: 0, away: 2 }],
  ] as const) {
    const saved = await client.request("PUT", `/api/groups/${group.groupId}/picks`, { picks: [{ gameId, pick }] });
    expect(saved.status).toBe(200);
    expect((await json<{ rejected: unknown[] }>(saved)).rejected).toEqual([]);
  }
  expect((await admin.request("PATCH", `/api/admin/games/${gameId}`, { kickoff: hoursFromNow(-2) })).status).toBe(200);
  await setResult(handle.db, gameId, { status: "finished", result: { home: 2, away: 1 } });
  await processResultEvents(handle.db);
}, 180_000); // five players sign up
afterAll(async () => handle?.close());

describe("a tournament's share image", () => {
  it("is a public 1200×630 PNG in the asked language, cached by shared caches", async () => {
    const english = await readImage(await messenger.get(`/api/tournaments/${slug}/share.png?lang=en`), "tournament-en");
    const ukrainian = await readImage(
      await messenger.get(`/api/tournaments/${slug}/share.png?lang=uk`),
      "tournament-uk",
    );
    expect(same(english, ukrainian)).toBe(false);
    // The seed's `ua` in addresses means Ukrainian too.
    expect(
      same(
        ukrainian,
        await readImage(await messenger.get(`/api/tournaments/${slug}/share.png?lang=ua`), "tournament-ua"),
      ),
    ).toBe(true);
    const response = await messenger.get(`/api/tournaments/${slug}/share.png?lang=en`);
    expect(response.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+/);
  });

  it("is one 404 for a tournament that does not exist, and a 400 for a language we do not have", async () => {
    await expectError(await messenger.get("/api/tournaments/no-such-cup/share.png?lang=en"), 404, "error.notFound");
    const unknownLanguage = await messenger.get(`/api/tournaments/${slug}/share.png?lang=xx`);
    expect(unknownLanguage.status).toBe(400);
    expect((await errorOf(unknownLanguage)).code).toMatch(/^error\.validation\./);
  });
});

describe("a group's share image", () => {
  it("shows a member the group's name and its top three, in English and Ukrainian, cached privately", async () => {
    const english = await olga.get(`/api/groups/${group.groupId}/share.png?lang=en`);
    expect(english.headers.get("cache-control")).toMatch(/^private\b/);
    const en = await readImage(english, "group-en");
    const uk = await readImage(await janis.get(`/api/groups/${group.groupId}/share.png?lang=uk`), "group-uk");
    expect(same(en, uk)).toBe(false);

    const { card, kind } = await groupCard(handle.db, group.groupId, "uk", {
      userId: await userIdOf("olga.share@example.com"),
      code: null,
      host: null,
    });
    expect(kind).toBe("group");
    expect(card.title).toBe("Šiaulių draugai — Друзі");
    expect(card.kicker).toBe(TOURNAMENT);
    expect(card.rowsHeading).toBe("Перша трійка");
    expect(card.rows!.map((row) => row.nickname)).toEqual(["Оля Коваленко", "Jānis Bērziņš", "Łucja Żółć"]);
    expect(card.rows!.map((row) => row.rank)).toEqual([1, 2, 3]);
    expect(card.rows![2]!.points).toBe("0 очок");
    expect(card.rows![0]!.points).not.toBe("0 очок");
  });

  it("gives the invitation's card, without any nickname, to a messenger holding the invitation link", async () => {
    const response = await messenger.get(`/api/groups/${group.groupId}/share.png?lang=uk&code=${group.invitationCode}`);
    expect(response.headers.get("cache-control")).toMatch(/^private\b/);
    await readImage(response, "invitation-uk");
    await readImage(
      await messenger.get(`/api/groups/${group.groupId}/share.png?lang=en&code=${group.invitationCode}`),
      "invitation-en",
    );

    const { card, kind } = await groupCard(handle.db, group.groupId, "en", {
      userId: null,
      code: group.invitationCode,
      host: null,
    });
    expect(kind).toBe("invitation");
    expect(card.title).toBe("Šiaulių draugai — Друзі");
    expect(card.subtitle).toBe("You're invited · 3 players");
    const said = JSON.stringify(card);
    for (const nickname of ["Оля", "Jānis", "Łucja"]) expect(said).not.toContain(nickname);
    expect(card.rows).toBeUndefined();
  });

  it("is one 404 for a non-member without the invitation, a wrong or old code, or a group that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const answers = [
      await messenger.get(`/api/groups/${group.groupId}/share.png?lang=en`),
      await eve.get(`/api/groups/${group.groupId}/share.png?lang=uk`),
      await messenger.get(`/api/groups/${group.groupId}/share.png?lang=en&code=WRONGCODE1`),
      await eve.get(`/api/groups/${missing}/share.png?lang=en&code=${group.invitationCode}`),
      await messenger.get(`/api/groups/${missing}/share.png?lang=en`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get("content-type")).not.toBe("image/png");
      const body = await expectError(answer, 404, "error.notFound");
      expect(JSON.stringify(body)).not.toContain("Šiaulių");
    }
  });
});

async function userIdOf(email: string): Promise<string> {
  const { user } = await import("@/db/schema");
  const { eq } = await import("drizzle-orm");
  const [row] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}
