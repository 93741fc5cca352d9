// `npm test`: every check, the quick ones first (decision 0086). Steps in one group run side by side,
// each with its output held back and printed whole when it ends, so that two never interleave; the
// next group starts when every step of this one has passed. A failed step stops the run after its
// group, with its output and the command that runs it alone.
//
// Lint (ESLint, then Prettier) and the type check are single-threaded: side by side they use both
// cores. The browser tests' build then skips the type check that has just passed over every file
// (CALLIT_TYPES_CHECKED, next.config.ts).
import { spawn } from "node:child_process";

const GROUPS = [["lint", "typecheck"], ["test:unit"], ["test:integration"], ["test:e2e"]];
/** The steps' environment: CALLIT_TYPES_CHECKED joins it once the type check has passed. */
const env = { ...process.env };
delete env.CALLIT_TYPES_CHECKED;
// The browser tests' build without the server's source maps (decision 0103): nothing here reads a
// stack through them.
env.CALLIT_SERVER_SOURCE_MAPS ??= "0";

/** Runs `npm run <script>`; resolves with its exit code, its output and its time in seconds. */
function run(script, { inherit }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { env, stdio: inherit ? "inherit" : "pipe" });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) =>
      resolve({
        script,
        code: code ?? 1,
        output: Buffer.concat(output),
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

const total = performance.now();
for (const group of GROUPS) {
  const alone = group.length === 1;
  if (!alone) console.log(`\n▶ ${group.join(", ")}: side by side, each printed when it ends`);
  else console.log(`\n▶ ${group[0]}`);
  const pending = group.map(async (script) => {
    const result = await run(script, { inherit: alone });
    if (!alone) process.stdout.write(result.output);
    console.log(`${result.code === 0 ? "✔" : "✘"} ${script}: ${result.seconds.toFixed(0)} s`);
    return result;
  });
  const results = await Promise.all(pending);
  if (results.some((r) => r.script === "typecheck" && r.code === 0)) env.CALLIT_TYPES_CHECKED = "1";
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length > 0) {
    for (const { script } of failed) console.error(`\n${script} failed; alone: npm run ${script}`);
    process.exit(1);
  }
}
console.log(`\nEvery check passed in ${((performance.now() - total) / 1000 / 60).toFixed(1)} min.`);
