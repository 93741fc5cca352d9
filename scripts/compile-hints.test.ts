import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, HINTED_FROM_BYTES } from "./compile-hints.mjs";

describe("compile hints after the build", () => {
  it("start every browser chunk of 16 kB or more with V8's hint, once, and leave other files alone", () => {
    const next = mkdtempSync(path.join(tmpdir(), "callit-hints-"));
    const chunks = path.join(next, "static", "chunks");
    mkdirSync(path.join(chunks, "app"), { recursive: true });
    const factory = `(e,t,r)=>{r.v("${"x".repeat(HINTED_FROM_BYTES)}")}`;
    const chunk = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,1,${factory}]);`;
    const small = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,2,(e,t,r)=>{r.v("y")}]);';
    writeFileSync(path.join(chunks, "a.js"), chunk);
    writeFileSync(path.join(chunks, "app", "b.js"), chunk);
    writeFileSync(path.join(chunks, "c.css"), "body{}");
    writeFileSync(path.join(chunks, "small.js"), small);

    expect(addCompileHints(next)).toBe(2);
    expect(readFileSync(path.join(chunks, "a.js"), "utf8")).toBe(COMPILE_HINT + chunk);
    expect(readFileSync(path.join(chunks, "app", "b.js"), "utf8")).toBe(COMPILE_HINT + chunk);
    expect(readFileSync(path.join(chunks, "c.css"), "utf8")).toBe("body{}");
    expect(readFileSync(path.join(chunks, "small.js"), "utf8")).toBe(small);
    // A second run (a build step run twice) changes nothing.
    expect(addCompileHints(next)).toBe(0);
    expect(readFileSync(path.join(chunks, "a.js"), "utf8")).toBe(COMPILE_HINT + chunk);
  });
});
