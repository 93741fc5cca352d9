/**
 * The build's static assets answered from their compressed copies (decision 0102). Next gzips every
 * answer for /_next/static/… again as it sends it (a new visitor's first page loads about 30 of
 * them); `npm run build` writes each file's Brotli and gzip copies once (scripts/precompress.mjs),
 * and this server reads them into memory when it starts and answers from there: no file read, no
 * compression per request, and about an eighth fewer bytes for a browser that takes Brotli.
 *
 * Only exact paths of files the build wrote are answered (a map lookup: no path from the request
 * ever reaches the file system). Anything else, a range request, or a client that takes neither
 * encoding goes on to Next as before.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=UTF-8",
};
/** Preferred first: Brotli is smaller, gzip is taken by every client that takes any. */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

/**
 * Which of the offered encodings the client accepts, best first (RFC 9110 §12.5.3): a coding named
 * with q=0 is refused, `*` stands for any coding not named; no header at all takes none of ours
 * (the client gets the file as it is, from Next).
 */
export function acceptedEncoding(header, offered) {
  if (!header) return undefined;
  const weights = new Map();
  for (const part of header.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") q = Number(value);
    }
    weights.set(token, Number.isFinite(q) ? q : 0);
  }
  let best;
  let bestQ = 0;
  for (const coding of offered) {
    const q = weights.get(coding) ?? weights.get("*") ?? 0;
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  return best;
}

/** Reads every compressed copy under `dir` (the build's .next/static), keyed by its URL path. */
export function loadStaticAssets(dir = path.join(".next", "static"), prefix = "/_next/static/") {
  const assets = new Map();
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return assets; // no build here: Next answers (and says what is missing)
  }
  for (const entry of entries) {
    const type = TYPES[path.extname(entry.name)];
    if (!entry.isFile() || !type) continue;
    const file = path.join(entry.parentPath, entry.name);
    const variants = {};
    for (const [coding, suffix] of ENCODINGS) {
      try {
        variants[coding] = readFileSync(file + suffix);
      } catch {
        // not precompressed (a build without scripts/precompress.mjs): that encoding is Next's
      }
    }
    if (Object.keys(variants).length === 0) continue;
    const { size, mtime } = statSync(file);
    const url = prefix + path.relative(dir, file).split(path.sep).join("/");
    assets.set(url, {
      type,
      variants,
      // The validators Next's own answer carries for the same file (`send`'s weak ETag), so a
      // browser's conditional request finds the same answer whoever served it first.
      etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
      lastModified: mtime.toUTCString(),
    });
  }
  return assets;
}

/**
 * A request handler for the assets: answers (and returns true) when the request is a plain GET or
 * HEAD of a known asset in an encoding the client accepts; otherwise returns false and writes
 * nothing.
 */
export function staticAssetHandler(assets) {
  const offered = ENCODINGS.map(([coding]) => coding);
  return function serveStaticAsset(req, res) {
    if (assets.size === 0 || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const asset = assets.get(query === -1 ? url : url.slice(0, query));
    if (!asset || req.headers.range) return false;
    const coding = acceptedEncoding(
      req.headers["accept-encoding"],
      offered.filter((name) => asset.variants[name]),
    );
    if (!coding) return false;
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", asset.etag);
    res.setHeader("Last-Modified", asset.lastModified);
    if (notModified(req, asset)) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const body = asset.variants[coding];
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Content-Encoding", coding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}

/** A conditional request the browser's copy still answers (weak comparison, as `send` does). */
function notModified(req, asset) {
  const match = req.headers["if-none-match"];
  if (match) {
    const strip = (tag) => tag.trim().replace(/^W\//, "");
    return match.trim() === "*" || match.split(",").some((tag) => strip(tag) === strip(asset.etag));
  }
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Date.parse(asset.lastModified) <= since;
}
