import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "@/lib/env";

let cached: string | undefined;

/**
 * AUTH_SECRET, or on a single machine (embedded database) one generated into DATA_DIR on first start.
 * Several instances on PostgreSQL must share it, so there a missing one stops the start.
 */
export function ensureAuthSecret(): string {
  if (cached) return cached;
  const env = getEnv();
  if (env.AUTH_SECRET) return (cached = env.AUTH_SECRET);
  if (env.DATABASE_URL && env.NODE_ENV === "production") {
    throw new Error("AUTH_SECRET is not set: instances sharing a PostgreSQL database need the same secret.");
  }
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return (cached = readFileSync(file, "utf8").trim());
}
