/**
 * The fault test of issue 9 (docs/decisions/0023): players keep saving picks while PostgreSQL is
 * stopped and started again under them. Always on a PostgreSQL cluster of its own (whatever the
 * pass), so that stopping it disturbs no one; if that cluster cannot be made, the test fails.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installDb } from "@/db";
import { openDatabase, type DbHandle } from "@/db/client";
import { resetEnvForTests } from "@/lib/env";
import { publish } from "@/server/realtime/bus";
import { TestClient, json } from "../support/client";
import { TEST_PASSWORD, errorOf, createPlayer } from "../support/players";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../support/throwaway-postgres";
import { createGame, createHeadToHead } from "../factories/tournaments";

const PLAYERS = 4;
const GAMES = 6;

let cluster: ThrowawayPostgres;
let handle: DbHandle;
/** The load runs while this is true (afterAll ends it, should an assertion end the test early). */
let running = true;
let closed = false;

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  handle = await openDatabase({ url: cluster.url });
  installDb(handle);
  resetEnvForTests();
}, 120_000);

afterAll(async () => {
  running = false;
  await sleep(200);
  try {
    // Bounded: a failed assertion must never leave the throwaway cluster running.
    if (!closed) await Promise.race([handle?.close().catch(() => undefined), sleep(10_000)]);
  } finally {
    cluster?.destroy();
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Attempt {
  email: string;
  gameId: string;
  home: number;
  status: number;
  code?: string;
}

/** Collects a server-sent-events stream's events in the background. */
function collectEvents(response: Response): { events: Record<string, unknown>[]; cancel: () => Promise<void> } {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: Record<string, unknown>[] = [];
  let buffer = "";
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const data = /^data: (.+)$/m.exec(buffer.slice(0, end))?.[1];
        buffer = buffer.slice(end + 2);
        if (data) events.push(JSON.parse(data) as Record<string, unknown>);
      }
    }
  })();
  return { events, cancel: () => reader.cancel().catch(() => undefined) };
}

describe("PostgreSQL restarting under load", () => {
  it("keeps every acknowledged pick, answers 503 error.unavailable while down, and is back (live events too) once the database is", async () => {
    const { slug, gameId: firstGame } = await createHeadToHead(handle.db);
    const gameIds = [firstGame];
    for (let g = 1; g < GAMES; g++) gameIds.push(await createGame(handle.db, slug));

    const players: { email: string; client: TestClient }[] = [];
    for (let p = 0; p < PLAYERS; p++) {
      const email = `outage${p}@example.com`;
      players.push({ email, client: await createPlayer(handle, email, `Player ${p}`) });
    }
    const created = await json<{ groupId: string; invitationCode: string }>(
      await players[0]!.client.post("/api/groups", { tournament: slug, name: "Outage", mode: "expert" }),
    );
    for (const { client } of players.slice(1)) {
      expect(
        (await client.post(`/api/groups/${created.groupId}/join`, { invitationCode: created.invitationCode })).status,
      ).toBe(200);
    }
    const picksPath = `/api/groups/${created.groupId}/picks`;

    // A visitor watches the tournament from before the outage to after it.
    const stream = await new TestClient().get(`/api/events?topics=tournament:${slug}`);
    expect(stream.status).toBe(200);
    const watched = collectEvents(stream);

    // The load: every player saves a new pick (game i % GAMES, home = i) again and again.
    const attempts: Attempt[] = [];
    const worker = async ({ email, client }: { email: string; client: TestClient }) => {
      for (let i = 0; running; i++) {
        const gameId = gameIds[i % GAMES]!;
        const response = await client.request("PUT", picksPath, { picks: [{ gameId, pick: { home: i, away: 0 } }] });
        const attempt: Attempt = { email, gameId, home: i, status: response.status };
        if (response.status >= 300) attempt.code = (await errorOf(response)).code;
        else await response.body?.cancel();
        attempts.push(attempt);
        if (response.status >= 300) await sleep(25);
      }
    };
    const acked = () => attempts.filter((a) => a.status < 300).length;
    const load = Promise.all(players.map(worker));

    while (acked() < PLAYERS * 3) await sleep(20);

    // Down, for longer than the old one-second reconnect window.
    cluster.stop("immediate");
    await sleep(1500);
    const health = await new TestClient().get("/api/health");
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "error", db: "error" });
    const refused = await players[0]!.client.request("PUT", picksPath, {
      picks: [{ gameId: firstGame, pick: { home: 1, away: 1 } }],
    });
    expect(refused.status).toBe(503);
    const body = await errorOf(refused);
    expect(body.code).toBe("error.unavailable");
    attempts.push({ email: players[0]!.email, gameId: firstGame, home: 1, status: 503, code: body.code });
    // Signing in (Better Auth's own handler) says the same.
    const signIn = await new TestClient().post("/api/auth/sign-in/email", {
      email: players[1]!.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(503);
    expect((await errorOf(signIn)).code).toBe("error.unavailable");
    await sleep(1000);

    // Back: `pg_ctl start -w` returns once the server accepts connections.
    cluster.start();
    const back = Date.now();
    for (;;) {
      const probe = await new TestClient().get("/api/health");
      await probe.body?.cancel();
      if (probe.status === 200) break;
      expect(Date.now() - back, "the service answers again within 5 s of the database").toBeLessThan(5000);
      await sleep(100);
    }
    const ackedWhenBack = acked();
    while (acked() < ackedWhenBack + PLAYERS * 3) await sleep(20);
    expect(Date.now() - back, "picks are saved again within 5 s of the database").toBeLessThan(5000);
    running = false;
    await load;

    // Nothing but success or 503 error.unavailable, whatever the moment of the restart.
    const failures = attempts.filter((a) => a.status >= 300);
    expect(failures.length).toBeGreaterThan(0);
    expect(new Set(failures.map((a) => `${a.status} ${a.code}`))).toEqual(new Set(["503 error.unavailable"]));

    // Every acknowledged pick is there: per player and game, the stored pick is the last
    // acknowledged one, or a later attempt whose answer was lost with the connection.
    const stored = (
      (await handle.db.execute(sql`select u.email, p.game_id as "gameId", (p.pick->>'home')::int as home
        from picks p join group_users gu on gu.id = p.group_user_id join "user" u on u.id = gu.user_id`)) as unknown as {
        rows: { email: string; gameId: string; home: number }[];
      }
    ).rows;
    for (const { email } of players) {
      for (const gameId of gameIds) {
        const mine = attempts.filter((a) => a.email === email && a.gameId === gameId);
        const lastAcked = mine.map((a) => a.status < 300).lastIndexOf(true);
        if (lastAcked < 0) continue;
        const allowed = new Set(mine.slice(lastAcked).map((a) => a.home));
        const row = stored.find((r) => r.email === email && r.gameId === gameId);
        expect(row, `${email}'s acknowledged pick for ${gameId}`).toBeDefined();
        expect(
          allowed.has(row!.home),
          `${email}'s pick ${row!.home} for ${gameId}, acknowledged ${mine[lastAcked]!.home}`,
        ).toBe(true);
      }
    }

    // Live events resume on the stream opened before the outage (the LISTEN connection came back).
    let delivered = false;
    for (let k = 0; k < 30 && !delivered; k++) {
      await publish(handle.db, [
        { topic: `tournament:${slug}`, type: "result", gameId: firstGame, matchday: 1, status: `probe-${k}` },
      ]);
      for (let wait = 0; wait < 10 && !delivered; wait++) {
        await sleep(50);
        delivered = watched.events.some((e) => typeof e.status === "string" && e.status.startsWith("probe-"));
      }
    }
    await watched.cancel();
    expect(delivered, "a live event after the restart reaches the stream opened before it").toBe(true);

    // No connection was left checked out by a request the restart broke: the pool closes (as on a
    // shutdown) instead of waiting forever for them.
    await handle.close();
    closed = true;
  }, 120_000);
});
