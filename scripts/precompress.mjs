// After `next build` and the compile hints: every static asset of the build (.next/static: the
// browser's chunks and stylesheets) gets its Brotli (`.br`, quality 11) and gzip (`.gz`, level 9)
// copies beside it (decision 0102). server/static-assets.mjs answers with them, so that no request
// for a script compresses it again (Next gzips each static answer as it sends it, at level 6) and a
// browser that takes Brotli gets about an eighth fewer bytes. `node scripts/precompress.mjs [.next]`;
// running it again writes the same files.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** What gets compressed copies: text, which compresses (fonts and images are compressed already). */
export const COMPRESSIBLE = /\.(?:js|css|json|svg|txt|map)$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings, as `Content-Encoding` names them, with the file's suffix and how it is made. */
export const ENCODINGS = [
  {
    name: "br",
    suffix: ".br",
    compress: (bytes) =>
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { name: "gzip", suffix: ".gz", compress: (bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

/** Every compressible file under a folder (not the copies themselves). */
export function compressibleFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes each file's compressed copies; resolves with the files' total sizes, raw and per encoding. */
export async function precompress(nextDir) {
  const files = compressibleFiles(path.join(nextDir, "static"));
  const totals = { files: files.length, raw: 0, br: 0, gzip: 0 };
  // zlib's work runs on libuv's threads: every core compresses.
  await Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(file);
      totals.raw += bytes.length;
      for (const { name, suffix, compress } of ENCODINGS) {
        const compressed = await compress(bytes);
        writeFileSync(file + suffix, compressed);
        totals[name] += compressed.length;
      }
    }),
  );
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nextDir = path.resolve(process.argv[2] ?? ".next");
  const { files, raw, br, gzip: gz } = await precompress(nextDir);
  const kB = (n) => `${(n / 1024).toFixed(0)} kB`;
  console.log(`precompressed: ${files} static files, ${kB(raw)} → Brotli ${kB(br)}, gzip ${kB(gz)}`);
}
