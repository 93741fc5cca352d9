import "server-only";
import { gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { pingDatabase } from "@/db/client";
import { jobs, resultEvents } from "@/db/schema";
import { UNAVAILABLE } from "@/lib/db-errors";
import { AppError } from "@/lib/errors";
import { shutdownSignal } from "@/server/http/shutdown";
import { runnerHealth } from "@/server/jobs/runner";
import { getLogger } from "@/server/log";

export interface Health {
  status: "ok" | "error";
  db: "ok" | "error";
}

export async function checkHealth(): Promise<Health> {
  try {
    await pingDatabase(await getDb());
    return { status: "ok", db: "ok" };
  } catch (error) {
    getLogger().error({ err: error }, "health check: database unreachable");
    return { status: "error", db: "error" };
  }
}

export interface Readiness {
  status: "ready";
  checks: {
    database: "ok";
    resultEvents: { waiting: number; oldestSeconds: number | null };
    jobs: { runner: "ok"; lastTickSeconds: number; failing: string[] };
  };
}

/**
 * May a load balancer send this instance traffic (`/api/health/ready`)? Not while it shuts down
 * (SIGTERM: the balancer takes it out before its connections are cut), nor while the database does
 * not answer a query. Result events waiting to be scored are reported, not held against the
 * instance: any instance scores them (decision 0007), so a backlog is for the operator's alerts.
 * Nor while this instance's job runner is stopped or stuck (decision 0036): its scheduled work
 * would fall to the others unseen. Jobs that fail are reported (`failing`), like the backlog.
 */
export async function checkReadiness(): Promise<Readiness> {
  if (shutdownSignal().aborted) throw new AppError({ code: UNAVAILABLE });
  const runner = runnerHealth();
  if (runner.status !== "ok") {
    getLogger().error({ runner }, `readiness: the job runner is ${runner.status}`);
    throw new AppError({ code: UNAVAILABLE });
  }
  try {
    const db = await getDb();
    const [row] = await db
      .select({
        waiting: sql<number>`count(*)::int`,
        oldestSeconds: sql<number | null>`extract(epoch from (now() - min(${resultEvents.createdAt})))::float8`,
      })
      .from(resultEvents)
      .where(isNull(resultEvents.processedAt));
    const oldest = row?.oldestSeconds;
    const failing = await db.select({ name: jobs.name }).from(jobs).where(gt(jobs.failures, 0)).orderBy(jobs.name);
    return {
      status: "ready",
      checks: {
        database: "ok",
        resultEvents: {
          waiting: Number(row?.waiting ?? 0),
          oldestSeconds: oldest == null ? null : Math.round(Number(oldest)),
        },
        jobs: { runner: "ok", lastTickSeconds: runner.lastTickSeconds, failing: failing.map((f) => f.name) },
      },
    };
  } catch (error) {
    getLogger().error({ err: error }, "readiness: database not ready");
    throw new AppError({ code: UNAVAILABLE });
  }
}
