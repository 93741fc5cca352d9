/**
 * The embedded database on a worker thread (decision 0054), as the server runs it: the same
 * answers as PGlite in the caller's thread, transactions that hold the one session, errors with
 * their codes, LISTEN, prepared statements, and a thread left free to answer while PGlite works.
 * Always PGlite (both ways), whatever TEST_DATABASE_URL says.
 */
import { openAsBlob } from "node:fs";
import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "@/db/client";
import { preparedRows } from "@/db/prepared";
import { contactMessages, rateLimitHits } from "@/db/schema";
import { appErrorFromDatabase } from "@/lib/db-errors";
import { ensurePgliteTemplate, pgliteTemplate } from "../support/templates";

let threaded: DbHandle;
let inline: DbHandle;

beforeAll(async () => {
  // Under TEST_DATABASE_URL the global setup made PostgreSQL's template only.
  await ensurePgliteTemplate();
  const from = await openAsBlob(pgliteTemplate());
  [threaded, inline] = await Promise.all([
    openDatabase({ memory: true, from, thread: "worker" }, { migrate: false }),
    openDatabase({ memory: true, from, thread: "main" }, { migrate: false }),
  ]);
});
afterAll(async () => {
  await threaded?.close();
  await inline?.close();
});
beforeEach(async () => {
  for (const handle of [threaded, inline]) await handle.db.execute(sql`truncate contact_messages, rate_limit_hits`);
});

const count = async (handle: DbHandle) =>
  (await handle.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]!.n;
const message = (name: string) => ({ name, email: `${name}@example.com`, message: "Hello there", locale: "en" });

describe("PGlite on a worker thread", () => {
  it("answers every type as PGlite in the caller's thread does", async () => {
    const query = sql`select now()::timestamptz(0) = now()::timestamptz(0) as same,
      timestamptz '2026-06-11 19:00:00+02' as at, date '2026-06-11' as day, interval '90 minutes' as span,
      12345678901234::int8 as big, 1.50::numeric(5,2) as decimal, '{"a":[1,"x"]}'::jsonb as json,
      '\\xdeadbeef'::bytea as bytes, array[1,2,3] as ints, array['a',null]::text[] as texts,
      array[date '2026-06-11'] as days, null::int as nothing, true as yes, 1.5::float8 as float`;
    const [a, b] = await Promise.all([threaded.db.execute(query), inline.db.execute(query)]);
    expect((a as unknown as { rows: unknown[] }).rows).toEqual((b as unknown as { rows: unknown[] }).rows);

    const row = message("ana");
    const [stored] = await threaded.db.insert(contactMessages).values(row).returning();
    await inline.db.insert(contactMessages).values({ ...row, id: stored!.id, createdAt: stored!.createdAt });
    const [fromThread] = await threaded.db.select().from(contactMessages);
    const [fromInline] = await inline.db.select().from(contactMessages);
    expect(fromThread!.createdAt).toBeInstanceOf(Date);
    expect(fromThread).toEqual(fromInline);
  });

  it("commits a transaction, and rolls back one that throws or asks to", async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(message("kept"));
    });
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values(message("thrown"));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.insert(contactMessages).values(message("rolled"));
        tx.rollback();
      }),
    ).rejects.toThrow();
    // A savepoint (a nested transaction) rolled back alone.
    await threaded.db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(message("outer"));
      await tx
        .transaction(async (inner) => {
          await inner.insert(contactMessages).values(message("inner"));
          throw new Error("inner only");
        })
        .catch(() => undefined);
    });
    const names = (await threaded.db.select({ name: contactMessages.name }).from(contactMessages)).map((r) => r.name);
    expect(names.sort()).toEqual(["kept", "outer"]);
  });

  it("holds the session for a transaction: a statement outside it runs after its commit", async () => {
    let outside: Promise<number> | undefined;
    await threaded.db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(message("first"));
      outside = count(threaded);
      await tx.insert(contactMessages).values(message("second"));
    });
    expect(await outside).toBe(2);
  });

  it("keeps the database's error codes (a unique violation is 409)", async () => {
    const values = { key: "k", windowStart: new Date("2026-01-01T00:00:00Z"), count: 1, expiresAt: new Date() };
    await threaded.db.insert(rateLimitHits).values(values);
    const thrown = await threaded.db
      .insert(rateLimitHits)
      .values(values)
      .catch((error: unknown) => error);
    expect(appErrorFromDatabase(thrown)).toMatchObject({ code: "error.database.23505", status: 409 });
    // The session is usable after the error, inside and outside a transaction.
    const failed = await threaded.db
      .transaction(async (tx) => {
        await tx.insert(rateLimitHits).values(values);
      })
      .catch((error: unknown) => error);
    expect(appErrorFromDatabase(failed)).toMatchObject({ code: "error.database.23505" });
    expect(await count(threaded)).toBe(0);
  });

  it("runs the hot paths' prepared statements", async () => {
    const [ana] = await threaded.db.insert(contactMessages).values(message("ana")).returning();
    const build = () =>
      sql`select name from contact_messages where id = ${sql.placeholder("id")} and email = ${sql.placeholder("email")}`;
    for (const email of ["ana@example.com", "o'brien@example.com", "ana@example.com"]) {
      const rows = await preparedRows<{ name: string }>(threaded.db, "thread-test-by-id", build, {
        id: ana!.id,
        email,
      });
      expect(rows).toEqual(email === "ana@example.com" ? [{ name: "ana" }] : []);
    }
  });

  it("hears NOTIFY on a channel until it stops listening", async () => {
    const heard: string[] = [];
    const stop = await threaded.listen("thread_test", (payload) => heard.push(payload));
    await threaded.db.execute(sql`select pg_notify('thread_test', 'one')`);
    await threaded.db.execute(sql`select pg_notify('thread_test', 'two')`);
    // A statement sent after both is answered after the worker posted both notifications.
    await threaded.db.execute(sql`select 1`);
    expect(heard).toEqual(["one", "two"]);
    await stop();
    await threaded.db.execute(sql`select pg_notify('thread_test', 'three')`);
    await threaded.db.execute(sql`select 1`);
    expect(heard).toEqual(["one", "two"]);
  });

  it("leaves the caller's thread free: an HTTP request is answered while a long statement runs", async () => {
    const server: Server = createServer((_req, res) => res.end("pong"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const ping = () =>
      new Promise<string>((resolve, reject) =>
        get(`http://127.0.0.1:${port}/`, (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve(body));
        }).on("error", reject),
      );
    try {
      const order: string[] = [];
      const long = sql`select count(*)::int as n from generate_series(1, 2000000)`;
      // On the caller's thread, the statement's work comes first: the request is answered after it.
      const inlineStatement = inline.db.execute(long).then(() => order.push("inline statement"));
      const inlinePing = ping().then((body) => order.push(`inline ${body}`));
      await Promise.all([inlineStatement, inlinePing]);
      // On the worker, the request is answered while the statement runs.
      const threadStatement = threaded.db.execute(long).then(() => order.push("thread statement"));
      const threadPing = ping().then((body) => order.push(`thread ${body}`));
      await Promise.all([threadStatement, threadPing]);
      expect(order).toEqual(["inline statement", "inline pong", "thread pong", "thread statement"]);
    } finally {
      server.close();
    }
  }, 120_000);

  it("answers 503 unavailable once its thread has stopped", async () => {
    const from = await openAsBlob(pgliteTemplate());
    const gone = await openDatabase({ memory: true, from, thread: "worker" }, { migrate: false });
    expect(
      await gone.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.name, "x")),
    ).toEqual([]);
    await gone.close();
    const thrown = await gone.db
      .select()
      .from(contactMessages)
      .catch((error: unknown) => error);
    expect(appErrorFromDatabase(thrown)).toMatchObject({ code: "error.unavailable", status: 503 });
  });
});
