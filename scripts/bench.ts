/**
 * `npm run bench [-- --groups 200 --members 50]`: the play data layer under a World Cup matchday's
 * load, on the embedded database (or PostgreSQL with BENCH_DATABASE_URL). It seeds one tournament,
 * G groups of M members, then measures what the deadline rush and the final whistle cost:
 * saving picks, scoring a result for every pick of the game, a group's tables, a member's picks,
 * and the crowd of the predictions hub. Prints a table; the numbers go in the session notes.
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "../src/db/client";
import { getGroupPicks } from "../src/server/picks/queries";
import { getPredictionSheet } from "../src/server/picks/predictions";
import { savePicks } from "../src/server/picks/save-picks";
import { processResultEvents } from "../src/server/scoring/process-results";
import { getGroupTables, getStandings } from "../src/server/standings/queries";
import * as manage from "../src/server/tournaments/manage";
import { setGameResult } from "../src/server/tournaments/set-game-result";

const { values } = parseArgs({ options: { groups: { type: "string", default: "100" }, members: { type: "string", default: "50" }, games: { type: "string", default: "8" } } });
const GROUPS = Number(values.groups);
const MEMBERS = Number(values.members);
const GAMES = Number(values.games);

async function time<T>(label: string, runs: number, fn: (i: number) => Promise<T>, rows: string[][]): Promise<T> {
  let last: T | undefined;
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await fn(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
  rows.push([label, String(runs), p(0.5), p(0.95)]);
  return last!;
}

async function seed(handle: DbHandle) {
  const db = handle.db;
  const tournament = await manage.createTournament(db, { slug: "bench-cup", sport: "football", name: "Bench Cup", timeZone: "UTC" });
  await manage.createMatchday(db, tournament.slug, { ordinal: 1, name: "Final day" });
  const home = await manage.createCompetitor(db, tournament.slug, { name: "North", code: "NO" });
  const away = await manage.createCompetitor(db, tournament.slug, { name: "South", code: "SE" });
  const gameIds: string[] = [];
  for (let g = 0; g < GAMES; g++) {
    const kickoff = new Date(Date.now() + (60 + g) * 60_000).toISOString();
    gameIds.push((await manage.createGame(db, tournament.slug, { matchday: 1, kickoff, homeId: home.id, awayId: away.id })).gameId);
  }
  const users = GROUPS * MEMBERS;
  // Players, groups and members in bulk: the benchmark is about playing, not signing up.
  await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at, terms_accepted_at, privacy_accepted_at)
    select 'bench-' || n, 'Player ' || n, 'bench' || n || '@example.com', true, now(), now(), now(), now() from generate_series(1, ${users}) n`);
  await db.execute(sql`insert into groups (id, tournament_id, name, mode, scoring, invitation_code, owner_id)
    select gen_random_uuid(), ${tournament.id}, 'Group ' || g, 'expert', '{"exact":4,"goalDifference":3,"outcome":2,"advances":1,"basis":"regular"}'::jsonb, 'bench-code-' || g, 'bench-' || ((g - 1) * ${MEMBERS} + 1)
    from generate_series(1, ${GROUPS}) g`);
  await db.execute(sql`insert into group_users (group_id, user_id, nickname, role)
    select gr.id, 'bench-' || ((split_part(gr.name, ' ', 2)::int - 1) * ${MEMBERS} + m), 'Player ' || m, case when m = 1 then 'owner' else 'member' end
    from groups gr cross join generate_series(1, ${MEMBERS}) m where gr.tournament_id = ${tournament.id}`);
  return { tournament, gameIds };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const handle = await openDatabase(url ? { url } : { memory: true });
  const rows: string[][] = [];
  try {
    const seedStart = performance.now();
    const { tournament, gameIds } = await seed(handle);
    const db = handle.db;
    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const owner = rowsOf<{ id: string; userId: string }>(
      await db.execute(sql`select g.id, gu.user_id as "userId" from groups g join group_users gu on gu.group_id = g.id and gu.role = 'owner' order by g.name limit 1`),
    )[0]!;
    const members = rowsOf<{ groupId: string; userId: string }>(await db.execute(sql`select group_id as "groupId", user_id as "userId" from group_users`));
    console.log(`Seeded ${GROUPS} groups × ${MEMBERS} members (${members.length} players), ${GAMES} games, in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    // The deadline rush: every player saves the whole matchday in one request.
    const picksFor = (i: number) => gameIds.map((gameId, g) => ({ gameId, pick: { home: (i + g) % 4, away: (i * 7 + g) % 3 } }));
    const rushStart = performance.now();
    await time("save a matchday of picks (1 player)", members.length, (i) => savePicks(db, members[i]!.userId, members[i]!.groupId, { picks: picksFor(i) }), rows);
    const rushSeconds = (performance.now() - rushStart) / 1000;
    const totalPicks = members.length * GAMES;

    // The final whistle: the result of one game scores every pick of it.
    await db.execute(sql`update games set kickoff = now() - interval '2 hours', locks_at = now() - interval '2 hours' where tournament_id = ${tournament.id}`);
    await time(`score one game (${members.length} picks)`, Math.min(GAMES, 5), async (i) => {
      await setGameResult(db, gameIds[i]!, { result: { home: i % 3, away: 1 } });
      return processResultEvents(db);
    }, rows);
    await time("correct a result (rescore the game)", 3, async (i) => {
      await setGameResult(db, gameIds[0]!, { result: { home: 3 + i, away: 0 } });
      return processResultEvents(db);
    }, rows);

    // What players open afterwards.
    await time(`group standings (${MEMBERS} members)`, 50, () => getStandings(db, owner.userId, owner.id), rows);
    await time("group page tables (overall, matchdays, winners)", 50, () => getGroupTables(db, owner.userId, owner.id), rows);
    await time("a group's visible picks", 50, () => getGroupPicks(db, owner.userId, owner.id), rows);
    await time(`predictions hub with the crowd (${members.length} players)`, 10, () => getPredictionSheet(db, owner.userId, tournament.slug), rows);

    console.log(`\nDeadline rush: ${totalPicks} picks from ${members.length} players in ${rushSeconds.toFixed(1)} s = ${Math.round(totalPicks / rushSeconds)} picks/s, ${Math.round(members.length / rushSeconds)} requests/s (one connection, sequential)\n`);
    const width = [52, 6, 10, 10];
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(width[i]!) : c.padStart(width[i]!))).join(" ");
    console.log(line(["operation", "runs", "p50 ms", "p95 ms"]));
    for (const row of rows) console.log(line(row));
    const memory = process.memoryUsage();
    console.log(`\nMemory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB (${url ? "PostgreSQL" : "PGlite in this process"})`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
