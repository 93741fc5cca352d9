/**
 * The service worker's navigation preload, side by side (decision 0092):
 * `node scripts/bench/navigation-preload.mjs [--rounds 6] [--pages 4] [--port 3160]`.
 *
 * Starts a production server of its own (`node server/main.mjs` on the current build, demo data, a
 * fresh embedded database) and two pass-through proxies in front of it that differ in one thing:
 * A serves our `public/sw.js`; B the same worker with navigation preload left off, so that it
 * fetches each page itself once it runs, as the worker did before. In each round, A then B, then B
 * then A: a fresh Debian Chromium profile opens the home page, waits until the worker controls it,
 * then opens `--pages` pages, each after the worker was stopped (CDP
 * `ServiceWorker.stopAllWorkers`, as the browser stops an idle one after about 30 s), then the same
 * pages with the worker running. Per page it reads the Navigation Timing entry: the time to the
 * first byte (`responseStart`) and to `load`. Prints each variant's medians and B ÷ A.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "6" },
    pages: { type: "string", default: "4" },
    port: { type: "string", default: "3160" },
  },
});
const ROUNDS = Number(values.rounds);
const PORT = Number(values.port);
const PAGES = ["/demo-cup", "/demo-cup/schedule", "/demo-f1", "/contact", "/demo-song", "/demo-hockey"].slice(
  0,
  Number(values.pages),
);

const root = path.resolve(import.meta.dirname, "../..");
const worker = readFileSync(path.join(root, "public/sw.js"), "utf8");
const withoutPreload = worker.replace(
  "self.registration.navigationPreload && self.registration.navigationPreload.enable()",
  "self.registration.navigationPreload && self.registration.navigationPreload.disable()",
);
if (withoutPreload === worker)
  throw new Error("public/sw.js no longer enables navigation preload as this bench expects");

const dataDir = mkdtempSync(path.join(tmpdir(), "callit-bench-preload-"));
const server = spawn(process.execPath, ["server/main.mjs"], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir, HOST: "127.0.0.1" },
  stdio: "ignore",
});

/** Per proxy port: the page requests that came as the browser's preload, and the others (the worker's own). */
const seen = {};

/** A pass-through proxy to our server that answers /sw.js with `script`. */
function proxy(port, script) {
  seen[port] = { preload: 0, other: 0 };
  const proxyServer = http.createServer((req, res) => {
    if (req.headers.accept?.includes("text/html"))
      seen[port][req.headers["service-worker-navigation-preload"] ? "preload" : "other"]++;
    if (req.url?.split("?")[0] === "/sw.js") {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" });
      res.end(script);
      return;
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: PORT, path: req.url, method: req.method, headers: { ...req.headers } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxyServer.listen(port, "127.0.0.1", () => resolve(proxyServer)));
}

async function until(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One profile's pages, the worker stopped before each (cold) and then running (warm). */
async function trial(browser, origin) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("ServiceWorker.enable");
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
  });
  const timing = () =>
    page.evaluate(() => {
      const [entry] = performance.getEntriesByType("navigation");
      return { firstByte: entry.responseStart, load: entry.loadEventEnd };
    });
  const out = { cold: [], warm: [] };
  for (const kind of ["cold", "warm"]) {
    for (const target of PAGES) {
      if (kind === "cold") await cdp.send("ServiceWorker.stopAllWorkers");
      await page.goto(target, { waitUntil: "load" });
      await page.waitForFunction(() => performance.getEntriesByType("navigation")[0]?.loadEventEnd > 0);
      out[kind].push(await timing());
    }
  }
  await context.close();
  return out;
}

try {
  await until(`http://127.0.0.1:${PORT}/api/health`);
  const proxies = [await proxy(PORT + 1, worker), await proxy(PORT + 2, withoutPreload)];
  const variants = { A: `http://localhost:${PORT + 1}`, B: `http://localhost:${PORT + 2}` };
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  // Each page once through both, unmeasured: the server's first renders.
  await trial(browser, variants.A);
  await trial(browser, variants.B);
  const results = { A: { cold: [], warm: [] }, B: { cold: [], warm: [] } };
  const started = loadavg()[0];
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 ? ["B", "A"] : ["A", "B"]) {
      const got = await trial(browser, variants[name]);
      results[name].cold.push(...got.cold);
      results[name].warm.push(...got.warm);
    }
  }
  await browser.close();
  for (const p of proxies) p.close();
  // What each variant really did: A's pages come as preloads, B's are fetched by the worker.
  console.log(`A: ${JSON.stringify(seen[PORT + 1])}; B: ${JSON.stringify(seen[PORT + 2])}`);
  console.log(
    `navigation preload, ${ROUNDS} rounds × ${PAGES.length} pages, load ${started.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
  );
  console.log("worker | variant            | first byte ms (median) | load ms (median)");
  for (const kind of ["cold", "warm"]) {
    const row = (name, label) => {
      const r = results[name][kind];
      const fb = median(r.map((x) => x.firstByte));
      const ld = median(r.map((x) => x.load));
      console.log(
        `${kind.padEnd(6)} | ${label.padEnd(18)} | ${fb.toFixed(1).padStart(22)} | ${ld.toFixed(1).padStart(16)}`,
      );
      return { fb, ld };
    };
    const a = row("A", "A: preload (ours)");
    const b = row("B", "B: worker fetches");
    console.log(
      `${kind.padEnd(6)} | B ÷ A              | ${(b.fb / a.fb).toFixed(2).padStart(22)} | ${(b.ld / a.ld).toFixed(2).padStart(16)}`,
    );
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
