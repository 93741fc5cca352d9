import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { generateVapidKeys, type VapidKeys } from "@/server/push/protocol";

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

let cachedVapid: VapidKeys | null | undefined;

/**
 * The VAPID key pair of Web Push (decision 0051): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or like
 * the auth secret one generated into DATA_DIR on a single machine. Several instances on PostgreSQL
 * must share it (a browser's subscription is bound to one public key), so there, unset, push is off
 * (null) rather than each instance making its own.
 */
export function vapidKeys(): VapidKeys | null {
  if (cachedVapid !== undefined) return cachedVapid;
  const env = getEnv();
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return (cachedVapid = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY });
  if (env.DATABASE_URL && env.NODE_ENV === "production") return (cachedVapid = null);
  const file = path.resolve(env.DATA_DIR, "vapid-keys.json");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, JSON.stringify(generateVapidKeys()), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process of this machine wrote it first: theirs is the key.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return (cachedVapid = JSON.parse(readFileSync(file, "utf8")) as VapidKeys);
}

/** Tests change DATA_DIR and the VAPID variables between cases. */
export function resetVapidKeysForTests(): void {
  cachedVapid = undefined;
}
