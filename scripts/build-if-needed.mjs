// Builds the app when there is no build yet, or when a source file is newer than the last build.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const SOURCES = [
  "src",
  "messages",
  "content",
  "public",
  "next.config.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];
const IGNORED = new Set(["node_modules", ".next", "fonts"]);

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (IGNORED.has(name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

export function buildIfNeeded() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (built && built >= changed) return false;
  console.log(built ? "Sources changed since the last build: building…" : "No build yet: building (about a minute)…");
  execSync("npm run build", { stdio: "inherit" });
  return true;
}
