/**
 * Several instances, proven on this machine (issue 12): two real servers (server/main.mjs on the
 * production build) on one PostgreSQL, through PgBouncer in transaction mode, behind HAProxy — the
 * cluster of `npm run cluster`. A player's session, live events, scoring and reminders work across
 * instances, and the site keeps answering when one instance dies. Needs PostgreSQL
 * (TEST_DATABASE_URL, default 127.0.0.1:5432) and Debian's haproxy and pgbouncer; `.ci/run` installs them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray, isNull } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, POSTGRES_TIMEOUTS, type DbHandle } from "@/db/client";
import { importRunActive, type ImportRun } from "@/lib/import-run";
import { jobRuns, mailOutbox, remindersSent, resultEvents, user as users } from "@/db/schema";
import {
  createCompetitors,
  createGame,
  createMatchday,
  createTournament,
  hoursFromNow,
} from "../factories/tournaments";
// @ts-expect-error: plain JavaScript, run by Node as it is
import { startCluster } from "../../scripts/cluster.mjs";

interface Cluster {
  url: string;
  dir: string;
  pooledUrl: string;
  instances: { url: string }[];
  kill(index: number): Promise<void>;
  stop(): Promise<void>;
}

const PUBLIC_URL_PORT = Number(process.env.CLUSTER_TEST_PORT ?? 3190);
const server = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `callit_cluster_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(server), { pathname: `/${dbName}` }).toString();

let cluster: Cluster;
let handle: DbHandle;
let a: string;
let b: string;
const logs: string[] = [];

/** A browser: keeps its cookies, comes from its own address (each instance trusts one proxy hop). */
let addresses = 0;
class Browser {
  readonly cookies = new Map<string, string>();
  readonly address = `10.77.0.${++addresses}`;

  async request(base: string, method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: cluster.url, "x-forwarded-for": this.address };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers["content-type"] = "application/json";
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
    return response;
  }

  async json<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.request(base, method, path, body);
    const text = await response.text();
    expect(response.status, `${method} ${path} on ${base}: ${text}`).toBeLessThan(300);
    return JSON.parse(text) as T;
  }
}

/** The admin the cluster provisioned (ADMIN_EMAILS), signed in on `base`. */
async function signedInBoss(base: string): Promise<Browser> {
  const [line] = readFileSync(path.join(cluster.dir, "data", "admin-passwords.txt"), "utf8")
    .split("\n")
    .filter((l) => l.startsWith("boss@example.com "));
  const boss = new Browser();
  await boss.json(base, "POST", "/api/auth/sign-in/email", {
    email: "boss@example.com",
    password: line!.split(" ")[1],
  });
  return boss;
}

async function player(base: string, email: string, name: string): Promise<Browser> {
  const browser = new Browser();
  // Without SMTP_URL a new account is signed in at once (decision 0015).
  await browser.json(base, "POST", "/api/auth/sign-up/email", {
    email,
    password: "green-pitch-42",
    name,
    acceptTerms: true,
    acceptPrivacy: true,
  });
  return browser;
}

/** Reads server-sent events from an open stream until `done` says enough. */
async function readEvents(
  response: Response,
  done: (events: { type: string; data: Record<string, unknown> }[]) => boolean,
) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: { type: string; data: Record<string, unknown> }[] = [];
  let buffer = "";
  while (!done(events)) {
    const { value, done: ended } = await reader.read();
    if (ended) throw new Error(`The stream ended after ${JSON.stringify(events)}`);
    buffer += decoder.decode(value, { stream: true });
    let at;
    while ((at = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      const type = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (type && data) events.push({ type, data: JSON.parse(data) as Record<string, unknown> });
    }
  }
  await reader.cancel();
  return events;
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await probe();
    if (value) return value;
    if (attempt > 600) throw new Error(`Gave up waiting for ${what}\n${logs.slice(-40).join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  cluster = (await startCluster({
    databaseUrl,
    port: PUBLIC_URL_PORT,
    env: { ADMIN_EMAILS: "boss@example.com", REMINDER_INTERVAL_S: "1", DEMO: "0" },
    log: (line: string) => logs.push(line),
  })) as Cluster;
  [a, b] = cluster.instances.map((i) => i.url) as [string, string];
  handle = await openDatabase({ url: databaseUrl }, { migrate: false });
}, 240_000);

afterAll(async () => {
  await handle?.close();
  await cluster?.stop();
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(`drop database if exists "${dbName}" with (force)`);
  await client.end();
}, 60_000);

describe("two instances behind HAProxy, on PgBouncer in transaction mode", () => {
  it("recognises on instance B a player who signed up and in on instance A, and through the proxy", async () => {
    const ana = await player(a, "ana@example.com", "Ana");
    for (const base of [b, cluster.url]) {
      const session = await ana.json<{ user: { email: string } } | null>(base, "GET", "/api/auth/get-session");
      expect(session?.user.email).toBe("ana@example.com");
    }
    // A password sign-in through B also opens a session A knows.
    const again = new Browser();
    await again.json(b, "POST", "/api/auth/sign-in/email", { email: "ana@example.com", password: "green-pitch-42" });
    expect((await again.json<{ user: { email: string } }>(a, "GET", "/api/auth/get-session")).user.email).toBe(
      "ana@example.com",
    );
  });

  it("shows on a stream opened on A the result entered through B, scored once though both instances entered it", async () => {
    const boss = await signedInBoss(b);

    const tournament = await createTournament(handle.db, { name: "Cluster Cup" });
    await createMatchday(handle.db, tournament.slug, 1);
    const [home, away] = await createCompetitors(handle.db, tournament.slug, ["Herons", "Otters"]);
    const gameId = await createGame(handle.db, tournament.slug, {
      kickoff: hoursFromNow(2),
      homeId: home!,
      awayId: away!,
    });
    const cam = await player(a, "cam@example.com", "Cam");
    const group = await cam.json<{ groupId: string }>(a, "POST", "/api/groups", {
      tournament: tournament.slug,
      name: "Riverbank",
      mode: "expert",
    });
    await cam.json(b, "PUT", `/api/groups/${group.groupId}/picks`, { picks: [{ gameId, pick: { home: 2, away: 1 } }] });
    await boss.json(a, "PATCH", `/api/admin/games/${gameId}`, { kickoff: hoursFromNow(-1) });

    const stream = await cam.request(
      a,
      "GET",
      `/api/events?topics=tournament:${tournament.slug},group:${group.groupId}`,
    );
    expect(stream.status).toBe(200);
    const heard = readEvents(
      stream,
      (events) => events.some((e) => e.type === "result") && events.some((e) => e.type === "standings"),
    );
    // The same result through both instances at once: its events are claimed, never scored twice over.
    const body = { status: "finished", result: { home: 2, away: 1 } };
    await Promise.all([
      boss.json(b, "PUT", `/api/admin/games/${gameId}/result`, body),
      boss.json(a, "PUT", `/api/admin/games/${gameId}/result`, body),
    ]);
    const events = await heard;
    expect(events.find((e) => e.type === "result")?.data).toMatchObject({ gameId, status: "finished" });
    expect(events.find((e) => e.type === "standings")?.data).toMatchObject({ groupId: group.groupId });

    const fromA = await cam.json<{ nickname: string; points: number; exact: number; played: number }[]>(
      a,
      "GET",
      `/api/groups/${group.groupId}/standings`,
    );
    const fromB = await cam.json<typeof fromA>(b, "GET", `/api/groups/${group.groupId}/standings`);
    expect(fromA).toEqual(fromB);
    expect(fromA[0]).toMatchObject({ exact: 1, played: 1 });
    expect(fromA[0]!.points).toBeGreaterThan(0);
    const unprocessed = await handle.db
      .select()
      .from(resultEvents)
      .where(and(eq(resultEvents.gameId, gameId), isNull(resultEvents.processedAt)));
    expect(unprocessed).toEqual([]);
  });

  it("sends each reminder once while both instances' job runners look for due reminders every second", async () => {
    const tournament = await createTournament(handle.db, { name: "Reminder League" });
    await createMatchday(handle.db, tournament.slug, 1);
    const [home, away] = await createCompetitors(handle.db, tournament.slug, ["Larks", "Wrens"]);
    const dan = await player(b, "dan@example.com", "Dan");
    await dan.json(a, "POST", "/api/groups", { tournament: tournament.slug, name: "Aviary", mode: "expert" });
    const first = await createGame(handle.db, tournament.slug, {
      kickoff: hoursFromNow(3),
      homeId: home!,
      awayId: away!,
    });
    // Plus (reminders are one of its benefits), bought in the sandbox through the proxy.
    const { subscriptionId } = await dan.json<{ subscriptionId: string }>(
      cluster.url,
      "POST",
      "/api/billing/init-payment",
      { tournament: tournament.slug, plan: "plus" },
    );
    await dan.json(cluster.url, "POST", `/api/billing/sandbox/${subscriptionId}`, { outcome: "succeeded" });

    const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, "dan@example.com"));
    const remindedOf = () =>
      handle.db.select({ gameId: remindersSent.gameId }).from(remindersSent).where(eq(remindersSent.userId, user!.id));
    const mails = async () =>
      (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "reminder"))).filter((m) =>
        m.to.includes("dan@example.com"),
      );
    await until("the first reminder", async () => (await mails()).length > 0);

    // A second game becomes due: the next run mails it alone, and the first game is never mailed again.
    const second = await createGame(handle.db, tournament.slug, {
      kickoff: hoursFromNow(4),
      homeId: home!,
      awayId: away!,
    });
    await until("the second reminder", async () => (await mails()).length > 1);
    // Both instances' runners looked every second all along (decision 0035: a run is claimed by one
    // instance, mails what is due and remembers it): two games, two mails, whatever ran where.
    expect(await mails()).toHaveLength(2);
    // No two runs of the job ever overlapped, on whichever instance they ran.
    const runs = await handle.db.select().from(jobRuns).where(eq(jobRuns.job, "reminders")).orderBy(jobRuns.startedAt);
    expect(runs.length).toBeGreaterThan(1);
    for (const [i, run] of runs.slice(1).entries())
      expect(run.startedAt.getTime()).toBeGreaterThanOrEqual(runs[i]!.finishedAt!.getTime());
    expect((await remindedOf()).map((r) => r.gameId).sort()).toEqual([first, second].sort());
    const mailed = await handle.db
      .select()
      .from(remindersSent)
      .where(inArray(remindersSent.gameId, [first, second]));
    expect(mailed).toHaveLength(2);
  });

  it("imports a file uploaded on instance A once, on whichever instance's job runner claims it, followed through the proxy", async () => {
    const boss = await signedInBoss(a);
    const form = new FormData();
    form.set("format", "csv");
    form.set("sport", "hockey");
    form.set(
      "file",
      new Blob([readFileSync(path.join(process.cwd(), "src/server/tournaments/import/fixtures/hockey.csv"))], {
        type: "text/csv",
      }),
      "hockey.csv",
    );
    const slug = `cluster-hockey-${Date.now().toString(36)}`;
    const response = await boss.request(a, "POST", `/api/admin/tournaments/${slug}/import`, form);
    expect(response.status).toBe(202);
    const queued = (await response.json()) as ImportRun;
    // Queued, or already claimed: the runner is woken as the run is queued, and the other instance's
    // runner polls too, so either may have taken it by the time the answer is read.
    expect(["queued", "running"]).toContain(queued.status);
    const done = await until("the import to end", async () => {
      const run = await boss.json<ImportRun>(cluster.url, "GET", `/api/admin/imports/${queued.id}`);
      return importRunActive(run) ? undefined : run;
    });
    expect(done).toMatchObject({ status: "succeeded", result: { tournament: slug, created: 4, results: 3 } });
    const [row] = await handle.db.select().from(jobRuns).where(eq(jobRuns.id, queued.id));
    expect(row).toMatchObject({ status: "succeeded", attempts: 1 });
  });

  it("cancels a runaway statement sent through PgBouncer: the statement limits hold on the pooler's server connections", async () => {
    // Connected as the instances are (DATABASE_URL is the pooler), without asking for any limit of its own.
    const client = new pg.Client({ connectionString: cluster.pooledUrl });
    await client.connect();
    try {
      const shown = async (name: string) =>
        ((await client.query(`show ${name}`)).rows[0] as Record<string, string>)[name];
      expect(await shown("statement_timeout")).toBe(`${POSTGRES_TIMEOUTS.statementMs / 1000}s`);
      expect(await shown("idle_in_transaction_session_timeout")).toBe(
        `${POSTGRES_TIMEOUTS.idleInTransactionMs / 1000}s`,
      );
      const runaway = await client.query("select pg_sleep(120)").then(
        () => null,
        (error: unknown) => error,
      );
      expect(runaway).toMatchObject({ code: "57014", message: "canceling statement due to statement timeout" });
      // The connection is still good for the next statement.
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
  }, 90_000);

  it("keeps answering through the proxy when an instance is killed", async () => {
    const eve = await player(cluster.url, "eve@example.com", "Eve");
    await cluster.kill(0);
    // Round robin sends every other request to the dead instance: HAProxy retries it on the live one.
    for (let i = 0; i < 6; i++) {
      const session = await eve.json<{ user: { email: string } }>(cluster.url, "GET", "/api/auth/get-session");
      expect(session.user.email).toBe("eve@example.com");
    }
    const tournament = await createTournament(handle.db, { name: "Survivor Cup" });
    const created = await eve.json<{ groupId: string }>(cluster.url, "POST", "/api/groups", {
      tournament: tournament.slug,
      name: "Still here",
      mode: "expert",
    });
    expect(
      (await eve.json<{ group: { name: string } }>(cluster.url, "GET", `/api/groups/${created.groupId}`)).group.name,
    ).toBe("Still here");
    expect((await fetch(`${cluster.url}/api/health`)).status).toBe(200);
  });
});
