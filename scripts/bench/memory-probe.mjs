/**
 * Loaded with `node --expose-gc --import ./scripts/bench/memory-probe.mjs` by `npm run bench:events`
 * into the servers it measures: on SIGUSR2 it collects garbage and writes `process.memoryUsage()`
 * as JSON to the file MEMORY_PROBE_FILE (the benchmark reads it).
 */
import { writeFileSync } from "node:fs";

process.on("SIGUSR2", () => {
  globalThis.gc?.();
  globalThis.gc?.();
  writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify(process.memoryUsage()));
});
