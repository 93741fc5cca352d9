/**
 * Issue 13, screens 5 and 7: a live game shows its running score and its minute on the schedule,
 * the group page and the pick sheet, the minute runs on without a reload and follows the server's
 * clock across half-time, and a new score arrives through the event stream; flags are images
 * named in the page's language (not emoji), for teams and Eurovision entries alike.
 */
import { setServerClock } from "./clock";
import { expect, test } from "./fixtures";
import { hydrated, signUp, pageApi as api } from "./support";

test.use({ timezoneId: "UTC" });

const MINUTE = 60_000;

test.afterEach(() => setServerClock(0));

test("a live game shows its running score and minute, which run on without a reload", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "live-admin@example.com", "Lia");
  await api(page, "POST", "/api/settings/agreements", { terms: true, privacy: true });
  const slug = `live-${Date.now().toString(36)}`;
  await api(page, "POST", "/api/admin/tournaments", { slug, sport: "football", name: "Live Cup" });
  const ids: Record<string, string> = {};
  for (const [name, code] of [
    ["Germany", "DE"],
    ["Poland", "PL"],
  ] as const)
    ids[name] = (await api(page, "POST", `/api/admin/tournaments/${slug}/competitors`, { name, code })).id!;
  await api(page, "POST", `/api/admin/tournaments/${slug}/matchdays`, { ordinal: 1, name: "Matchday 1" });
  // Kicked off 79½ minutes ago: 45 + 2 added + 15 of half-time + 17½ of the second half, the 63rd minute.
  const kickoff = Date.now() - 79.5 * MINUTE;
  const gameId = (
    await api(page, "POST", `/api/admin/tournaments/${slug}/games`, {
      matchday: 1,
      kickoff: new Date(kickoff).toISOString(),
      homeId: ids.Germany,
      awayId: ids.Poland,
    })
  ).gameId!;
  await api(page, "PUT", `/api/admin/games/${gameId}/result`, { status: "live", result: { home: 1, away: 0 } });
  const { groupId } = await api(page, "POST", "/api/groups", {
    tournament: slug,
    name: "Live Friends",
    mode: "simple",
  });

  // The browser's clock stands still until the test moves it.
  await page.clock.install();
  await page.goto(`/${slug}/schedule/1`);
  await hydrated(page);
  const game = page.getByTestId("game");
  await expect(game.getByTestId("score")).toHaveText("1–0");
  await expect(game.getByTestId("live-clock")).toHaveText("63′Minute 63");
  // Flags are images, not emoji; beside the printed name they are decorative (alt=""), so a
  // screen reader says each team once.
  await expect(game.locator('img[data-flag="de"]')).toHaveAttribute("src", "/flags/de.svg");
  await expect(game.locator('img[data-flag="de"]')).toHaveAttribute("alt", "");
  await expect(game.locator('img[data-flag="pl"]')).toBeVisible();
  await expect(game.getByRole("img", { name: "Germany" })).toHaveCount(0);

  // A minute later by the browser's clock the minute moves on, without a reload.
  await page.clock.runFor(60_000);
  await expect(game.getByTestId("live-clock")).toHaveText("64′Minute 64");
  await page.clock.resume();

  // A new running score comes through the event stream (LiveRefresh), without a reload.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await api(page, "PUT", `/api/admin/games/${gameId}/result`, { status: "live", result: { home: 1, away: 1 } });
  await expect(game.getByTestId("score")).toHaveText("1–1");
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The group page and the pick sheet show the same.
  await page.goto(`/${slug}/${groupId}`);
  const live = page.getByTestId("live-games").getByTestId("live-game");
  await expect(live.getByTestId("running-score")).toHaveText("1–1");
  await expect(live.getByTestId("live-clock")).toHaveText(/^6\d′/);
  await expect(live.locator('img[data-flag="de"][alt=""]')).toBeVisible();
  await page.goto(`/${slug}/${groupId}/picks`);
  const row = page.getByTestId("pick-game");
  await expect(row.getByTestId("running-score")).toHaveText("1–1");
  await expect(row.getByTestId("live-clock")).toHaveText(/^6\d′/);

  // The server's clock decides: 50 minutes after kickoff is half-time, 46 minutes is added time.
  setServerClock(-29.5 * MINUTE);
  await page.goto(`/${slug}/schedule/1`);
  await expect(game.getByTestId("live-clock")).toHaveText("Half-time");
  setServerClock(-33.5 * MINUTE);
  await page.goto(`/${slug}/schedule/1`);
  await expect(game.getByTestId("live-clock")).toHaveText("45+2′Minute 45 plus 2");
  // In German.
  setServerClock(0);
  await page.goto(`/de/${slug}/schedule/1`);
  await expect(game.getByTestId("live-clock")).toContainText("Spielminute 6");
  await expect(game.locator('img[data-flag="de"][alt=""]')).toBeVisible();
  await expect(game.getByText("Deutschland")).toBeVisible();
});

test("flags show as decorative images beside names printed in the page's language, for teams and Eurovision entries", async ({
  page,
}) => {
  await page.goto("/ua/demo-cup/schedule/1");
  const first = page.getByTestId("game").first();
  const flag = first.locator('img[data-flag="de"]');
  await expect(flag).toHaveAttribute("src", "/flags/de.svg");
  // The name is printed beside it, so the flag itself is not announced again.
  await expect(flag).toHaveAttribute("alt", "");
  await expect(first.getByText("Німеччина")).toBeVisible();
  await expect(flag).toHaveAttribute("width", "20");
  await expect(flag).toHaveAttribute("height", "15");
  // The file is there and is an SVG the browser draws.
  await flag.scrollIntoViewIfNeeded();
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // No flag emoji (regional indicator symbols) anywhere on the page.
  expect(await page.locator("main").innerText()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);

  // Eurovision: the qualifiers of the first semi-final, each with its country's flag (still in Ukrainian).
  await page.goto("/ua/demo-song/schedule/1");
  const ranking = page.getByTestId("ranking");
  await expect(ranking.locator('img[data-flag="se"]')).toHaveAttribute("src", "/flags/se.svg");
  await expect(ranking.getByText("Швеція")).toBeVisible();
  expect(await ranking.locator('img[data-flag][alt=""]').count()).toBeGreaterThanOrEqual(5);
});
