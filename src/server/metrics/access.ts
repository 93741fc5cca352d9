import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether an `Authorization` header carries `Bearer <METRICS_TOKEN>`. Without the variable no
 * token opens the metrics (only an admin's session does). Compared in constant time.
 */
export function metricsTokenMatches(authorization: string | null): boolean {
  const expected = getEnv().METRICS_TOKEN;
  if (!expected || !authorization) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(expected));
}
