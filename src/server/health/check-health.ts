import "server-only";
import { getDb } from "@/db";
import { pingDatabase } from "@/db/client";
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
