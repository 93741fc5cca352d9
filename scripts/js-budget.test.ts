import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkBudgets, measure } from "./js-budget.mjs";

/** A build folder as Next writes it: the runtime chunks, and one page whose segments load chunks. */
function fakeBuild(): { dir: string; sizes: Record<"runtime.js" | "layout.js" | "page.js" | "not-found.js", number> } {
  const dir = mkdtempSync(path.join(tmpdir(), "js-budget-"));
  const chunks = path.join(dir, "static", "chunks");
  mkdirSync(chunks, { recursive: true });
  const sizes = { "runtime.js": 0, "layout.js": 0, "page.js": 0, "not-found.js": 0 };
  const chunk = (name: keyof typeof sizes, text: string) => {
    writeFileSync(path.join(chunks, name), text);
    sizes[name] = gzipSync(Buffer.from(text)).length;
  };
  chunk("runtime.js", "console.log('runtime');".repeat(50));
  chunk("layout.js", "console.log('layout');".repeat(20));
  chunk("page.js", "console.log('page');".repeat(10));
  chunk("not-found.js", "console.log('not found');".repeat(40));
  writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ rootMainFiles: ["static/chunks/runtime.js"] }));
  const pageDir = path.join(dir, "server", "app", "[locale]", "schedule");
  mkdirSync(pageDir, { recursive: true });
  const manifest = {
    entryJSFiles: {
      "[project]/src/app/[locale]/layout": ["static/chunks/layout.js"],
      "[project]/src/app/[locale]/not-found": ["static/chunks/layout.js", "static/chunks/not-found.js"],
      "[project]/src/app/[locale]/schedule/page": ["static/chunks/layout.js", "static/chunks/page.js"],
    },
  };
  writeFileSync(
    path.join(pageDir, "page_client-reference-manifest.js"),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[locale]/schedule/page"] = ${JSON.stringify(manifest)};`,
  );
  return { dir, sizes };
}

describe("first-load JavaScript budget", () => {
  it("counts the runtime and each chunk of the page's segments once, gzip-compressed", () => {
    const { dir, sizes } = fakeBuild();
    const bytes = sizes["runtime.js"] + sizes["layout.js"] + sizes["page.js"] + sizes["not-found.js"];
    expect(measure(dir)).toEqual([{ page: "/[locale]/schedule", bytes }]);
  });

  it("fails a page over its budget, a page without one, and a budget for no page", () => {
    const results = [
      { page: "/[locale]/schedule", bytes: 170_001 },
      { page: "/[locale]/groups", bytes: 100_000 },
    ];
    expect(checkBudgets(results, { "/[locale]/schedule": 170, "/[locale]/gone": 150 })).toEqual([
      "/[locale]/schedule: 170.0 kB, over its budget of 170 kB",
      "/[locale]/groups: 100.0 kB and no budget in js-budgets.json",
      "/[locale]/gone: has a budget in js-budgets.json but is not a page of the build",
    ]);
    expect(checkBudgets(results, { "/[locale]/schedule": 171, "/[locale]/groups": 100 })).toEqual([]);
  });
});
