import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "./precompress.mjs";

describe("the build's static assets, compressed once", () => {
  it("gets a Brotli and a gzip copy of every script and stylesheet that unpack to the file, and leaves fonts alone", async () => {
    const next = mkdtempSync(path.join(tmpdir(), "callit-precompress-"));
    const chunks = path.join(next, "static", "chunks");
    mkdirSync(path.join(chunks, "app"), { recursive: true });
    mkdirSync(path.join(next, "static", "media"), { recursive: true });
    const script = `(globalThis.TURBOPACK||[]).push([${'"callit",'.repeat(2000)}]);`;
    writeFileSync(path.join(chunks, "a.js"), script);
    writeFileSync(path.join(chunks, "app", "b.css"), "body{margin:0}".repeat(100));
    writeFileSync(path.join(next, "static", "media", "font.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32]));

    const totals = await precompress(next);
    expect(totals.files).toBe(2);
    const a = path.join(chunks, "a.js");
    expect(brotliDecompressSync(readFileSync(`${a}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${a}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${a}.br`).length).toBeLessThan(readFileSync(`${a}.gz`).length);
    expect(readFileSync(`${a}.gz`).length).toBeLessThan(script.length / 10);
    const b = path.join(chunks, "app", "b.css");
    expect(gunzipSync(readFileSync(`${b}.gz`)).toString()).toBe(readFileSync(b, "utf8"));
    expect(existsSync(path.join(next, "static", "media", "font.woff2.br"))).toBe(false);

    // Run again (a build step run twice): the same files, no copies of copies.
    const again = await precompress(next);
    expect(again).toEqual(totals);
    expect(existsSync(`${a}.br.br`)).toBe(false);
  });
});
