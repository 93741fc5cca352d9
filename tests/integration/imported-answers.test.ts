/**
 * What imports now give (decision 0063), on the real data of ../shared/data: each tournament's
 * competition key from its source (and the backfill of older ones), the bonus answers the source
 * states (the Formula 1 champions from F1DB's final standings, the World Cup's top scorer from
 * openfootball's listed goals), and the whole world's table counting bonus points as a group on
 * the default rule set and the suggested questions counts them.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { bonusQuestions, competitors, games, tournaments, worldTallies } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { processResultEvents } from "@/server/scoring/process-results";
import { runImport } from "@/server/tournaments/import/run-import";
import { refreshWorldTables } from "@/server/world/tables";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { importThroughJob } from "../support/imports";
import { createPlayer } from "../support/players";
import { createTournament } from "../factories/tournaments";
import { sharedData } from "../support/shared-data";

const ADMIN = "answers.admin@example.com";
const WORLD_CUP = sharedData("openfootball/worldcup.json/2022/worldcup.json");
const F1 = sharedData("f1db/seasons");
const YEARS_AHEAD = 6;

let handle: DbHandle;
let admin: TestClient;

beforeAll(async () => {
  process.env.ADMIN_EMAILS = ADMIN;
  resetEnvForTests();
  handle = await createTestDb();
  admin = await createPlayer(handle, ADMIN, "Admin");
}, 180_000);
afterAll(async () => handle?.close());

async function tournamentOf(slug: string) {
  const [row] = await handle.db.select().from(tournaments).where(eq(tournaments.slug, slug));
  return row!;
}

/** The tournament's suggested questions and their answers (a competitor's name, or the name given). */
async function answersOf(slug: string): Promise<Record<string, unknown>> {
  const rows = await handle.db
    .select({
      key: bonusQuestions.key,
      answer: bonusQuestions.answer,
      source: bonusQuestions.answerSource,
      name: competitors.name,
    })
    .from(bonusQuestions)
    .innerJoin(tournaments, eq(tournaments.id, bonusQuestions.tournamentId))
    .leftJoin(competitors, sql`${competitors.id}::text = ${bonusQuestions.answer} #>> '{}'`)
    .where(eq(tournaments.slug, slug));
  return Object.fromEntries(
    rows.map((r) => [r.key, r.answer === null ? null : { answer: r.name ?? r.answer, source: r.source }]),
  );
}

describe.skipIf(!existsSync(F1))("Formula 1 from F1DB", () => {
  it("a finished season gets its competition and its champions; a running one only its competition", async () => {
    const summary = await runImport(handle.db, "f1db", { seasonDir: path.join(F1, "2025") }, "f1-answers-2025");
    expect(summary.bonusAnswers).toBe(2);
    expect((await tournamentOf("f1-answers-2025")).competition).toBe("formula-1");
    expect(await answersOf("f1-answers-2025")).toEqual({
      champion: { answer: "Lando Norris", source: "result" },
      constructorsChampion: { answer: "McLaren", source: "result" },
    });
    // Imported again: nothing new to answer, and an admin's correction is never overwritten.
    const [champion] = await handle.db
      .select({ id: bonusQuestions.id })
      .from(bonusQuestions)
      .where(eq(bonusQuestions.key, "constructorsChampion"));
    const corrected = await admin.request("PATCH", `/api/admin/bonus/${champion!.id}`, { answer: "McLaren Mercedes" });
    expect(corrected.status).toBe(200);
    const again = await runImport(handle.db, "f1db", { seasonDir: path.join(F1, "2025") }, "f1-answers-2025");
    expect(again.bonusAnswers).toBe(0);
    expect((await answersOf("f1-answers-2025")).constructorsChampion).toEqual({
      answer: "McLaren Mercedes",
      source: "admin",
    });

    const running = await runImport(handle.db, "f1db", { seasonDir: path.join(F1, "2026") }, "f1-answers-2026");
    expect(running.bonusAnswers).toBe(0);
    expect((await tournamentOf("f1-answers-2026")).competition).toBe("formula-1");
    expect(await answersOf("f1-answers-2026")).toEqual({});
  }, 120_000);
});

describe("the backfill of older tournaments (migration 0024)", () => {
  it("gives the source's key only where the name is exactly the importer's, and keeps an admin's", async () => {
    const cases = [
      { name: "World Cup 2018", sport: "football", competition: null, expected: "fifa-world-cup" },
      { name: "World Cup 2014", sport: "football", competition: "world-cup", expected: "fifa-world-cup" },
      { name: "Formula 1 2024", sport: "formula1", competition: null, expected: "formula-1" },
      { name: "English Premier League 2023/24", sport: "football", competition: null, expected: "premier-league" },
      {
        name: "Eurovision Song Contest 2024",
        sport: "eurovision",
        competition: null,
        expected: "eurovision-song-contest",
      },
      { name: "NHL 2023-24", sport: "hockey", competition: null, expected: "nhl" },
      // Not the importer's name, another sport, or an admin's choice: left as they are.
      { name: "Office World Cup 2018", sport: "football", competition: null, expected: null },
      { name: "World Cup 2028", sport: "hockey", competition: null, expected: null },
      { name: "World Cup 2010", sport: "football", competition: "south-africa-2010", expected: "south-africa-2010" },
    ] as const;
    const slugs: string[] = [];
    for (const [i, c] of cases.entries()) {
      const slug = `backfill-${i}`;
      slugs.push(slug);
      await createTournament(handle.db, { slug, name: c.name, sport: c.sport, competition: null });
      await handle.db.update(tournaments).set({ competition: c.competition }).where(eq(tournaments.slug, slug));
    }
    const migration = readFileSync(
      path.join(process.cwd(), "src/db/migrations/0024_backfill-competitions.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) await handle.db.execute(sql.raw(statement));
    for (const [i, c] of cases.entries()) expect((await tournamentOf(slugs[i]!)).competition, c.name).toBe(c.expected);
  });
});

// ——— The World Cup 2022: the top scorer from the file, and the world table with bonus points ———

type FileMatch = { date: string; score?: unknown; goals1?: unknown; goals2?: unknown } & Record<string, unknown>;
const worldCup = (existsSync(WORLD_CUP) ? JSON.parse(readFileSync(WORLD_CUP, "utf8")) : { matches: [] }) as {
  name: string;
  matches: FileMatch[];
};
const ahead = (date: string) => `${Number(date.slice(0, 4)) + YEARS_AHEAD}${date.slice(4)}`;

/** The real file moved ahead (so that nothing is locked yet): without its results and scorers, or with them. */
function fileAhead(withResults: boolean) {
  const matches = worldCup.matches.map(({ score, goals1, goals2, ...match }) => ({
    ...match,
    date: ahead(match.date),
    ...(withResults && { score, goals1, goals2 }),
  }));
  const form = new FormData();
  form.set("format", "openfootball");
  form.set("timeZone", "Asia/Qatar");
  form.set("file", new Blob([JSON.stringify({ ...worldCup, matches })], { type: "application/json" }), "worldcup.json");
  return form;
}

type Created = { groupId: string; invitationCode: string };
type Question = { id: string; key: string | null };

describe.skipIf(!existsSync(WORLD_CUP))("the World Cup 2022: top scorer and the world table", () => {
  const SLUG = "world-cup-answers";
  let ana: TestClient;
  let ben: TestClient;
  let cy: TestClient;

  async function group(owner: TestClient, mode: "expert" | "simple", members: [TestClient, string][]) {
    const response = await owner.post("/api/groups", { tournament: SLUG, name: `Bonus ${mode}`, mode });
    expect(response.status).toBe(201);
    const created = await json<Created>(response);
    for (const [client, nickname] of members) {
      const joined = await client.post(`/api/groups/${created.groupId}/join`, {
        invitationCode: created.invitationCode,
        nickname,
      });
      expect(joined.status).toBe(200);
    }
    // The suggested questions at their suggested points: what the world table counts.
    const chosen = await owner.request("PUT", `/api/groups/${created.groupId}/bonus`, {
      questions: [
        { key: "winner", points: 10 },
        { key: "runnerUp", points: 5 },
        { key: "topScorer", points: 5 },
      ],
    });
    expect(chosen.status).toBe(200);
    const bonus = await json<{ questions: Question[] }>(await owner.get(`/api/groups/${created.groupId}/bonus`));
    return { groupId: created.groupId, question: (key: string) => bonus.questions.find((q) => q.key === key)!.id };
  }

  async function standings(client: TestClient, groupId: string) {
    const response = await client.get(`/api/groups/${groupId}/standings`);
    expect(response.status).toBe(200);
    return json<{ nickname: string; points: number }[]>(response);
  }

  it("imports ahead, players answer and pick, the results and scorers come in: world = group", async () => {
    ana = await createPlayer(handle, "ana.answers@example.com", "Ana");
    ben = await createPlayer(handle, "ben.answers@example.com", "Ben");
    cy = await createPlayer(handle, "cy.answers@example.com", "Cy");
    const fixtures = await importThroughJob(handle, admin, SLUG, fileAhead(false));
    expect(fixtures.status).toBe("succeeded");
    const tournament = await tournamentOf(SLUG);
    expect(tournament.competition).toBe("fifa-world-cup");

    const team = async (name: string) => {
      const [row] = await handle.db
        .select({ id: competitors.id })
        .from(competitors)
        .where(and(eq(competitors.tournamentId, tournament.id), eq(competitors.name, name)));
      return row!.id;
    };
    const [argentina, france] = [await team("Argentina"), await team("France")];

    const expert = await group(ana, "expert", [
      [ben, "Ben"],
      [cy, "Cy"],
    ]);
    const simple = await group(ben, "simple", [
      [ana, "Ana"],
      [cy, "Cy"],
    ]);
    const answer = async (client: TestClient, g: typeof expert, answers: Record<string, unknown>) => {
      const response = await client.request("PUT", `/api/groups/${g.groupId}/bonus/answers`, {
        answers: Object.entries(answers).map(([key, value]) => ({ questionId: g.question(key), answer: value })),
      });
      expect(response.status).toBe(200);
    };
    // Ana is right three times (the name written her way), Ben never, Cy once.
    for (const g of [expert, simple]) {
      await answer(ana, g, { winner: argentina, runnerUp: france, topScorer: "  kylian MBAPPÉ " });
      await answer(ben, g, { winner: france, runnerUp: argentina, topScorer: "Lionel Messi" });
      await answer(cy, g, { winner: argentina, topScorer: "Olivier Giroud" });
    }
    // Game picks in the expert group only: the simple group's table is its bonus points alone.
    const opening = await handle.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.tournamentId, tournament.id))
      .orderBy(games.kickoff, games.id)
      .limit(4);
    for (const [client, home, away] of [
      [ana, 0, 2],
      [ben, 1, 1],
      [cy, 2, 0],
    ] as const) {
      const saved = await client.request("PUT", `/api/groups/${expert.groupId}/picks`, {
        picks: opening.map((g) => ({ gameId: g.id, pick: { home, away } })),
      });
      expect(saved.status).toBe(200);
    }

    // The questions lock (the tournament's start, here brought forward), then the real file comes in.
    await handle.db.execute(
      sql`update bonus_questions set locks_at = now() - interval '1 second' where tournament_id = ${tournament.id}`,
    );
    const results = await importThroughJob(handle, admin, SLUG, fileAhead(true));
    expect(results).toMatchObject({ status: "succeeded" });
    await processResultEvents(handle.db);
    expect(await answersOf(SLUG)).toEqual({
      winner: { answer: "Argentina", source: "result" },
      runnerUp: { answer: "France", source: "result" },
      topScorer: { answer: "Kylian Mbappé", source: "result" },
    });

    const simpleTable = Object.fromEntries((await standings(ben, simple.groupId)).map((r) => [r.nickname, r.points]));
    expect(simpleTable).toEqual({ Ana: 20, Ben: 0, Cy: 10 });

    expect((await refreshWorldTables(handle.db)).tournaments).toBeGreaterThanOrEqual(1);
    const world = await handle.db
      .select({
        mode: worldTallies.mode,
        points: worldTallies.points,
        name: sql<string>`(select name from "user" where id = ${worldTallies.userId})`,
      })
      .from(worldTallies)
      .where(eq(worldTallies.tournamentId, tournament.id));
    const worldOf = (mode: string) =>
      Object.fromEntries(world.filter((w) => w.mode === mode).map((w) => [w.name, w.points]));
    expect(worldOf("simple")).toEqual(simpleTable);
    const expertTable = Object.fromEntries((await standings(ana, expert.groupId)).map((r) => [r.nickname, r.points]));
    expect(expertTable.Ana).toBeGreaterThan(20);
    expect(worldOf("expert")).toEqual(expertTable);
  }, 300_000);
});
