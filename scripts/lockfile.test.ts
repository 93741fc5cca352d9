/**
 * The lockfile installs everywhere and a production install carries no test tool (decision 0026).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8")) as {
  packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
};

describe("package-lock.json", () => {
  it("records every platform's optional binaries, so `npm ci` accepts it on a fresh clone", () => {
    // Exits 1 and names each binary the lockfile lacks.
    expect(() => execFileSync("node", ["scripts/lock-platforms.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });

  it.each(["vitest", "vite", "@playwright/test", "playwright", "drizzle-kit", "typescript", "eslint"])(
    "leaves %s out of `npm ci --omit=dev`",
    (name) => {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry).toBeDefined();
      // "devOptional" packages are kept by --omit=dev (npm installs them as optional peers of prod packages).
      expect({ dev: entry?.dev, devOptional: entry?.devOptional }).toEqual({ dev: true, devOptional: undefined });
    },
  );
});
