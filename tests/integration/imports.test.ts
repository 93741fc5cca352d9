import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { competitors, games, matchdays, resultEvents } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { resetEnvForTests } from "@/lib/env";
import { runImport } from "@/server/tournaments/import/run-import";
import type { ImportRun } from "@/lib/import-run";
import { TestClient, json } from "../support/client";
import { importForm, importThroughJob } from "../support/imports";
import { createTestDb } from "../support/db";
import { lastMailTo, linkIn } from "../support/mailbox";
import { createTournament, snapshotTournamentTables, tournamentBySlug } from "../factories/tournaments";
import { SHARED_DATA } from "../support/shared-data";

const DATA = SHARED_DATA;
const WORLD_CUP_DIR = path.join(DATA, "openfootball/worldcup.json/2022");
const CLUB_DIR = path.join(DATA, "openfootball/football.json/2024-25");
const F1_SEASON_DIR = path.join(DATA, "f1db/seasons/2025");

let handle: DbHandle;
let admin: TestClient;
const ADMIN = "importer@example.com";

beforeAll(async () => {
  process.env.ADMIN_EMAILS = ADMIN;
  resetEnvForTests();
  handle = await createTestDb();
  admin = new TestClient();
  const response = await admin.post("/api/auth/sign-up/email", {
    email: ADMIN,
    password: "green-pitch-42",
    name: "Importer",
    acceptTerms: true,
    acceptPrivacy: true,
  });
  expect(response.status).toBe(200);
  await admin.follow(linkIn((await lastMailTo(handle, ADMIN, "verifyEmail")).text));
});
afterAll(async () => handle?.close());

type ErrorBody = { code: string; message: string; formField?: string; params?: Record<string, string | number> };

/** Uploads a file to the admin import route as the admin page does (multipart with a Blob); a job runner takes the queued run; answers the run once over. */
function upload(slug: string, content: string, fields: Record<string, string>, fileName = "import.txt") {
  return importThroughJob(handle, admin, slug, importForm(content, fields, fileName));
}

/** An upload refused before it is queued. */
function post(slug: string, content: string, fields: Record<string, string>, fileName = "import.txt") {
  return admin.post(`/api/admin/tournaments/${slug}/import`, importForm(content, fields, fileName));
}

/** A run that failed with this error: its translated message in the seed's shape. */
function failed(run: ImportRun, code: string): ErrorBody {
  expect(run.status, code).toBe("failed");
  expect(run.result).toBeNull();
  expect(run.error?.code).toBe(code);
  expect(typeof run.error?.message).toBe("string");
  return run.error as ErrorBody;
}

async function gamesOf(tournamentId: string) {
  return handle.db
    .select()
    .from(games)
    .where(eq(games.tournamentId, tournamentId))
    .orderBy(asc(games.kickoff), asc(games.externalId));
}

async function eventCount(tournamentId: string) {
  const [row] = await handle.db
    .select({ n: count() })
    .from(resultEvents)
    .where(eq(resultEvents.tournamentId, tournamentId));
  return row!.n;
}

async function refusal(response: Response, status: number, code: string): Promise<ErrorBody> {
  expect(response.status, code).toBe(status);
  const body = await json<ErrorBody>(response);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe("string");
  return body;
}

describe(`imports on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  describe.skipIf(!existsSync(WORLD_CUP_DIR))("openfootball: World Cup 2022", () => {
    const slug = "world-cup-2022";
    const content = existsSync(WORLD_CUP_DIR)
      ? readFileSync(path.join(WORLD_CUP_DIR, "worldcup.json"), "utf8")
      : '{"matches":[]}';
    const file = JSON.parse(content) as {
      matches: { round: string; team1: string; team2: string; date: string; score: { ft: [number, number] } }[];
    };
    const rounds = new Set(file.matches.map((m) => m.round)).size;

    it("creates the tournament through the admin route: 64 games, 64 results, kickoffs in Qatar time", async () => {
      const run = await upload(slug, content, { format: "openfootball", timeZone: "Asia/Qatar" }, "worldcup.json");
      expect(run).toMatchObject({
        status: "succeeded",
        error: null,
        fileName: "worldcup.json",
        format: "openfootball",
      });
      expect(run.result).toEqual({
        tournament: slug,
        tournamentCreated: true,
        competitors: 32,
        matchdays: rounds,
        created: 64,
        updated: 0,
        unchanged: 0,
        results: 64,
      });

      const tournament = await tournamentBySlug(handle.db, slug);
      expect(tournament).toMatchObject({
        sport: "football",
        name: "World Cup 2022",
        timeZone: "Asia/Qatar",
        status: "finished",
      }); // every game has its result
      const rows = await gamesOf(tournament!.id);
      expect(rows).toHaveLength(64);
      expect(rows.every((g) => g.status === "finished" && g.result !== null && g.resultVersion === 1)).toBe(true);
      expect(await eventCount(tournament!.id)).toBe(64);
      const [teams] = await handle.db
        .select({ n: count() })
        .from(competitors)
        .where(eq(competitors.tournamentId, tournament!.id));
      expect(teams!.n).toBe(32);
      const [days] = await handle.db
        .select({ n: count() })
        .from(matchdays)
        .where(eq(matchdays.tournamentId, tournament!.id));
      expect(days!.n).toBe(rounds);

      // The opener, "19:00" local in Doha (UTC+3), and the final decided on penalties.
      const opener = rows.find((g) => g.externalId === "2022-11-20-Qatar-Ecuador");
      expect(opener).toMatchObject({ stage: "Group A", knockout: false, result: { home: 0, away: 2 } });
      expect(opener!.kickoff.toISOString()).toBe("2022-11-20T16:00:00.000Z");
      const final = rows.find((g) => g.externalId === "2022-12-18-Argentina-France");
      expect(final).toMatchObject({
        knockout: true,
        result: { home: 2, away: 2, extraTime: { home: 3, away: 3 }, penalties: { home: 4, away: 2 } },
      });
    });

    it("imports the same file again through runImport: nothing created or updated, no new result events", async () => {
      const tournament = await tournamentBySlug(handle.db, slug);
      const before = await snapshotTournamentTables(handle.db);
      const summary = await runImport(handle.db, "openfootball", { content, timeZone: "Asia/Qatar" }, slug);
      expect(summary).toMatchObject({
        slug,
        created: false,
        games: { created: 0, updated: 0, unchanged: 64 },
        results: 0,
      });
      expect(await eventCount(tournament!.id)).toBe(64);
      const after = await snapshotTournamentTables(handle.db);
      expect(after.games).toEqual(before.games);
      expect(after.resultEvents).toEqual(before.resultEvents);
    });

    it("counts one changed score as one updated game with one new result event, version 2", async () => {
      const tournament = await tournamentBySlug(handle.db, slug);
      const changed = structuredClone(file);
      const opener = changed.matches.findIndex((m) => m.team1 === "Qatar" && m.team2 === "Ecuador");
      changed.matches[opener]!.score.ft = [1, 2];
      const run = await upload(
        slug,
        JSON.stringify(changed),
        { format: "openfootball", timeZone: "Asia/Qatar" },
        "worldcup.json",
      );
      expect(run.result).toMatchObject({ tournamentCreated: false, created: 0, updated: 1, unchanged: 63, results: 1 });

      expect(await eventCount(tournament!.id)).toBe(65);
      const [game] = await handle.db.select().from(games).where(eq(games.externalId, "2022-11-20-Qatar-Ecuador"));
      expect(game).toMatchObject({ status: "finished", result: { home: 1, away: 2 }, resultVersion: 2 });
      const events = await handle.db
        .select()
        .from(resultEvents)
        .where(eq(resultEvents.gameId, game!.id))
        .orderBy(asc(resultEvents.id));
      expect(events.map((e) => [e.version, e.result])).toEqual([
        [1, { home: 0, away: 2 }],
        [2, { home: 1, away: 2 }],
      ]);
    });

    it("refuses a CSV of hockey into the football World Cup: 409 error.import.sportMismatch, nothing changes", async () => {
      const before = await snapshotTournamentTables(handle.db);
      const body = await failed(
        await upload(
          slug,
          "matchday,kickoff,home,away,home_score,away_score,decided_in\n1,2025-10-04T19:00:00-04:00,Oilers,Flames,4,1,\n",
          { format: "csv", sport: "hockey" },
          "nhl.csv",
        ),
        "error.import.sportMismatch",
      );
      expect(body.params).toEqual({ sport: "football" });
      expect(body.message).toBe("This tournament’s sport is Football: the file is for another sport.");
      expect(await snapshotTournamentTables(handle.db)).toEqual(before);
    });
  });

  describe.skipIf(!existsSync(CLUB_DIR))("openfootball: Champions League 2024/25 with an impossible shoot-out", () => {
    const content = existsSync(CLUB_DIR) ? readFileSync(path.join(CLUB_DIR, "uefa.cl.json"), "utf8") : "{}";

    it("refuses the whole file with 422 error.import.invalid naming the match, writing nothing", async () => {
      const slug = "champions-league-2025";
      const before = await snapshotTournamentTables(handle.db);
      const body = await failed(
        await upload(slug, content, { format: "openfootball", timeZone: "Europe/Paris" }, "uefa.cl.json"),
        "error.import.invalid",
      );
      // matches[169] is Liverpool – Paris Saint-Germain (round of 16, 2025-03-11), p: [4, 4].
      expect(body.params!.where).toBe("matches[169].score.p");
      expect(String(body.params!.problem)).toContain("4-4");
      const named = (JSON.parse(content) as { matches: { team1: string; team2: string; score: { p?: number[] } }[] })
        .matches[169]!;
      expect([named.team1, named.team2, named.score.p]).toEqual([
        "Liverpool FC (ENG)",
        "Paris Saint-Germain FC (FRA)",
        [4, 4],
      ]);

      expect(await tournamentBySlug(handle.db, slug)).toBeNull();
      expect(await snapshotTournamentTables(handle.db)).toEqual(before);

      const thrown = await runImport(handle.db, "openfootball", { content }, slug).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(AppError);
      expect(thrown).toMatchObject({
        code: "error.import.invalid",
        status: 422,
        params: { where: "matches[169].score.p" },
      });
      expect(await tournamentBySlug(handle.db, slug)).toBeNull();
    });
  });

  describe.skipIf(!existsSync(F1_SEASON_DIR))("f1db: Formula 1 2025", () => {
    it("imports the season folder through runImport: 24 races, each with a ranking", async () => {
      const slug = "formula-1-2025";
      const summary = await runImport(handle.db, "f1db", { seasonDir: F1_SEASON_DIR }, slug);
      expect(summary).toMatchObject({
        slug,
        created: true,
        matchdays: 24,
        games: { created: 24, updated: 0, unchanged: 0 },
        results: 24,
      });

      const tournament = await tournamentBySlug(handle.db, slug);
      expect(tournament).toMatchObject({ sport: "formula1", name: "Formula 1 2025", season: "2025" });
      const races = await gamesOf(tournament!.id);
      expect(races).toHaveLength(24);
      expect(await eventCount(tournament!.id)).toBe(24);
      let withStatuses = 0;
      for (const race of races) {
        expect(race.status).toBe("finished");
        const result = race.result as { ranking: string[]; statuses?: Record<string, string> };
        expect(result.ranking.length).toBeGreaterThanOrEqual(18);
        // Every ranked driver is one of the race's entrants, and every status is one of theirs too.
        expect(result.ranking.every((id) => race.entrantIds!.includes(id))).toBe(true);
        for (const [id, status] of Object.entries(result.statuses ?? {})) {
          expect(result.ranking).toContain(id);
          expect(["DNF", "DSQ", "DNS"]).toContain(status);
        }
        if (result.statuses) withStatuses++;
        expect(race.locksAt.getTime()).toBeLessThan(race.kickoff.getTime());
      }
      expect(withStatuses).toBeGreaterThan(0);

      const abuDhabi = races.at(-1)!;
      expect(abuDhabi.kickoff.toISOString()).toBe("2025-12-07T13:00:00.000Z");
      expect(abuDhabi.locksAt.toISOString()).toBe("2025-12-06T14:00:00.000Z");
      const [winner] = await handle.db
        .select()
        .from(competitors)
        .where(eq(competitors.id, (abuDhabi.result as { ranking: string[] }).ranking[0]!));
      expect(winner).toMatchObject({ externalId: "max-verstappen", kind: "driver" });

      const again = await runImport(handle.db, "f1db", { seasonDir: F1_SEASON_DIR }, slug);
      expect(again.games).toEqual({ created: 0, updated: 0, unchanged: 24 });
      expect(await eventCount(tournament!.id)).toBe(24);
    });
  });

  describe("CSV head-to-head", () => {
    const header = "matchday,matchday_name,kickoff,home,away,home_score,away_score,decided_in";

    it("imports a small hockey CSV with an overtime and a shoot-out game through the admin route", async () => {
      const slug = "hockey-cup-2025";
      const csv = [
        header,
        "1,Week 1,2025-10-04T19:00:00-04:00,Oilers,Flames,4,1,",
        "1,Week 1,2025-10-04T19:30:00-04:00,Bruins,Leafs,3,2,overtime",
        "2,Week 2,2025-10-11T19:00:00-04:00,Flames,Bruins,2,3,shootout",
        "2,Week 2,2099-10-12T19:00:00-04:00,Leafs,Oilers,,,",
        "",
      ].join("\n");
      const run = await upload(
        slug,
        csv,
        { format: "csv", sport: "hockey", name: "Hockey Cup", timeZone: "America/Toronto" },
        "hockey.csv",
      );
      expect(run.result).toEqual({
        tournament: slug,
        tournamentCreated: true,
        competitors: 4,
        matchdays: 2,
        created: 4,
        updated: 0,
        unchanged: 0,
        results: 3,
      });

      const tournament = await tournamentBySlug(handle.db, slug);
      expect(tournament).toMatchObject({ sport: "hockey", name: "Hockey Cup", timeZone: "America/Toronto" });
      const rows = await gamesOf(tournament!.id);
      expect(rows.map((g) => [g.status, g.result, g.resultVersion])).toEqual([
        ["finished", { home: 4, away: 1, decidedIn: "regulation" }, 1],
        ["finished", { home: 3, away: 2, decidedIn: "overtime" }, 1],
        ["finished", { home: 2, away: 3, decidedIn: "shootout" }, 1],
        ["scheduled", null, 0],
      ]);
      expect(rows[1]!.kickoff.toISOString()).toBe("2025-10-04T23:30:00.000Z");
      expect(await eventCount(tournament!.id)).toBe(3);

      // Imported games are read through the public API like any other.
      const listed = await json<{ result: unknown; home: { name: string } }[]>(
        await new TestClient().get(`/api/tournaments/${slug}/games?matchday=1`),
      );
      expect(listed.map((g) => [g.home.name, g.result])).toEqual([
        ["Oilers", { home: 4, away: 1, decidedIn: "regulation" }],
        ["Bruins", { home: 3, away: 2, decidedIn: "overtime" }],
      ]);
    });

    it("refuses a CSV with a bad line whole: 422 naming the line, nothing written", async () => {
      const slug = "hockey-broken-2025";
      const csv = [
        header,
        "1,Week 1,2025-10-04T19:00:00-04:00,Oilers,Flames,4,1,",
        "1,Week 1,2025-10-04T19:30:00-04:00,Bruins,Leafs,2,2,",
        "",
      ].join("\n");
      const before = await snapshotTournamentTables(handle.db);
      const body = await failed(
        await upload(slug, csv, { format: "csv", sport: "hockey" }, "broken.csv"),
        "error.import.invalid",
      );
      expect(body.params!.where).toBe("line 3");
      expect(String(body.params!.problem)).toContain("2-2");
      expect(await tournamentBySlug(handle.db, slug)).toBeNull();
      expect(await snapshotTournamentTables(handle.db)).toEqual(before);

      // The refused line is named however it is broken: here an overtime win by three.
      const overtime = [
        header,
        "1,Week 1,2025-10-04T19:00:00-04:00,Oilers,Flames,4,1,",
        "1,Week 1,2025-10-04T19:00:00-04:00,Jets,Kings,1,0,regulation",
        "2,Week 2,2025-10-11T19:00:00-04:00,Bruins,Leafs,5,2,overtime",
      ].join("\n");
      const refused = await failed(
        await upload(slug, overtime, { format: "csv", sport: "hockey" }, "broken.csv"),
        "error.import.invalid",
      );
      expect(refused.params!.where).toBe("line 4");
      expect(await tournamentBySlug(handle.db, slug)).toBeNull();
    });

    it("refuses an import into an existing tournament of another sport with 409 error.import.sportMismatch", async () => {
      const football = await createTournament(handle.db, { sport: "football" });
      const before = await snapshotTournamentTables(handle.db);
      const csv = [header, "1,Week 1,2025-10-04T19:00:00-04:00,Oilers,Flames,4,1,"].join("\n");
      const body = await failed(
        await upload(football.slug, csv, { format: "csv", sport: "hockey" }, "hockey.csv"),
        "error.import.sportMismatch",
      );
      expect(body.params).toEqual({ sport: "football" });
      expect(body.message).toBe("This tournament’s sport is Football: the file is for another sport.");
      expect(await snapshotTournamentTables(handle.db)).toEqual(before);
      const thrown = await runImport(
        handle.db,
        "csv",
        { content: csv, sport: "hockey", name: "Hockey" },
        football.slug,
      ).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ code: "error.import.sportMismatch", status: 409 });
    });

    it("asks for the sport of a CSV and refuses a reserved slug", async () => {
      const csv = [header, "1,Week 1,2025-10-04T19:00:00-04:00,Oilers,Flames,4,1,"].join("\n");
      const noSport = await refusal(
        await post("hockey-nosport", csv, { format: "csv" }, "hockey.csv"),
        400,
        "error.validation.required",
      );
      expect(noSport.formField).toBe("sport");
      await refusal(
        await post("account", csv, { format: "csv", sport: "hockey" }, "hockey.csv"),
        400,
        "error.tournament.slugReserved",
      );
      expect(await tournamentBySlug(handle.db, "hockey-nosport")).toBeNull();
      expect(await tournamentBySlug(handle.db, "account")).toBeNull();
    });
  });
});
