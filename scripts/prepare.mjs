// Copies files that packages ship into public/, so that nothing is fetched from a CDN at run time.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const font = require.resolve("country-flag-emoji-polyfill/dist/TwemojiCountryFlags.woff2");
const target = path.join(process.cwd(), "public/fonts/flags");
mkdirSync(target, { recursive: true });
copyFileSync(font, path.join(target, "TwemojiCountryFlags.woff2"));
