// `npm run lock:platforms`: records in package-lock.json the other platforms' native binaries that
// `npm install` left out (decision 0026). Our registry mirror does not carry every platform's build
// of every version (e.g. `@next/swc-darwin-arm64@16.4.6`); npm then drops the optional dependency
// from the lockfile, and `npm ci` refuses the lockfile ("Missing: … from lock file") on every
// machine. Each missing binary gets an entry with its version, `os`/`cpu`/`libc` (from the package's
// nearest published manifest) and `optional: true`: npm skips it where the platform does not match
// and fetches it by name and version where it does. Run it after `npm install` changes the lockfile;
// `--check` only reports (CI runs `npm ci`, which fails the same way).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

/** The folder where npm would look for `name` from the package at `from` (node's resolution). */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!dir) return false;
    const at = dir.lastIndexOf("node_modules/");
    dir = at <= 0 ? "" : dir.slice(0, at - 1);
  }
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!resolves(path, name)) missing.push({ name, version, at: `node_modules/${name}` });
  }
}

if (process.argv.includes("--check")) {
  for (const m of missing) console.error(`missing from package-lock.json: ${m.name}@${m.version}`);
  process.exit(missing.length ? 1 : 0);
}

for (const { name, version, at } of missing) {
  if (packages[at]) continue; // another version is hoisted there: leave it to npm
  let manifest;
  try {
    manifest = JSON.parse(
      execFileSync("npm", ["view", `${name}@${version}`, "os", "cpu", "libc", "license", "engines", "--json"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }) || "{}",
    );
  } catch {
    manifest = {};
  }
  if (!manifest.os && !manifest.cpu) {
    // Not in the mirror: the latest published build of the same binary names its platform.
    manifest = JSON.parse(
      execFileSync("npm", ["view", name, "os", "cpu", "libc", "license", "engines", "--json"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }),
    );
  }
  packages[at] = {
    version,
    ...(manifest.cpu && { cpu: manifest.cpu }),
    ...(manifest.libc && { libc: manifest.libc }),
    ...(manifest.license && { license: manifest.license }),
    optional: true,
    ...(manifest.os && { os: manifest.os }),
    ...(manifest.engines && { engines: manifest.engines }),
  };
  console.log(
    `recorded ${name}@${version} (${[manifest.os, manifest.cpu, manifest.libc].flat().filter(Boolean).join(" ")})`,
  );
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b, "en"))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
