/**
 * What a rule set can weigh in a tournament (decision 0049 and its addenda): the stages of its
 * ranking events and knockout games that its matchdays do not stand for, and its matchdays. The
 * group forms offer a weight for each (and for any stage the group already weighs).
 */
import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { matchdays } from "@/db/schema";

export interface Weighable {
  stages: string[];
  matchdays: { ordinal: number; name: string | null }[];
}

export async function weighableOf(db: Db, tournamentId: string): Promise<Weighable> {
  const [stages, days] = await Promise.all([
    // A stage of knockout games or ranking events only where its matchday does not already stand
    // for it (it spans several matchdays, or shares one with other games): a football final or a
    // Eurovision show that is its own matchday is weighed as that matchday, not offered twice;
    // Formula 1's races, one a weekend, span the season's weekends.
    db.execute(sql`
      select g.stage from games g
      where g.tournament_id = ${tournamentId} and g.stage is not null and (g.knockout or g.entrant_ids is not null)
      group by g.stage
      having count(distinct g.matchday_id) > 1
        or exists (
          select 1 from games o
          where o.tournament_id = ${tournamentId} and o.matchday_id = (array_agg(g.matchday_id))[1]
            and o.stage is distinct from g.stage
        )
      order by g.stage`),
    db
      .select({ ordinal: matchdays.ordinal, name: matchdays.name })
      .from(matchdays)
      .where(eq(matchdays.tournamentId, tournamentId))
      .orderBy(asc(matchdays.ordinal)),
  ]);
  return { stages: (stages as unknown as { rows: { stage: string }[] }).rows.map((s) => s.stage), matchdays: days };
}
