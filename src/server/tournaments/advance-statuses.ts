/**
 * Tournament and matchday statuses follow their games when results arrive (through result events,
 * from the admin screen or an import alike): a matchday or tournament starts with its first game
 * under way, and finishes when every game is over. Only forward: an admin's suspension, or a
 * finished tournament reopened to correct it, is never undone by the next result.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";

/** Moves the matchdays and tournaments of these games on; set-based, inside the caller's transaction. */
export async function advanceStatuses(db: DbOrTx, gameIds: string[]): Promise<void> {
  if (gameIds.length === 0) return;
  const ids = sql`array[${sql.join(
    gameIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  await db.execute(sql`
    with touched as (
      select distinct matchday_id from games where id = any(${ids})
    ), derived as (
      select m.id,
        case
          when bool_and(g.status in ('finished', 'cancelled')) and bool_or(g.status = 'finished') then 'finished'
          when bool_or(g.status in ('live', 'finished')) then 'started'
          else m.status
        end as status
      from matchdays m join games g on g.matchday_id = m.id
      where m.id in (select matchday_id from touched)
      group by m.id, m.status
    )
    update matchdays m set status = d.status
    from derived d
    where m.id = d.id and (m.status, d.status) in (('idle', 'started'), ('idle', 'finished'), ('started', 'finished'))`);
  await db.execute(sql`
    with touched as (
      select distinct tournament_id from games where id = any(${ids})
    ), derived as (
      select t.id,
        case
          when bool_and(m.status = 'finished') then 'finished'
          when bool_or(m.status in ('started', 'finished')) then 'started'
          else t.status
        end as status
      from tournaments t join matchdays m on m.tournament_id = t.id
      where t.id in (select tournament_id from touched)
      group by t.id, t.status
    )
    update tournaments t set status = d.status
    from derived d
    where t.id = d.id and (t.status, d.status) in (('idle', 'started'), ('idle', 'finished'), ('started', 'finished'))`);
}
