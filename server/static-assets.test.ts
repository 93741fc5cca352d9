import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptedEncoding, loadStaticAssets, staticAssetHandler } from "./static-assets.mjs";

describe("which encoding a client takes", () => {
  const ours = ["br", "gzip"];
  it.each([
    ["gzip, deflate, br, zstd", "br"], // Chromium
    ["gzip, deflate", "gzip"], // an older client
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["gzip;q=0, br;q=0", undefined],
    ["identity", undefined],
    ["*", "br"],
    ["*;q=0.1, br;q=0", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=abc, gzip", "gzip"], // a weight that is not a number refuses the coding
    ["", undefined],
    [undefined, undefined], // no header: the file as it is
  ])("%j → %s", (header, expected) => {
    expect(acceptedEncoding(header, ours)).toBe(expected);
  });
  it("offers only the copies that exist", () => {
    expect(acceptedEncoding("br, gzip", ["gzip"])).toBe("gzip");
  });
});

describe("the static assets' answers", () => {
  const script = `console.log(${JSON.stringify("callit ".repeat(500))});`;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "callit-static-"));
    mkdirSync(path.join(dir, "chunks"), { recursive: true });
    const file = path.join(dir, "chunks", "app.js");
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    writeFileSync(path.join(dir, "chunks", "plain.js"), "1"); // not precompressed
    const serve = staticAssetHandler(loadStaticAssets(dir));
    server = createServer((req, res) => {
      if (serve(req, res)) return;
      res.setHeader("x-answered-by", "next");
      res.end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw request (its path as written, not normalised): the body as it came over the wire. */
  function get(url: string, headers: Record<string, string>, method = "GET") {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("sends a browser the Brotli copy, cacheable for a year, that unpacks to the script", async () => {
    const res = await get("/_next/static/chunks/app.js?dpl=1", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("sends gzip to a client without Brotli, and a HEAD only the headers", async () => {
    const res = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.body).toString()).toBe(script);
    const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(res.headers["content-length"]);
    expect(head.body.length).toBe(0);
  });

  it("answers a browser's conditional request with 304 when its copy is current", async () => {
    const first = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    const again = await get("/_next/static/chunks/app.js", {
      "accept-encoding": "br",
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await get("/_next/static/chunks/app.js", { "accept-encoding": "br", "if-none-match": 'W/"0-0"' });
    expect(other.status).toBe(200);
  });

  it.each([
    ["a client that takes no encoding", "/_next/static/chunks/app.js", { "accept-encoding": "identity" }],
    ["a range", "/_next/static/chunks/app.js", { "accept-encoding": "br", range: "bytes=0-10" }],
    ["a file without copies", "/_next/static/chunks/plain.js", { "accept-encoding": "br" }],
    ["an unknown file", "/_next/static/chunks/none.js", { "accept-encoding": "br" }],
    ["a path that climbs out", "/_next/static/chunks/../chunks/app.js", { "accept-encoding": "br" }],
    ["an encoded path", "/_next/static/chunks/app%2Ejs", { "accept-encoding": "br" }],
  ])("leaves %s to Next", async (_, url, headers) => {
    const res = await get(url, headers);
    expect(res.headers["x-answered-by"]).toBe("next");
    expect(res.body.toString()).toBe("next");
  });

  it("leaves a POST to Next", async () => {
    const res = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "POST");
    expect(res.headers["x-answered-by"]).toBe("next");
  });

  it("answers nothing without a build", () => {
    expect(loadStaticAssets(path.join(tmpdir(), "callit-no-such-build")).size).toBe(0);
  });
});
