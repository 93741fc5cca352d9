/**
 * The world of the benchmark: one football tournament with a matchday of 8 open games, `players`
 * verified players in groups of 50 (20,000 groups for a million), and a session for each of the
 * first 20,000. Written in bulk with SQL: the benchmark is about playing, not signing up. On a
 * database that already holds the world of the same size (a run against a server, `--url`) it is
 * reused, so that the server and the benchmark share it.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../src/db";
import * as manage from "../../src/server/tournaments/manage";
import { GAMES, MEMBERS, SESSIONS, rowsOf, type BenchPlayer, type World } from "./path";

const SLUG = "bench-cup";
const SEEDING = "Bench Cup (seeding)";
/** Players written per statement. */
const SLICE = 50_000;

export async function seedWorld(db: Db, players: number): Promise<World> {
  const name = `Bench Cup (${players} players)`;
  const [existing] = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`select id, name from tournaments where slug = ${SLUG}`),
  );
  if (existing && existing.name !== name)
    throw new Error(
      `This database holds a benchmark world of another size (${existing.name}): give the benchmark an empty database.`,
    );
  if (existing?.name === SEEDING)
    throw new Error(
      "This database holds a benchmark world whose seeding stopped half-way: give the benchmark an empty database.",
    );
  let tournamentId = existing?.id;
  if (!tournamentId) {
    const tournament = await manage.createTournament(db, {
      slug: SLUG,
      sport: "football",
      name: SEEDING,
      timeZone: "UTC",
    });
    tournamentId = tournament.id;
    await manage.createMatchday(db, SLUG, { ordinal: 1, name: "Final day" });
    const home = await manage.createCompetitor(db, SLUG, { name: "North", code: "NO" });
    const away = await manage.createCompetitor(db, SLUG, { name: "South", code: "SE" });
    for (let g = 0; g < GAMES; g++) {
      const kickoff = new Date(Date.now() + 7 * 86_400_000 + g * 3_600_000).toISOString();
      await manage.createGame(db, SLUG, { matchday: 1, kickoff, homeId: home.id, awayId: away.id });
    }
    const groupCount = Math.max(1, Math.ceil(players / MEMBERS));
    // In slices, each well within the statement timeout (decision 0023).
    const slices = Array.from(
      { length: Math.ceil(players / SLICE) },
      (_, k) => [k * SLICE + 1, Math.min(players, (k + 1) * SLICE)] as const,
    );
    for (const [from, to] of slices) {
      await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at, terms_accepted_at, privacy_accepted_at)
        select 'bench-' || n, 'Player ' || n, 'bench' || n || '@example.com', true, now(), now(), now(), now() from generate_series(${from}::int, ${to}::int) n`);
    }
    await db.execute(sql`insert into groups (id, tournament_id, name, mode, scoring, invitation_code, owner_id)
      select gen_random_uuid(), ${tournamentId}, 'Group ' || g, 'expert', '{"exact":4,"goalDifference":3,"outcome":2,"advances":1,"basis":"regular"}'::jsonb, 'bench-code-' || g, 'bench-' || ((g - 1) * ${MEMBERS} + 1)
      from generate_series(1, ${groupCount}) g`);
    for (const [from, to] of slices) {
      await db.execute(sql`insert into group_users (group_id, user_id, nickname, role)
        select gr.id, 'bench-' || n, 'Player ' || n, case when (n - 1) % ${MEMBERS} = 0 then 'owner' else 'member' end
        from generate_series(${from}::int, ${to}::int) n join groups gr on gr.tournament_id = ${tournamentId} and gr.invitation_code = 'bench-code-' || ((n - 1) / ${MEMBERS} + 1)`);
    }
    await db.execute(sql`insert into session (id, token, user_id, expires_at, created_at, updated_at)
      select 'bench-session-' || n, 'bench-token-' || n || '-' || md5(n::text), 'bench-' || n, now() + interval '30 days', now(), now()
      from generate_series(1, ${Math.min(players, SESSIONS)}) n`);
    await db.execute(sql`analyze`);
    await db.execute(sql`update tournaments set name = ${name} where id = ${tournamentId}`);
  }
  const gameIds = rowsOf<{ id: string }>(
    await db.execute(sql`select id from games where tournament_id = ${tournamentId} order by kickoff, id`),
  ).map((r) => r.id);
  return {
    tournamentId,
    slug: SLUG,
    gameIds,
    members: MEMBERS,
    async players(n: number): Promise<BenchPlayer[]> {
      const count = Math.min(n, players, SESSIONS);
      return rowsOf<BenchPlayer>(
        await db.execute(sql`select gu.user_id as "userId", gu.group_id as "groupId", gu.id as "memberId", s.token
          from generate_series(1, ${count}) n
          join group_users gu on gu.user_id = 'bench-' || n
          join session s on s.id = 'bench-session-' || n
          order by n`),
      );
    },
  };
}
