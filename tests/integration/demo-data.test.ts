import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { competitors, games, matchdays, resultEvents, tournaments } from "@/db/schema";
import { checkResult } from "@/lib/schemas/results";
import { SPORTS } from "@/lib/sports";
import { DEMO_SLUGS, demoTournaments } from "@/server/demo/demo-tournaments";
import { seedDemo } from "@/server/demo/seed-demo";
import { applyImport } from "@/server/tournaments/import/apply-import";
import { createTestDb, truncateAll } from "../support/db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());
beforeEach(async () => truncateAll(handle));

const NOW = new Date("2026-06-10T14:07:00Z");

async function counts() {
  const db = handle.db;
  const [t] = await db.select({ n: count() }).from(tournaments);
  const [c] = await db.select({ n: count() }).from(competitors);
  const [m] = await db.select({ n: count() }).from(matchdays);
  const [g] = await db.select({ n: count() }).from(games);
  const [e] = await db.select({ n: count() }).from(resultEvents);
  return { tournaments: t!.n, competitors: c!.n, matchdays: m!.n, games: g!.n, resultEvents: e!.n };
}

describe(`demo data on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("seeds five demo tournaments, one per sport, each with a past, a present and a future", async () => {
    const report = await seedDemo(handle.db, NOW);
    expect(report.seeded).toBe(true);
    expect(report.tournaments.map((t) => t.slug)).toEqual([...DEMO_SLUGS]);

    const rows = await handle.db.select().from(tournaments);
    expect(rows).toHaveLength(5);
    expect(rows.map((t) => t.sport).sort()).toEqual([...SPORTS].sort());
    for (const t of rows) {
      expect(t).toMatchObject({ isDemo: true, status: "started" });
      expect(t.name).toContain("Demo");
      expect(t.startsAt!.getTime()).toBeLessThan(NOW.getTime());
      expect(t.endsAt!.getTime()).toBeGreaterThan(NOW.getTime());

      const played = await handle.db.select().from(games).where(eq(games.tournamentId, t.id));
      expect(
        played.some((g) => g.status === "finished" && g.result !== null),
        `${t.slug} has finished games`,
      ).toBe(true);
      expect(
        played.some((g) => g.locksAt > NOW),
        `${t.slug} can still be picked`,
      ).toBe(true);
      for (const g of played) {
        expect(g.locksAt.getTime()).toBeLessThanOrEqual(g.kickoff.getTime());
        if (g.status === "finished" || (g.status === "live" && g.result)) {
          expect(g.kickoff < NOW).toBe(true);
          // Every stored result (a game under way: its running score) is one the sport allows.
          expect(() =>
            checkResult(t.sport, { knockout: g.knockout, stage: g.stage, entrantIds: g.entrantIds }, g.result),
          ).not.toThrow();
        } else {
          expect(g.result).toBeNull();
          expect(g.status).toBe(g.kickoff <= NOW ? "live" : "scheduled");
        }
      }

      const days = await handle.db.select().from(matchdays).where(eq(matchdays.tournamentId, t.id));
      expect(
        days.filter((m) => m.status === "started"),
        `${t.slug} has one running matchday`,
      ).toHaveLength(1);
      expect(days.some((m) => m.status === "finished")).toBe(true);
      for (const m of days.filter((d) => d.status === "finished")) {
        expect(played.filter((g) => g.matchdayId === m.id).every((g) => g.status === "finished")).toBe(true);
      }
    }
  });

  it("shows the situations the demo is for", async () => {
    await seedDemo(handle.db, NOW);
    const all = await handle.db
      .select({ game: games, sport: tournaments.sport })
      .from(games)
      .innerJoin(tournaments, eq(tournaments.id, games.tournamentId));
    const of = (slug: string) => all.filter((r) => r.game.externalId?.startsWith(`${slug}-`)).map((r) => r.game);

    // Football: a live game today, knockouts waiting for their teams.
    const cup = of("demo-cup");
    expect(cup.filter((g) => g.status === "live")).toHaveLength(1);
    const final = cup.find((g) => g.stage === "final")!;
    expect(final).toMatchObject({ knockout: true, homeId: null, homeLabel: "Winner SF1", status: "scheduled" });
    for (const g of cup.filter((game) => !game.knockout))
      expect(Object.keys(g.result ?? {}).filter((k) => k === "extraTime" || k === "penalties")).toEqual([]);

    // Hockey: an overtime and a shootout.
    const decided = of("demo-hockey").map((g) => (g.result as { decidedIn?: string } | null)?.decidedIn);
    expect(decided).toEqual(expect.arrayContaining(["overtime", "shootout"]));

    // Formula 1: a real grid of twenty, full rankings with a DNF; the next race locks at qualifying, still ahead.
    const races = of("demo-f1");
    for (const race of races.filter((g) => g.status === "finished")) {
      const result = race.result as { ranking: string[]; statuses?: Record<string, string> };
      expect(race.entrantIds).toHaveLength(20);
      expect(result.ranking).toHaveLength(20);
      expect(Object.values(result.statuses ?? {})).toContain("DNF");
    }
    const next = races
      .filter((g) => g.status === "scheduled")
      .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime())[0]!;
    expect(next.locksAt.getTime()).toBe(next.kickoff.getTime() - 24 * 3600_000);
    expect(next.locksAt > NOW).toBe(true);

    // Eurovision, real-sized: ten of fifteen qualified; the final is pickable with them in it, and with
    // every entrant of the semi-final not held yet (a line-up of its ten would give its result away).
    const song = of("demo-song");
    const semi1 = song.find((g) => g.stage === "semi-final-1")!;
    const qualifiers = (semi1.result as { qualifiers: string[] }).qualifiers;
    expect(semi1.entrantIds).toHaveLength(15);
    expect(qualifiers).toHaveLength(10);
    const semi2 = song.find((g) => g.stage === "semi-final-2")!;
    expect(semi2).toMatchObject({ status: "scheduled" });
    expect(semi2.entrantIds).toHaveLength(16);
    const songFinal = song.find((g) => g.stage === "final")!;
    expect(songFinal.entrantIds).toHaveLength(6 + 10 + 16);
    expect(songFinal.entrantIds).toEqual(expect.arrayContaining([...qualifiers, ...semi2.entrantIds!]));
  });

  it("changes nothing when seeded again, and its data re-imports unchanged", async () => {
    await seedDemo(handle.db, NOW);
    const before = await counts();
    expect(before).toMatchObject({ tournaments: 5 });

    expect(await seedDemo(handle.db, NOW)).toEqual({ seeded: false, tournaments: [] });
    expect(await counts()).toEqual(before);

    // Stable external ids: applying the same demo again matches every row and adds none.
    const snapshot = async () =>
      (await handle.db.select().from(games))
        .map(({ resultVersion: _v, ...g }) => g)
        .sort((a, b) => a.id.localeCompare(b.id));
    const rows = await snapshot();
    for (const { slug, data } of demoTournaments(NOW)) {
      const summary = await applyImport(handle.db, slug, data);
      expect(summary).toMatchObject({ created: false, games: { created: 0 } });
    }
    expect(await snapshot()).toEqual(rows);
    const after = await counts();
    expect({ ...after, resultEvents: before.resultEvents }).toEqual(before);
  });

  it("leaves a database that already has a tournament alone", async () => {
    await handle.db.insert(tournaments).values({ slug: "world-cup", sport: "football", name: "World Cup" });
    expect(await seedDemo(handle.db, NOW)).toEqual({ seeded: false, tournaments: [] });
    expect(await counts()).toEqual({ tournaments: 1, competitors: 0, matchdays: 0, games: 0, resultEvents: 0 });
  });

  it("builds consistent data at any time of day", () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    for (const minutes of [0, 7, 15, 29, 44, 59, 60 * 3 + 1, 60 * 12 + 52, 60 * 23 + 59]) {
      const now = new Date(start + minutes * 60_000);
      for (const { data } of demoTournaments(now)) {
        for (const g of data.games) {
          const kickoff = Date.parse(g.kickoff);
          expect(Date.parse(g.locksAt ?? g.kickoff)).toBeLessThanOrEqual(kickoff);
          if (kickoff > now.getTime()) expect(g.status).toBe("scheduled");
          // A game under way may have its running score: live means started within the longest event.
          else if (g.status === "live") expect(now.getTime() - kickoff).toBeLessThan(4 * 3_600_000);
          else expect(g).toMatchObject({ status: "finished", result: expect.anything() });
        }
      }
    }
    expect(() => demoTournaments(new Date())).not.toThrow();
  });
});
