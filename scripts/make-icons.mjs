// Draws the app icons (public/icons) from one SVG: `node scripts/make-icons.mjs`. The PNGs are
// committed; run this again only when the design changes.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "../public/icons");
mkdirSync(out, { recursive: true });

// Green field, yellow ball with a tick: "called it". `safe` keeps the mark inside the maskable zone.
const svg = (safe) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${safe ? 0 : 96}" fill="#1b7f3b"/>
  <g transform="translate(256 256) scale(${safe ? 0.72 : 1}) translate(-256 -256)">
    <circle cx="256" cy="256" r="150" fill="#f5c518"/>
    <path d="M186 262 l48 48 l96 -112" fill="none" stroke="#1b7f3b" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;

const targets = [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
  ["favicon-32.png", 32, false],
];
for (const [name, size, safe] of targets) {
  await sharp(Buffer.from(svg(safe)))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
}
console.log(`icons written to ${out}`);
