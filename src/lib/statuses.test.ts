import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STATUS_LISTS } from "./statuses";

const HOME = path.join("src", "lib", "statuses.ts");
const ROOTS = ["src", "server", "scripts"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "migrations" ? [] : sources(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Runs of quoted words joined by commas or bars: an array, a tuple, a union type, an SQL list. */
function quotedRuns(source: string): string[][] {
  const runs = source.match(/(["'`])\w+\1(?:\s*[,|]\s*(["'`])\w+\2)+/g) ?? [];
  return runs.map((run) => [...run.matchAll(/["'`](\w+)["'`]/g)].map((m) => m[1]!));
}

describe("statuses have one home", () => {
  it("no file but src/lib/statuses.ts spells out a whole list of game, running or subscription statuses", () => {
    const copies: string[] = [];
    for (const file of ROOTS.flatMap((root) => sources(path.join(process.cwd(), root)))) {
      if (file.endsWith(HOME)) continue;
      for (const run of quotedRuns(readFileSync(file, "utf8"))) {
        for (const [kind, list] of Object.entries(STATUS_LISTS)) {
          if (list.every((status) => run.includes(status)))
            copies.push(`${path.relative(process.cwd(), file)}: ${kind} statuses ${run.join(", ")}`);
        }
      }
    }
    expect(copies).toEqual([]);
  });

  it("finds a copy where one is written (the check itself works)", () => {
    expect(
      quotedRuns(
        `const s = ["scheduled", "live",\n "finished", 'postponed', "cancelled"] as const; type S = "a" | "b";`,
      ),
    ).toEqual([
      ["scheduled", "live", "finished", "postponed", "cancelled"],
      ["a", "b"],
    ]);
  });
});
