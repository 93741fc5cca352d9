/**
 * What the container runs (Dockerfile, decision 0028): Next's standalone output completed by
 * `npm run build:standalone`, copied away from the repository (so that nothing resolves from its
 * node_modules) and started as the image does: `node server/main.mjs` with HOST=0.0.0.0.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const PORT = Number(process.env.STANDALONE_TEST_PORT ?? 3194);
let dir: string;
let child: ChildProcess;
let output = "";

beforeAll(async () => {
  execFileSync(process.execPath, ["scripts/standalone.mjs"], { stdio: "pipe" });
  dir = mkdtempSync(path.join(tmpdir(), "callit-standalone-"));
  cpSync(".next/standalone", dir, { recursive: true });
  child = spawn(process.execPath, ["server/main.mjs"], {
    cwd: dir,
    // Only what the image sets (Dockerfile ENV), plus a data folder: the embedded database.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "0.0.0.0",
      PORT: String(PORT),
      DATA_DIR: path.join(dir, "data"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  process.once("exit", () => child.kill("SIGKILL"));
  child.stdout!.on("data", (c) => (output += String(c)));
  child.stderr!.on("data", (c) => (output += String(c)));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The standalone server stopped (${child.exitCode}):\n${output}`);
    if (
      await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (attempt > 600) throw new Error(`The standalone server did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the standalone output, as the container runs it", () => {
  it("is our own server, not Next's server.js, and carries no test tool", () => {
    expect(existsSync(path.join(dir, "server.js"))).toBe(false);
    for (const tool of ["vitest", "@playwright/test", "playwright", "drizzle-kit", "typescript", "eslint"]) {
      expect(existsSync(path.join(dir, "node_modules", tool)), tool).toBe(false);
    }
    expect(output).toMatch(/listening on http:\/\/0\.0\.0\.0:/);
  });

  it("answers its health check, on the embedded database it migrated", async () => {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  it("is ready for traffic: the database answers and its job runner ticks", async () => {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ready",
      checks: { database: "ok", jobs: { runner: "ok" } },
    });
  });

  it("serves pages and their assets with our server's security headers", async () => {
    const page = await fetch(`http://127.0.0.1:${PORT}/en`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toMatch(/nonce-/);
    const html = await page.text();
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    expect((await fetch(`http://127.0.0.1:${PORT}${asset}`)).status).toBe(200);
    // Errors in the seed's shape, translated from messages/ (read by server/main.mjs at run time).
    const bad = await fetch(`http://127.0.0.1:${PORT}/api/%ff`, { headers: { "accept-language": "de" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "error.badRequest" });
  });
});
