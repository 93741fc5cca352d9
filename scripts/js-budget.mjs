// First-load JavaScript per page, read from the production build (decision 0041): the runtime
// chunks every page loads (`rootMainFiles` of .next/build-manifest.json) plus the chunks of the
// page's own segments (the `entryJSFiles` of its client reference manifest: its layouts, their
// error and not-found boundaries, the page), each gzip-compressed (zlib's default level, as our
// server sends them) and summed. Chromium fetches these files (a not-found boundary's chunk only on
// some pages: an upper bound by at most its size); a part loaded later (next/dynamic on a click,
// `ssr: false`) is not first-load JS.
//
// `node scripts/js-budget.mjs` fails when a page is over its budget in js-budgets.json, or has
// none (part of `npm run test:e2e`, after the build); `--json` prints the sizes.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const KB = 1000;

function manifestsUnder(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) manifestsUnder(full, found);
    else if (entry.name === "page_client-reference-manifest.js") found.push(full);
  }
  return found;
}

/** Every page of the build (`/[locale]/(plain)/[tournament]`) with the script files its first load fetches. */
export function firstLoadFiles(nextDir) {
  const { rootMainFiles } = JSON.parse(readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"));
  const pages = new Map();
  for (const file of manifestsUnder(path.join(nextDir, "server", "app"))) {
    const sandbox = { globalThis: {} };
    vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
    for (const [route, manifest] of Object.entries(sandbox.globalThis.__RSC_MANIFEST)) {
      if (!route.endsWith("/page")) continue;
      const files = new Set(rootMainFiles);
      for (const chunks of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk);
      pages.set(
        route.replace(/\/page$/, "") || "/",
        [...files].filter((f) => f.endsWith(".js")),
      );
    }
  }
  return new Map([...pages].sort(([a], [b]) => a.localeCompare(b)));
}

/** Each page's first-load JavaScript in bytes, gzip-compressed. */
export function measure(nextDir) {
  const sizes = new Map();
  const gzipSize = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(nextDir, file))).length);
    return sizes.get(file);
  };
  return [...firstLoadFiles(nextDir)].map(([page, files]) => ({
    page,
    bytes: files.reduce((sum, f) => sum + gzipSize(f), 0),
  }));
}

/** What is wrong: a page over its budget (kB, 1000 bytes) or without one, a budget for no page. */
export function checkBudgets(results, budgets) {
  const problems = [];
  for (const { page, bytes } of results) {
    const budget = budgets[page];
    const kB = (bytes / KB).toFixed(1);
    if (budget === undefined) problems.push(`${page}: ${kB} kB and no budget in js-budgets.json`);
    else if (bytes > budget * KB) problems.push(`${page}: ${kB} kB, over its budget of ${budget} kB`);
  }
  for (const page of Object.keys(budgets)) {
    if (!results.some((r) => r.page === page))
      problems.push(`${page}: has a budget in js-budgets.json but is not a page of the build`);
  }
  return problems;
}

function main() {
  const root = process.cwd();
  const nextDir = path.join(root, ".next");
  if (!existsSync(path.join(nextDir, "build-manifest.json"))) {
    console.error("js-budget: no production build (.next): run `npm run build` first");
    process.exit(1);
  }
  const results = measure(nextDir);
  if (process.argv.includes("--json")) {
    console.log(
      JSON.stringify(Object.fromEntries(results.map(({ page, bytes }) => [page, +(bytes / KB).toFixed(1)])), null, 2),
    );
    return;
  }
  const { pages: budgets } = JSON.parse(readFileSync(path.join(root, "js-budgets.json"), "utf8"));
  const problems = checkBudgets(results, budgets);
  if (problems.length) {
    console.error(`First-load JavaScript (gzip) over budget, decision 0041:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  const largest = results.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `First-load JavaScript: ${results.length} pages within their budgets (largest ${largest.page}, ${(largest.bytes / KB).toFixed(1)} kB gzip).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
