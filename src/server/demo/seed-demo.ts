/**
 * Demo data (DEMO on): on a database without any tournament, writes the five demo tournaments,
 * marks them as demo and sets their running statuses. A database that has a tournament, demo or
 * not, is left alone, so the seed runs once and never mixes with real data.
 */
import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { matchdays, tournaments } from "@/db/schema";
import type { Sport } from "@/lib/sports";
import type { RunningStatus } from "@/lib/statuses";
import { applyImport } from "@/server/tournaments/import/apply-import";
import type { ImportedTournament } from "@/server/tournaments/import/types";
import { demoTournaments } from "./demo-tournaments";

export interface DemoSeedReport {
  seeded: boolean;
  tournaments: { slug: string; sport: Sport; games: number; results: number; runningMatchday: string | null }[];
}

/** Two instances starting on one PostgreSQL database must not both seed. */
const DEMO_SEED_LOCK_ID = 4_216_043;

/**
 * Past matchdays are finished, the first one not finished is the running one (today's games, the
 * race weekend, the next show), later ones wait.
 */
export function demoMatchdayStatuses(data: ImportedTournament): Map<number, RunningStatus> {
  const statuses = new Map<number, RunningStatus>();
  let running = false;
  for (const { ordinal } of [...data.matchdays].sort((a, b) => a.ordinal - b.ordinal)) {
    const played = data.games.filter((g) => g.matchday === ordinal);
    if (played.length > 0 && played.every((g) => g.status === "finished")) {
      statuses.set(ordinal, "finished");
    } else if (!running) {
      statuses.set(ordinal, "started");
      running = true;
    } else {
      statuses.set(ordinal, "idle");
    }
  }
  return statuses;
}

export async function seedDemo(db: Db, now = new Date()): Promise<DemoSeedReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_ID})`);
    const [existing] = await tx.select({ id: tournaments.id }).from(tournaments).limit(1);
    if (existing) return { seeded: false, tournaments: [] };

    const demo = demoTournaments(now);
    const report: DemoSeedReport = { seeded: true, tournaments: [] };
    for (const { slug, data } of demo) {
      const summary = await applyImport(tx, slug, data);
      const kickoffs = data.games.map((g) => new Date(g.kickoff).getTime());
      const [tournament] = await tx
        .update(tournaments)
        .set({ status: "started", startsAt: new Date(Math.min(...kickoffs)), endsAt: new Date(Math.max(...kickoffs)) })
        .where(eq(tournaments.slug, slug))
        .returning({ id: tournaments.id });
      let runningMatchday: string | null = null;
      for (const [ordinal, status] of demoMatchdayStatuses(data)) {
        await tx
          .update(matchdays)
          .set({ status })
          .where(and(eq(matchdays.tournamentId, tournament!.id), eq(matchdays.ordinal, ordinal)));
        if (status === "started") runningMatchday = data.matchdays.find((m) => m.ordinal === ordinal)?.name ?? null;
      }
      report.tournaments.push({
        slug,
        sport: data.sport,
        games: data.games.length,
        results: summary.results,
        runningMatchday,
      });
    }
    await tx
      .update(tournaments)
      .set({ isDemo: true })
      .where(
        inArray(
          tournaments.slug,
          demo.map((d) => d.slug),
        ),
      );
    return report;
  });
}
