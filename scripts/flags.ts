// `npm run flags`: writes public/flags/<code>.svg, the flag of every country in our table
// (FLAG_CODES of src/lib/countries.ts), from the MIT-licensed `flag-icons` (4:3), optimised by SVGO with
// coordinates rounded to what a flag 20–32 px wide can show. The files are committed: the build
// and the server fetch nothing (decision 0043). Run it again after adding a country.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { optimize } from "svgo";
import { FLAG_CODES } from "../src/lib/countries";

const require = createRequire(import.meta.url);
const source = path.join(path.dirname(require.resolve("flag-icons/package.json")), "flags/4x3");
const target = path.join(process.cwd(), "public/flags");
mkdirSync(target, { recursive: true });
for (const file of readdirSync(target)) if (file.endsWith(".svg")) rmSync(path.join(target, file));

let total = 0;
for (const code of FLAG_CODES) {
  const svg = readFileSync(path.join(source, `${code.toLowerCase()}.svg`), "utf8");
  const { data } = optimize(svg, {
    multipass: true,
    floatPrecision: 0,
    plugins: [{ name: "preset-default" }, "removeDimensions"],
  });
  writeFileSync(path.join(target, `${code.toLowerCase()}.svg`), data);
  total += data.length;
}
console.log(`${FLAG_CODES.length} flags, ${(total / 1024).toFixed(1)} KiB`);
