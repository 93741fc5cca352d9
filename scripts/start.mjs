// `npm start`: build if needed, then serve. Migrations and demo data run as the server starts
// (src/instrumentation.ts), on the embedded database unless DATABASE_URL is set.
import { spawn } from "node:child_process";
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
const port = process.env.PORT || "3000";
// `-H localhost`: with next-intl's as-needed prefix, `-H 127.0.0.1` loops on redirects.
const child = spawn("npx", ["next", "start", "-H", "localhost", "-p", port], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
