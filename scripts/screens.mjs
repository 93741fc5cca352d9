// `npm run screens`: screenshots of the main screens for docs/screens/ (issue 13). Starts the
// production build (building first when sources changed) on a fresh embedded database with the
// demo data, signs up a player with two friends in a group and some picks, and writes PNGs of
// home, tournament, schedule, group, picks, predictions and account on a phone (390×844) and a
// desktop (1280×800), light and dark, palette-compressed with sharp. Chromium: CHROMIUM_PATH or
// /usr/bin/chromium. Port: SCREENS_PORT (3150), which must be free. Nothing is fetched from the network.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { buildIfNeeded } from "./build-if-needed.mjs";

const PORT = Number(process.env.SCREENS_PORT ?? 3150);
const ORIGIN = `http://localhost:${PORT}`;
const OUT = path.join(process.cwd(), "docs/screens");
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const SCHEMES = ["light", "dark"];
const PASSWORD = "green-pitch-42";

/** Anything answering on the port already (another server) would be photographed instead of ours. */
async function portTaken() {
  try {
    await fetch(ORIGIN, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}
if (await portTaken()) throw new Error(`${ORIGIN} already answers: set SCREENS_PORT to a free port`);

buildIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), "callit-screens-"));
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    DEMO: "1",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
/** Stops our server (and only it) and waits for it to end before its data goes. */
async function stop() {
  if (server.exitCode === null) {
    const ended = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
    await ended;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start within two minutes");
}

/** A player signed up through the API in a browser context of their own (its cookies). */
async function player(browser, email, name, address) {
  const context = await browser.newContext({
    baseURL: ORIGIN,
    extraHTTPHeaders: { origin: ORIGIN, "x-forwarded-for": address },
    timezoneId: "Europe/Berlin",
    locale: "en-GB",
  });
  const call = async (method, url, data) => {
    const answer = await context.request.fetch(url, { method, data });
    if (!answer.ok()) throw new Error(`${method} ${url}: ${answer.status()} ${await answer.text()}`);
    return answer.json();
  };
  await call("POST", "/api/auth/sign-up/email", {
    email,
    password: PASSWORD,
    name,
    acceptTerms: true,
    acceptPrivacy: true,
  });
  return { context, call };
}

async function setUp(browser) {
  const ana = await player(browser, "ana@example.com", "Ana", "198.51.100.11");
  const group = await ana.call("POST", "/api/groups", {
    tournament: "demo-cup",
    name: "Friday Friends",
    mode: "expert",
  });
  await ana.call("POST", "/api/groups", { tournament: "demo-cup", name: "Office League", mode: "simple" });
  const games = await ana.call("GET", "/api/tournaments/demo-cup/games");
  const open = games.filter((g) => new Date(g.locksAt).getTime() > Date.now() && g.homeId && g.awayId);
  const scores = [
    [2, 1],
    [1, 1],
    [0, 2],
    [3, 1],
  ];
  await ana.call("PUT", `/api/groups/${group.groupId}/picks`, {
    picks: open.slice(0, 3).map((g, i) => ({ gameId: g.id, pick: { home: scores[i][0], away: scores[i][1] } })),
  });
  for (const [n, name] of ["Bo", "Chiara", "Dmytro"].entries()) {
    const friend = await player(browser, `${name.toLowerCase()}@example.com`, name, `198.51.100.${20 + n}`);
    await friend.call("POST", `/api/groups/${group.groupId}/join`, { invitationCode: group.invitationCode });
    await friend.call("PUT", `/api/groups/${group.groupId}/picks`, {
      picks: open
        .slice(0, 4)
        .map((g, i) => ({ gameId: g.id, pick: { home: scores[(i + n) % 4][0], away: scores[(i + n) % 4][1] } })),
    });
    await friend.context.close();
  }
  // The cookie notice answered, as a returning player has.
  await ana.context.addCookies([{ name: "callit-consent", value: "1", url: ORIGIN }]);
  return { context: ana.context, groupId: group.groupId };
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--font-render-hinting=none"],
  });
  const { context, groupId } = await setUp(browser);
  const screens = {
    home: "/",
    tournament: "/demo-cup",
    schedule: "/demo-cup/schedule/2",
    group: `/demo-cup/${groupId}`,
    picks: `/demo-cup/${groupId}/picks`,
    predictions: "/demo-cup/predictions",
    account: "/account",
  };
  mkdirSync(OUT, { recursive: true });
  for (const file of readdirSync(OUT)) if (file.endsWith(".png")) rmSync(path.join(OUT, file));
  const page = await context.newPage();
  let total = 0;
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      for (const [name, url] of Object.entries(screens)) {
        await page.goto(url);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        await page.evaluate(async () => {
          await document.fonts.ready;
          await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
          // Lazy flags below the fold are not in the picture; those in it have arrived.
          await Promise.all(
            [...document.images]
              .filter((img) => !img.complete && img.loading !== "lazy")
              .map((img) => new Promise((resolve) => img.addEventListener("load", resolve, { once: true }))),
          );
        });
        await page.waitForLoadState("networkidle", { timeout: 3000 }).catch(() => undefined);
        const png = await sharp(await page.screenshot())
          .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
          .toBuffer();
        const file = path.join(OUT, `${name}-${device}-${scheme}.png`);
        writeFileSync(file, png);
        total += statSync(file).size;
        console.log(`${path.relative(process.cwd(), file)}: ${(png.length / 1024).toFixed(0)} kB`);
      }
    }
  }
  console.log(`${Object.keys(screens).length * 4} screenshots, ${(total / 1024).toFixed(0)} kB in all`);
  await browser.close();
} finally {
  await stop();
}
