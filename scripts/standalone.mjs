// `npm run build:standalone`: completes Next's standalone output (`.next/standalone`: the traced
// server files and node_modules) into what the container runs (decision 0028): our own server
// (server/main.mjs, not Next's server.js), the files read at run time from the working folder
// (messages for the server's own error answers, content pages, migrations) and the static assets.
// Start it with `cd .next/standalone && HOST=0.0.0.0 node server/main.mjs`.
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const out = path.join(root, ".next", "standalone");
if (!existsSync(path.join(out, ".next", "BUILD_ID"))) {
  console.error('No standalone build: run `npm run build` (next.config.ts has output: "standalone").');
  process.exit(1);
}
// Next's own entry point would skip everything server/main.mjs does (decision 0019).
rmSync(path.join(out, "server.js"), { force: true });
const copies = [
  ["server", "server"],
  ["messages", "messages"],
  ["content", "content"],
  ["src/db/migrations", "src/db/migrations"],
  // The share images' fonts (src/server/share/share-image.tsx, decision 0037).
  ["src/server/share/fonts", "src/server/share/fonts"],
  ["public", "public"],
  [".next/static", ".next/static"],
];
for (const [from, to] of copies) {
  rmSync(path.join(out, to), { recursive: true, force: true });
  // Tests beside the code they test (server/*.test.ts) stay out of the image.
  cpSync(path.join(root, from), path.join(out, to), { recursive: true, filter: (file) => !file.endsWith(".test.ts") });
}
console.log(`Standalone server ready in ${path.relative(root, out)}: node server/main.mjs`);
