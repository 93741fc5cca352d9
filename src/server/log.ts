import "server-only";
import pino from "pino";
import { getEnv } from "@/lib/env";

const holder = globalThis as unknown as { __callitLog?: pino.Logger };

/** Structured JSON logs on stdout; secrets are redacted wherever they appear. */
export function getLogger(): pino.Logger {
  holder.__callitLog ??= pino({
    level: getEnv().LOG_LEVEL,
    base: { app: "callit" },
    redact: ["password", "*.password", "secret", "*.secret", "authorization", "*.authorization", "cookie", "*.cookie"],
  });
  return holder.__callitLog;
}
