/**
 * A lock more than a week away shows its date and time, not a day count ("486 d"); a week or less
 * away it is counted down. On the tournament's page and its home-page card, with the server's
 * clock moved across the boundary (tests/e2e/clock.ts; hence EXCLUSIVE in playwright.config.ts).
 * A game of another year says its year on the schedule, the pick sheet, its picks and the result editor.
 */
import type { Page } from "@playwright/test";
import { setServerClock } from "./clock";
import { expect, test } from "./fixtures";
import { pageApi, signUp } from "./support";

const DAY = 86_400_000;
const api = (page: Page, method: string, path: string, body?: unknown) => pageApi(page, method, path, body);

/**
 * A kickoff as the pages write it in English in UTC ("Wed, Dec 9, 2:10 PM"), with its year when it
 * is not the year of the server's now, `offsetMs` ahead of the real time (kickoff-format.ts).
 */
function kickoffText(at: Date, offsetMs = 0): string {
  const otherYear = at.getUTCFullYear() !== new Date(Date.now() + offsetMs).getUTCFullYear();
  return new Intl.DateTimeFormat("en", {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(otherYear && { year: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(at);
}

test.use({ timezoneId: "UTC" });
test.afterEach(() => setServerClock(0));

test("a lock more than a week away shows its date; within the week it is counted down again", async ({ page }) => {
  await signUp(page, "locks-admin@example.com", "Lou");
  const slug = `far-cup-${Date.now().toString(36)}`;
  const name = `Far Cup ${slug.slice(8)}`;
  // Kickoff (and lock) a week and an hour from now, on a whole minute.
  const lock = new Date(Math.ceil((Date.now() + 7 * DAY + 3_600_000) / 60_000) * 60_000);
  await api(page, "POST", "/api/admin/tournaments", { slug, sport: "football", name, startsAt: lock.toISOString() });
  const home = (await api(page, "POST", `/api/admin/tournaments/${slug}/competitors`, { name: "Porto" })).id!;
  const away = (await api(page, "POST", `/api/admin/tournaments/${slug}/competitors`, { name: "Braga" })).id!;
  await api(page, "POST", `/api/admin/tournaments/${slug}/matchdays`, { ordinal: 1 });
  await api(page, "POST", `/api/admin/tournaments/${slug}/games`, {
    matchday: 1,
    kickoff: lock.toISOString(),
    homeId: home,
    awayId: away,
  });
  const date = kickoffText(lock);

  await page.goto(`/${slug}`);
  const next = page.getByText(/^Next picks lock/);
  await expect(next).toHaveText(`Next picks lock: ${date}`);
  await expect(next.locator("time")).toHaveAttribute("datetime", lock.toISOString());
  await page.goto("/");
  const card = page.getByTestId("tournament-card").filter({ hasText: name });
  await expect(card).toContainText(`Next picks lock: ${date}`);

  // Two hours later (server and browser), the lock is 6 d 23 h away: a countdown again.
  const later = 2 * 3_600_000;
  setServerClock(later);
  await page.clock.install({ time: Date.now() + later });
  await page.goto(`/${slug}`);
  await expect(next).toHaveText(/^Next picks lock in 6 d 2[23] h$/);
  await page.goto("/");
  await expect(card).toContainText(/Next picks lock in 6 d 2[23] h/);

  // A game of another year: its kickoff on the schedule and the pick sheet says the year; this
  // year's game does not (the server's year, not the browser's).
  const far = new Date(Math.ceil((Date.now() + 400 * DAY) / 60_000) * 60_000);
  await api(page, "POST", `/api/admin/tournaments/${slug}/matchdays`, { ordinal: 2 });
  const farGame = await api(page, "POST", `/api/admin/tournaments/${slug}/games`, {
    matchday: 2,
    kickoff: far.toISOString(),
    homeId: away,
    awayId: home,
  });
  const farDate = kickoffText(far, later);
  expect(farDate).toContain(String(far.getUTCFullYear()));
  await page.goto(`/${slug}/schedule/2`);
  await expect(page.getByTestId("game").locator("time").first()).toHaveText(farDate);
  await api(page, "POST", "/api/settings/agreements", { terms: true, privacy: true });
  const group = await api(page, "POST", "/api/groups", { tournament: slug, name: "Far club", mode: "expert" });
  for (const [matchday, instant, text] of [
    [1, lock, kickoffText(lock, later)],
    [2, far, farDate],
  ] as const) {
    await page.goto(`/${slug}/${group.groupId}/picks?matchday=${matchday}`);
    const kickoff = page.locator(`time[datetime="${instant.toISOString()}"]`).first();
    await expect(kickoff).toHaveText(text);
  }
  // So do the game's picks (hidden until its lock) and the admin's result editor.
  await page.goto(`/${slug}/${group.groupId}/picks-by-game/${farGame.gameId}`);
  await expect(page.getByTestId("picks-hidden")).toContainText(farDate);
  await page.goto(`/${slug}/mng/102/2`);
  await expect(page.getByTestId("result-editor")).toContainText(farDate);
});
