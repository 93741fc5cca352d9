/**
 * A Vitest reporter that prints where a run's time went, per test file, slowest first: importing
 * the file's modules (collect), the setup files, and the file's hooks and tests (run). Used to find
 * the slow files (docs/benchmarks.md, "the test suite"):
 *
 *   npx vitest run --project integration --reporter=default --reporter=./scripts/vitest-timings.mjs
 *
 * With VITEST_TIMINGS=path it also writes the rows there as JSON.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

const seconds = (ms) => ((ms ?? 0) / 1000).toFixed(1).padStart(7);

export default class TimingsReporter {
  onInit() {
    this.started = performance.now();
  }

  onTestRunEnd(modules) {
    const rows = modules
      .map((module) => {
        const d = module.diagnostic();
        return {
          file: path.relative(process.cwd(), module.moduleId),
          collectMs: Math.round(d.collectDuration),
          setupMs: Math.round(d.setupDuration),
          runMs: Math.round(d.duration),
          state: module.state(),
        };
      })
      .sort((a, b) => b.collectMs + b.runMs - (a.collectMs + a.runMs));
    const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
    const lines = [
      `${"collect".padStart(7)} ${"setup".padStart(7)} ${"run".padStart(7)}  file (seconds)`,
      ...rows.map((r) => `${seconds(r.collectMs)} ${seconds(r.setupMs)} ${seconds(r.runMs)}  ${r.file}`),
      `${seconds(total("collectMs"))} ${seconds(total("setupMs"))} ${seconds(total("runMs"))}  all ${rows.length} files, ${seconds(performance.now() - this.started).trim()} s wall`,
    ];
    console.log(`\n${lines.join("\n")}`);
    if (process.env.VITEST_TIMINGS) writeFileSync(process.env.VITEST_TIMINGS, JSON.stringify(rows, null, 1));
  }
}
