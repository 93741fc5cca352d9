/**
 * Observability (issue 12 point 8, decision 0032): readiness for load balancers, and this
 * instance's Prometheus metrics for admins or a scraper with METRICS_TOKEN, counted by the real
 * routes, services and database.
 */
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installDb } from "@/db";
import type { DbHandle } from "@/db/client";
import { games } from "@/db/schema";
import { resetEnvForTests } from "@/lib/env";
import { startJobRunner } from "@/server/jobs/runner";
import { deliverDueMails, MAX_ATTEMPTS, sendMail } from "@/server/mail/send-mail";
import { TestClient, json } from "../support/client";
import { createTestDb } from "../support/db";
import { expectError, createPlayer } from "../support/players";
import { createHeadToHead } from "../factories/tournaments";

const TOKEN = "metrics-token-for-the-scraper-0123456789";

let handle: DbHandle;
let runner: ReturnType<typeof startJobRunner>;
let admin: TestClient;
let player: TestClient;
const anonymous = new TestClient();

beforeAll(async () => {
  process.env.ADMIN_EMAILS = "ops@example.com";
  resetEnvForTests();
  handle = await createTestDb();
  // This instance's job runner, as startServer() starts it (no jobs here: tests/integration/jobs.test.ts runs them).
  runner = startJobRunner(handle.db, [], { tickMs: 60_000 });
  admin = await createPlayer(handle, "ops@example.com", "Ops");
  player = await createPlayer(handle, "kim@example.com", "Kim");
});
afterAll(async () => {
  delete process.env.ADMIN_EMAILS;
  delete process.env.METRICS_TOKEN;
  delete process.env.SMTP_URL;
  resetEnvForTests();
  runner?.stop();
  await handle?.close();
});

/** The value of one series in the Prometheus text, 0 when it is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function metrics(): Promise<string> {
  const response = await admin.get("/api/metrics");
  expect(response.status).toBe(200);
  return response.text();
}

describe("GET /api/health/ready", () => {
  it("is ready with the database answering, and reports result events waiting to be scored", async () => {
    const response = await anonymous.get("/api/health/ready");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      status: "ready",
      checks: {
        database: "ok",
        resultEvents: { waiting: 0, oldestSeconds: null },
        jobs: { runner: "ok", lastTickSeconds: expect.any(Number), failing: [] },
      },
    });
  });

  it("answers 503 error.unavailable in the error shape when the database is gone", async () => {
    const closed = await createTestDb();
    await closed.close();
    installDb(closed);
    try {
      await expectError(await anonymous.get("/api/health/ready"), 503, "error.unavailable");
    } finally {
      installDb(handle);
    }
    expect((await anonymous.get("/api/health/ready")).status).toBe(200);
  });

  it("answers 503 once the instance begins to shut down, so that the balancer takes it out", async () => {
    const lifecycle = globalThis as unknown as {
      __callitShutdown?: AbortController;
    };
    const running = lifecycle.__callitShutdown;
    lifecycle.__callitShutdown = new AbortController();
    lifecycle.__callitShutdown.abort();
    try {
      await expectError(await anonymous.get("/api/health/ready"), 503, "error.unavailable");
      // Liveness is another question: the process still answers.
      expect((await anonymous.get("/api/health")).status).toBe(200);
    } finally {
      lifecycle.__callitShutdown = running;
    }
  });
});

describe("GET /api/metrics", () => {
  it("refuses the anonymous (401) and players (403), in the error shape", async () => {
    await expectError(await anonymous.get("/api/metrics"), 401, "error.auth.required");
    await expectError(await player.get("/api/metrics"), 403, "error.forbidden");
  });

  it("opens to no token while METRICS_TOKEN is unset", async () => {
    delete process.env.METRICS_TOKEN;
    resetEnvForTests();
    await expectError(await anonymous.get("/api/metrics", { authorization: "Bearer " }), 401, "error.auth.required");
    await expectError(
      await anonymous.get("/api/metrics", { authorization: `Bearer ${TOKEN}` }),
      401,
      "error.auth.required",
    );
  });

  it("opens to a scraper with the right METRICS_TOKEN only", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetEnvForTests();
    try {
      const ok = await anonymous.get("/api/metrics", {
        authorization: `Bearer ${TOKEN}`,
      });
      expect(ok.status).toBe(200);
      expect(ok.headers.get("content-type")).toContain("text/plain; version=0.0.4");
      await expectError(
        await anonymous.get("/api/metrics", {
          authorization: `Bearer ${TOKEN}x`,
        }),
        401,
        "error.auth.required",
      );
      await expectError(await player.get("/api/metrics", { authorization: "Bearer wrong" }), 403, "error.forbidden");
    } finally {
      delete process.env.METRICS_TOKEN;
      resetEnvForTests();
    }
  });

  it("counts requests by route pattern and status, with their latency", async () => {
    const { slug } = await createHeadToHead(handle.db);
    const before = await metrics();
    const ok = '{method="GET",route="/api/tournaments/{slug}",status="200"}';
    const missing = '{method="GET",route="/api/tournaments/{slug}",status="404"}';
    expect((await anonymous.get(`/api/tournaments/${slug}`)).status).toBe(200);
    expect((await anonymous.get(`/api/tournaments/${slug}`)).status).toBe(200);
    expect((await anonymous.get("/api/tournaments/no-such-cup")).status).toBe(404);
    const after = await metrics();
    expect(sample(after, `callit_http_requests_total${ok}`) - sample(before, `callit_http_requests_total${ok}`)).toBe(
      2,
    );
    expect(
      sample(after, `callit_http_requests_total${missing}`) - sample(before, `callit_http_requests_total${missing}`),
    ).toBe(1);
    const latency = '{method="GET",route="/api/tournaments/{slug}"}';
    expect(
      sample(after, `callit_http_request_duration_seconds_count${latency}`) -
        sample(before, `callit_http_request_duration_seconds_count${latency}`),
    ).toBe(3);
    expect(
      sample(
        after,
        `callit_http_request_duration_seconds_bucket{method="GET",route="/api/tournaments/{slug}",le="+Inf"}`,
      ),
    ).toBe(sample(after, `callit_http_request_duration_seconds_count${latency}`));
    // The path a client made up is not a label: only declared patterns are.
    expect(after).not.toContain("no-such-cup");
    expect(after).toMatch(/^# TYPE callit_http_request_duration_seconds histogram$/m);
  });

  it("counts picks saved and result events processed", async () => {
    const { slug, gameId } = await createHeadToHead(handle.db);
    const created = await player.post("/api/groups", {
      tournament: slug,
      name: "Metrics",
      mode: "expert",
    });
    expect(created.status).toBe(201);
    const { groupId } = await json<{ groupId: string }>(created);
    const before = await metrics();
    const saved = await player.request("PUT", `/api/groups/${groupId}/picks`, {
      picks: [{ gameId, pick: { home: 2, away: 1 } }],
    });
    expect(await json(saved)).toMatchObject({
      saved: [{ gameId }],
      rejected: [],
    });
    // Kick-off passes (the database's clock decides), then the admin enters the result.
    await handle.db
      .update(games)
      .set({
        kickoff: sql`now() - interval '2 hours'`,
        locksAt: sql`now() - interval '2 hours'`,
      })
      .where(eq(games.id, gameId));
    const result = await admin.request("PUT", `/api/admin/games/${gameId}/result`, {
      status: "finished",
      result: { home: 2, away: 1 },
    });
    expect(result.status).toBe(200);
    const after = await metrics();
    expect(sample(after, "callit_picks_saved_total") - sample(before, "callit_picks_saved_total")).toBe(1);
    expect(
      sample(after, "callit_result_events_processed_total") - sample(before, "callit_result_events_processed_total"),
    ).toBeGreaterThanOrEqual(1);
  });

  it("counts mails sent, retried and given up", async () => {
    let refusing = false;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo(_address, _session, callback) {
        if (!refusing) return callback();
        const error = new Error("Mailbox busy") as Error & {
          responseCode: number;
        };
        error.responseCode = 451;
        callback(error);
      },
      onData(stream, _session, callback) {
        stream.on("data", () => undefined);
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    resetEnvForTests();
    try {
      const before = await metrics();
      const mail = {
        to: ["someone@example.com"],
        subject: "Hello",
        text: "Hello there",
        kind: "test",
        userId: null,
      };
      expect((await sendMail(handle.db, mail)).status).toBe("sent");
      refusing = true;
      expect((await sendMail(handle.db, mail)).status).toBe("queued");
      // The later attempts, each when due, until the last one gives up.
      let at = Date.now();
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        at += 7 * 3600 * 1000;
        await deliverDueMails(handle.db, { at: new Date(at) });
      }
      const after = await metrics();
      const delta = (outcome: string) =>
        sample(after, `callit_mails_total{outcome="${outcome}"}`) -
        sample(before, `callit_mails_total{outcome="${outcome}"}`);
      expect(delta("sent")).toBe(1);
      expect(delta("retry")).toBe(MAX_ATTEMPTS - 1);
      expect(delta("failed")).toBe(1);
    } finally {
      delete process.env.SMTP_URL;
      resetEnvForTests();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
