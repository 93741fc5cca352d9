/**
 * What a rule set can weigh in a tournament (decision 0049): the stages of its knockout games and
 * ranking events, and its matchdays. The group forms offer a weight for each.
 */
import "server-only";
import { asc, eq, isNotNull, or, and } from "drizzle-orm";
import type { Db } from "@/db";
import { games, matchdays } from "@/db/schema";

export interface Weighable {
  stages: string[];
  matchdays: { ordinal: number; name: string | null }[];
}

export async function weighableOf(db: Db, tournamentId: string): Promise<Weighable> {
  const [stages, days] = await Promise.all([
    db
      .selectDistinct({ stage: games.stage })
      .from(games)
      .where(
        and(
          eq(games.tournamentId, tournamentId),
          isNotNull(games.stage),
          or(eq(games.knockout, true), isNotNull(games.entrantIds)),
        ),
      )
      .orderBy(asc(games.stage)),
    db
      .select({ ordinal: matchdays.ordinal, name: matchdays.name })
      .from(matchdays)
      .where(eq(matchdays.tournamentId, tournamentId))
      .orderBy(asc(matchdays.ordinal)),
  ]);
  return { stages: stages.map((s) => s.stage!), matchdays: days };
}
