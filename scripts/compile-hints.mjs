// After `next build`: every browser chunk (.next/static/chunks/*.js) starts with V8's explicit
// compile hint, `//# allFunctionsCalledOnLoad` (decision 0100). Chromium then compiles the whole
// file while it downloads, on a background thread, instead of compiling each module's function
// on the main thread the first time it runs: Turbopack's module factories are plain arrow
// functions, which V8 compiles lazily, and a page runs nearly all of them as it boots. Other
// browsers read a comment. Only chunks of 16 kB or more: the hint costs about 31 bytes gzipped per
// file, counted in every page's first-load budget (decision 0041), and a smaller chunk has little
// to compile. `node scripts/compile-hints.mjs [.next]`; running it again changes nothing.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
/** The smallest chunk (bytes, uncompressed) worth the hint. */
export const HINTED_FROM_BYTES = 16_000;

/** The chunk's text with the hint first (once). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Adds the hint to every chunk of a build; returns how many files it changed. */
export function addCompileHints(nextDir) {
  const dir = path.join(nextDir, "static", "chunks");
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, "utf8");
    if (source.length < HINTED_FROM_BYTES) continue;
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(file, hinted);
    changed += 1;
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nextDir = path.resolve(process.argv[2] ?? ".next");
  console.log(`compile hints: ${addCompileHints(nextDir)} browser chunks hinted`);
}
