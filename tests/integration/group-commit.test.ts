/**
 * Group commit on the embedded database (decision 0064): statements of many players' saves that
 * arrive while one runs are sent to PGlite together in one `exec`. Each player still gets exactly
 * their own answer; a statement that fails fails only its caller; a lock that passes inside a batch
 * refuses only the picks it locks; a transaction's statements are never mixed with the batch's.
 * On PGlite in this thread and (TEST_PGLITE_THREAD=worker) on a worker thread; on PostgreSQL the
 * same saves run on the pool, with the same answers.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { execBatchOf, preparedRows } from "@/db/prepared";
import { groupUsers } from "@/db/schema";
import { savePicks, type SavePicksResult } from "@/server/picks/save-picks";
import { json } from "../support/client";
import { createTestDb } from "../support/db";
import { createPlayer } from "../support/players";
import { insertPlayer } from "../factories/players";
import { pickOf } from "../factories/groups";
import { openCup } from "../factories/tournaments";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());

const PLAYERS = 24;

/** A group of `PLAYERS` members and `games` open games. */
async function rush(label: string, games = 2) {
  const tournament = await openCup(handle.db, { teams: ["Home", "Away"] });
  const gameIds: string[] = [];
  for (let g = 0; g < games; g++) gameIds.push(await tournament.game());
  const owner = await createPlayer(handle, `owner.${label}@example.com`, "Owner");
  const response = await owner.post("/api/groups", { tournament: tournament.slug, name: "Rush", mode: "expert" });
  expect(response.status).toBe(201);
  const { groupId } = await json<{ groupId: string }>(response);
  const members: { userId: string; memberId: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { user } = await insertPlayer(handle.db, `p${i}.${label}@example.com`, `P${i}`);
    const [row] = await handle.db
      .insert(groupUsers)
      .values({ groupId, userId: user.id, nickname: `P${i}` })
      .returning({ id: groupUsers.id });
    members.push({ userId: user.id, memberId: row!.id });
  }
  return { groupId, gameIds, members };
}

const scoreOf = (i: number, g: number) => ({ home: i % 7, away: (i + g) % 5 });

/** The session's simple-protocol `exec` (PGlite) or the pool's `query` (PostgreSQL), to watch or act before what is sent. */
type Client = {
  exec?: (sql: string) => Promise<{ rows: unknown[] }[]>;
  query: (...args: unknown[]) => Promise<unknown>;
};
const clientOf = () => (handle.db as unknown as { $client: Client }).$client;

describe("group commit of the embedded database's statements", () => {
  it("many players saving at once each get exactly their own picks saved, and a stranger among them only their own 404", async () => {
    const { groupId, gameIds, members } = await rush("own");
    const stranger = await insertPlayer(handle.db, "stranger.own@example.com", "Stranger");
    const before = execBatchOf(handle.db)?.stats.largest ?? 0;
    const saves = members.map(({ userId }, i) =>
      savePicks(handle.db, userId, groupId, {
        picks: gameIds.map((gameId, g) => ({ gameId, pick: scoreOf(i, g) })),
      }),
    );
    const strangers = savePicks(handle.db, stranger.user.id, groupId, {
      picks: [{ gameId: gameIds[0]!, pick: scoreOf(99, 0) }],
    }).catch((error: unknown) => error);
    const results = await Promise.all(saves);
    for (const result of results)
      expect(result).toEqual({ saved: gameIds.map((gameId) => ({ gameId, joker: false })), rejected: [] });
    expect(await strangers).toMatchObject({ code: "error.notFound" });
    for (const [i, { memberId }] of members.entries())
      for (const [g, gameId] of gameIds.entries())
        expect((await pickOf(handle.db, memberId, gameId))?.pick).toEqual(scoreOf(i, g));
    // On PGlite the saves' statements went in batches (the first alone, the ones queued behind it together).
    if (handle.kind === "pglite") expect(execBatchOf(handle.db)!.stats.largest).toBeGreaterThan(Math.max(1, before));
  });

  it("a statement that fails in a batch fails only its caller: the others' rows are answered and written", async () => {
    await handle.db.execute(sql`create table batch_probe (n int primary key)`);
    const insert = () => sql`insert into batch_probe (n) values (${sql.placeholder("n")}::int) returning n`;
    const divide = () => sql`select 12 / ${sql.placeholder("d")}::int as q`;
    const runs: Promise<unknown>[] = [];
    for (let n = 1; n <= 10; n++) {
      runs.push(preparedRows(handle.db, "test:batch-insert", insert, { n }).catch((error: unknown) => error));
      // A duplicate of 3 (unique violation) and a division by zero among them.
      if (n === 4) runs.push(preparedRows(handle.db, "test:batch-insert", insert, { n: 3 }).catch((e: unknown) => e));
      if (n === 6) runs.push(preparedRows(handle.db, "test:batch-divide", divide, { d: 0 }).catch((e: unknown) => e));
      if (n === 7) runs.push(preparedRows(handle.db, "test:batch-divide", divide, { d: 4 }).catch((e: unknown) => e));
    }
    const answers = await Promise.all(runs);
    // The two inserts of 3: on PGlite the first in line wins; on PostgreSQL's pool either may.
    const [third, duplicate] =
      handle.kind === "pglite" || Array.isArray(answers[2]) ? [answers[2], answers[4]] : [answers[4], answers[2]];
    expect([third, duplicate]).toEqual([[{ n: 3 }], expect.objectContaining({ code: "23505" })]);
    expect(answers.filter((_, k) => k !== 2 && k !== 4)).toEqual([
      [{ n: 1 }],
      [{ n: 2 }],
      [{ n: 4 }],
      [{ n: 5 }],
      [{ n: 6 }],
      expect.objectContaining({ code: "22012" }),
      [{ n: 7 }],
      [{ q: 3 }],
      [{ n: 8 }],
      [{ n: 9 }],
      [{ n: 10 }],
    ]);
    const stored = await handle.db.execute(sql`select n from batch_probe order by n`);
    expect((stored as unknown as { rows: { n: number }[] }).rows.map((r) => r.n)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    // Run again one by one after the failed batch (PGlite only: PostgreSQL has no batches).
    if (handle.kind === "pglite") expect(execBatchOf(handle.db)!.stats.reruns).toBeGreaterThan(0);
  });

  it("a lock that passes inside the batch of writes refuses only the picks of that game; every other pick of the batch is saved", async () => {
    const { groupId, gameIds, members } = await rush("lock");
    const [closing, open] = gameIds as [string, string];
    const client = clientOf();
    // Just before the first of the saves' write statements is sent, the game's lock passes on the
    // database's clock: on PGlite as the first statement of that very batch, on PostgreSQL just before it.
    const passLock = `update games set locks_at = now() - interval '1 second', kickoff = now() - interval '1 second' where id = '${closing}'`;
    let passed = false;
    // The lock passes in the first batch that writes a pick of the closing game among other statements;
    // the writes sent before it saved that pick (their lock had not passed).
    const sentBefore: string[] = [];
    const passesHere = (text: string) => text.includes('"save-picks:write') && text.includes(closing);
    const exec = client.exec;
    const query = client.query;
    if (exec) {
      client.exec = async (text: string) => {
        if (passed || !passesHere(text) || !text.includes(";\n")) {
          if (!passed) sentBefore.push(text);
          return exec.call(client, text);
        }
        passed = true;
        const [, ...results] = await exec.call(client, `${passLock};\n${text}`);
        return results;
      };
    } else {
      // PostgreSQL's pool sends the writes on several connections at once: every write waits until the lock has passed.
      let lockPassed: Promise<unknown> | undefined;
      client.query = async (...args: unknown[]) => {
        const config = args[0] as { name?: string } | string;
        if (typeof config === "object" && config.name?.startsWith("save-picks:write")) {
          passed = true;
          await (lockPassed ??= query.call(client, passLock));
        }
        return query.apply(client, args);
      };
    }
    let results: SavePicksResult[];
    try {
      // Even players pick both games, odd ones only the open game.
      results = await Promise.all(
        members.map(({ userId }, i) =>
          savePicks(handle.db, userId, groupId, {
            picks: (i % 2 === 0 ? [closing, open] : [open]).map((gameId) => ({ gameId, pick: scoreOf(i, 0) })),
          }),
        ),
      );
    } finally {
      if (exec) client.exec = exec;
      else client.query = query;
    }
    expect(passed).toBe(true);
    const writtenBefore = (memberId: string) =>
      sentBefore.some((text) => text.includes('"save-picks:write') && text.includes(memberId));
    let refused = 0;
    for (const [i, result] of results.entries()) {
      const { memberId } = members[i]!;
      const late = i % 2 === 0 && !writtenBefore(memberId);
      if (late) refused += 1;
      expect(result.saved).toEqual(
        i % 2 === 0 && !late
          ? [closing, open].map((gameId) => ({ gameId, joker: false }))
          : [{ gameId: open, joker: false }],
      );
      expect(result.rejected.map(({ gameId, code }) => ({ gameId, code }))).toEqual(
        late ? [{ gameId: closing, code: "error.pick.locked" }] : [],
      );
      expect((await pickOf(handle.db, memberId, open))?.pick).toEqual(scoreOf(i, 0));
      if (late) expect(await pickOf(handle.db, memberId, closing)).toBeNull();
    }
    // The lock passed between their reads and their writes for most of those who picked the closing game.
    expect(refused).toBeGreaterThan(PLAYERS / 4);
  });

  it("a transaction's statements are never batched with others: its rollback takes back only its own writes", async () => {
    await handle.db.execute(sql`create table tx_probe (n int primary key, by text not null)`);
    const insert = () =>
      sql`insert into tx_probe (n, by) values (${sql.placeholder("n")}::int, 'batch') returning n, (select count(*)::int from tx_probe where by = 'transaction') as "seen"`;
    // Warm the statement (prepared), so that the batch's statements are sent while the transaction is open.
    await preparedRows(handle.db, "test:tx-insert", insert, { n: 0 });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const batch: Promise<unknown>[] = [];
    const transaction = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into tx_probe (n, by) values (100, 'transaction')`);
        for (let n = 1; n <= 8; n++) batch.push(preparedRows(handle.db, "test:tx-insert", insert, { n }));
        await held;
        await tx.execute(sql`insert into tx_probe (n, by) values (101, 'transaction')`);
        throw new Error("rolled back");
      })
      .catch((error: Error) => error.message);
    // The transaction is open (its first insert ran) and the batch's statements are sent or queued.
    while (batch.length < 8) await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await transaction).toBe("rolled back");
    // The batch saw none of the transaction's rows (it ran after it on PGlite's one session, beside it on PostgreSQL).
    expect(await Promise.all(batch)).toEqual(Array.from({ length: 8 }, (_, k) => [{ n: k + 1, seen: 0 }]));
    const stored = await handle.db.execute(sql`select n, by from tx_probe order by n`);
    expect((stored as unknown as { rows: { n: number; by: string }[] }).rows).toEqual(
      Array.from({ length: 9 }, (_, n) => ({ n, by: "batch" })),
    );
  });
});
