/**
 * Lighthouse (mobile) on a signed-in player's pages, each a cold load, with the cookies in the
 * browser as a player's are (issue 13): `npm run bench:lighthouse -- --url http://localhost:3000
 * [--rounds 2] [--page /demo-cup/GROUP …]`.
 *
 * Against a running production server. A Chromium profile of its own gets a new player (signed up
 * through the API), a group of `demo-cup` (`GROUP` in a page's path) and the cookie notice's answer;
 * before each run its HTTP cache, code cache and service worker are deleted, so every load is cold
 * but signed in. Cookies given as a request header instead (`--extra-headers`) leave
 * `document.cookie` without the notice's answer: the notice then appears after hydration and is
 * the LCP element on every page (docs/benchmarks.md, 2026-12-04 19:04). Lighthouse comes from the
 * npm registry (`npx lighthouse@13`) and drives Debian's Chromium.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    rounds: { type: "string", default: "2" },
    page: { type: "string", multiple: true, default: [] },
  },
});
const base = values.url.replace(/\/$/, "");
const pages = values.page.length
  ? values.page
  : ["/", "/demo-cup", "/demo-cup/schedule", "/demo-cup/GROUP", "/demo-cup/GROUP/picks", "/demo-cup/predictions"];
const CHROMIUM = "/usr/bin/chromium";
// Both launches read the profile's cookies with the same (plain) key.
const KEYS = ["--password-store=basic", "--use-mock-keychain"];
const profile = mkdtempSync(path.join(tmpdir(), "callit-lighthouse-"));

/** A new player with a group, and the cookie notice answered, in the profile. */
async function seed() {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", ...KEYS],
  });
  try {
    const email = `lighthouse-${Date.now()}@example.com`;
    const signUp = await context.request.post(`${base}/api/auth/sign-up/email`, {
      headers: { origin: base },
      data: {
        name: "Lighthouse Player",
        email,
        password: "blue-river-77-stones",
        acceptTerms: true,
        acceptPrivacy: true,
        locale: "en",
        timeZone: "UTC",
      },
    });
    if (!signUp.ok()) throw new Error(`Sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    const group = await context.request.post(`${base}/api/groups`, {
      headers: { origin: base },
      data: { tournament: "demo-cup", mode: "expert", name: "Lighthouse pool" },
    });
    if (!group.ok()) throw new Error(`A group failed: ${group.status()} ${await group.text()}`);
    const expires = Date.now() / 1000 + 86_400;
    await context.addCookies([
      { name: "callit-consent", value: "0", url: base, expires },
      { name: "callit-tz", value: "UTC", url: base, expires },
    ]);
    return (await group.json()).groupId;
  } finally {
    await context.close();
  }
}

/** One cold, signed-in Lighthouse run of a page; its scores and metrics. */
function lighthouse(url) {
  for (const cache of ["Cache", "Code Cache", "Service Worker", "GPUCache"])
    rmSync(path.join(profile, "Default", cache), { recursive: true, force: true });
  const out = path.join(profile, "report.json");
  execFileSync(
    "npx",
    [
      "-y",
      "lighthouse@13",
      url,
      "--disable-storage-reset",
      `--chrome-path=${CHROMIUM}`,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --user-data-dir=${profile} ${KEYS.join(" ")}`,
      "--form-factor=mobile",
      "--only-categories=performance,accessibility,best-practices",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    { stdio: "ignore", timeout: 180_000 },
  );
  const report = JSON.parse(readFileSync(out, "utf8"));
  const audit = (id) => report.audits[id].numericValue;
  const element = (report.audits["lcp-breakdown-insight"]?.details?.items ?? []).find((item) => item.type === "node");
  return {
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    bestPractices: report.categories["best-practices"].score * 100,
    lcp: (audit("largest-contentful-paint") / 1000).toFixed(2),
    tbt: audit("total-blocking-time").toFixed(0),
    cls: audit("cumulative-layout-shift").toFixed(3),
    kB: (audit("total-byte-weight") / 1024).toFixed(1),
    lcpElement: element?.selector?.split(" > ").at(-1) ?? "",
  };
}

const groupId = await seed();
console.log(
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log(
  "round | page | performance | accessibility | best practices | LCP s | TBT ms | CLS | total kB | LCP element",
);
try {
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const page of pages) {
      try {
        const r = lighthouse(base + page.replace("GROUP", groupId));
        console.log(
          [round, page, r.performance, r.accessibility, r.bestPractices, r.lcp, r.tbt, r.cls, r.kB, r.lcpElement].join(
            " | ",
          ),
        );
      } catch (error) {
        console.log(`${round} | ${page} | failed: ${String(error).split("\n")[0]}`);
      }
    }
  }
} finally {
  rmSync(profile, { recursive: true, force: true });
}
console.log(
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
