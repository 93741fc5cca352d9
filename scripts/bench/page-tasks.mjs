/**
 * Where a page's main thread blocks on a cold load (issue 13): `npm run bench:tasks -- --url
 * http://localhost:3000/demo-cup [--url …] [--rounds 3] [--signed-in] [--profile]`.
 *
 * Against running production servers (`npm start`, or two builds side by side: give each page of
 * each once, in the order they should alternate). Each round opens every URL in a fresh Debian
 * Chromium context at 4× CPU slowdown (Lighthouse's mobile factor) with the cookie notice answered,
 * and reads the page's long tasks and long animation frames for five seconds. Prints per load: the
 * first contentful paint, the blocking time after it (as Lighthouse counts it: each long task's part
 * after the paint beyond 50 ms, observed rather than simulated) and the scripts of every long frame;
 * at the end each URL's median. `--signed-in`: a new player (signed up through the API on each
 * origin) with a group of `demo-cup`; `GROUP` in a URL is that group's id. `--profile`: also the
 * functions that took the most time (self time, from the sampling profiler) in each load.
 *
 * Observed times swing with the machine (100–300 ms between runs here): compare side by side, never
 * across runs, and read the attributions more than the sums.
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { chromium, request } from "playwright";

const { values } = parseArgs({
  options: {
    url: { type: "string", multiple: true, default: [] },
    rounds: { type: "string", default: "3" },
    "signed-in": { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
  },
});
if (values.url.length === 0) {
  console.error("Give at least one --url of a running production server.");
  process.exit(1);
}

/** A new player and a group on one origin: the session's cookies and the group's id. */
async function player(origin) {
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const email = `tasks-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await api.post("/api/auth/sign-up/email", {
    data: {
      name: "Bench Player",
      email,
      password: "blue-river-77-stones",
      acceptTerms: true,
      acceptPrivacy: true,
      acceptMarketing: false,
      locale: "en",
      timeZone: "UTC",
    },
  });
  if (!signUp.ok()) throw new Error(`Sign-up on ${origin} failed: ${signUp.status()} ${await signUp.text()}`);
  const group = await api.post("/api/groups", { data: { tournament: "demo-cup", mode: "expert", name: "Bench pool" } });
  if (!group.ok()) throw new Error(`A group on ${origin} failed: ${group.status()} ${await group.text()}`);
  const { cookies } = await api.storageState();
  return { cookies, groupId: (await group.json()).groupId };
}

/** Self time per function of a CPU profile, the largest first. */
function selfTimes(profile, count) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, columnNumber } = byId.get(id).callFrame;
    if (!url) return; // idle, program, garbage collector
    const key = `${functionName || "(anonymous)"} ${url.replace(/.*\//, "")}:${columnNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

const players = new Map();
if (values["signed-in"])
  for (const origin of new Set(values.url.map((u) => new URL(u).origin))) players.set(origin, await player(origin));

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const blocking = new Map();
for (let round = 1; round <= Number(values.rounds); round++) {
  for (const url of values.url) {
    const origin = new URL(url).origin;
    const who = players.get(origin);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await context.addCookies([{ name: "callit-consent", value: "0", url: origin }, ...(who?.cookies ?? [])]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = { tasks: [], frames: [] };
      Object.assign(window, { __pageTasks: seen });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: "longtask", buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          seen.frames.push({
            start: e.startTime,
            duration: e.duration,
            scripts: e.scripts.map((s) => ({
              duration: s.duration,
              invoker: s.invoker,
              source: `${(s.sourceURL || "").replace(/.*\//, "")}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ""}`,
            })),
          });
      }).observe({ type: "long-animation-frame", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    if (values.profile) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
    }
    await page.goto(url.replace("GROUP", who?.groupId ?? "GROUP"), { waitUntil: "load" });
    await page.waitForTimeout(5000);
    const { fcp, tasks, frames } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      ...window.__pageTasks,
    }));
    const total = tasks.reduce((sum, t) => sum + Math.max(0, t.start + t.duration - Math.max(t.start, fcp) - 50), 0);
    blocking.set(url, [...(blocking.get(url) ?? []), total]);
    console.log(
      `${url} round ${round}: first contentful paint ${fcp.toFixed(0)} ms, blocking after it ${total.toFixed(0)} ms, load ${loadavg()[0].toFixed(2)}`,
    );
    for (const frame of frames.filter((f) => f.duration > 50)) {
      const scripts = frame.scripts
        .filter((s) => s.duration >= 5)
        .map((s) => `${s.invoker.replace(origin, "")} → ${s.source} ${s.duration.toFixed(0)} ms`);
      console.log(
        `  frame at ${frame.start.toFixed(0)} ms, ${frame.duration.toFixed(0)} ms: ${scripts.join("; ") || "(layout, style, paint)"}`,
      );
    }
    if (values.profile) {
      const { profile } = await cdp.send("Profiler.stop");
      for (const [name, ms] of selfTimes(profile, 8)) console.log(`  self ${ms.toFixed(1).padStart(6)} ms  ${name}`);
    }
    await context.close();
  }
}
await browser.close();
console.log("\nMedian blocking time after the first contentful paint (ms, at 4× CPU slowdown):");
for (const [url, runs] of blocking) {
  const sorted = [...runs].sort((a, b) => a - b);
  console.log(
    `${sorted[Math.floor(sorted.length / 2)].toFixed(0).padStart(5)}  ${url}  (${runs.map((r) => r.toFixed(0)).join(" ")})`,
  );
}
