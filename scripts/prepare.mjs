// Copies files that packages ship into public/, so that nothing is fetched from a CDN at run time.
// (Flags are committed in public/flags/, written by `npm run flags`: decision 0043.)
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

// Roboto, served from our origin and preloaded by the locale layout (src/app/[locale]/fonts.css).
const roboto = path.join(path.dirname(require.resolve("@fontsource-variable/roboto/package.json")), "files");
const robotoTarget = path.join(process.cwd(), "public/fonts/roboto");
mkdirSync(robotoTarget, { recursive: true });
for (const file of readdirSync(roboto))
  if (file.endsWith("-wght-normal.woff2")) copyFileSync(path.join(roboto, file), path.join(robotoTarget, file));
