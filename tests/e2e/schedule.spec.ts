import { expect, test } from "./fixtures";

for (const [zone, name] of [
  ["Europe/Berlin", /^Times: Central European Time \(GMT\+0[12]:00\)$/],
  ["America/New_York", /^Times: Eastern Time \(GMT-0[45]:00\)$/],
  // The id some browsers still send for Kyiv: the page names the zone, never the id.
  ["Europe/Kiev", /^Times: Eastern European Time \(GMT\+0[23]:00\)$/],
] as const) {
  test.describe(`in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test("the schedule shows kickoffs in the viewer's time zone", async ({ page }) => {
      await page.goto("/demo-cup/schedule");
      await expect(page.getByText(name)).toBeVisible();
      await expect(page.locator("main")).not.toContainText(zone);
      const first = page.getByTestId("game").first().locator("time").first();
      const instant = (await first.getAttribute("datetime"))!;
      const expected = new Intl.DateTimeFormat("en", { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(
        new Date(instant),
      );
      await expect(first).toContainText(expected);
    });
  });
}

test("the home page lists the demo tournaments with a countdown", async ({ page }) => {
  await page.goto("/");
  const cards = page.getByTestId("tournament-card");
  await expect(cards.filter({ hasText: "Demo" })).toHaveCount(5);
  await expect(cards.filter({ hasText: "Demo Nations Cup" })).toContainText(/Next picks lock in \d/);
});

test("the schedule speaks the visitor's language, team names included", async ({ page, context }) => {
  await page.goto("/de/demo-cup/schedule/1");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByTestId("game").first()).toBeVisible();
  await expect(page.getByText("Deutschland").first()).toBeVisible();
  await expect(page.getByText(/Uhrzeiten: .*GMT[+-]\d\d:\d\d/)).toBeVisible();
  // Visiting /de made German this browser's language; a new visitor gets English.
  await context.clearCookies();
  await page.goto("/demo-cup/schedule/1");
  await expect(page.getByText("Germany").first()).toBeVisible();
});

test("a matchday page links to its neighbours, and unknown ones are 404", async ({ page }) => {
  await page.goto("/demo-cup/schedule/2");
  await expect(page.getByRole("link", { name: "Previous: Matchday 1" })).toBeVisible();
  await page.getByRole("link", { name: "Next: Matchday 3" }).click();
  await expect(page).toHaveURL(/\/demo-cup\/schedule\/3$/);
  // A race weekend is named, not called a matchday.
  await page.goto("/demo-f1/schedule/1");
  await expect(page.getByRole("link", { name: /^Next: \S.* Grand Prix$/ })).toBeVisible();
  // A race that is over no longer says when its picks lock; one still open does.
  await expect(page.getByTestId("game").first()).not.toContainText("Picks lock");
  await page.goto("/demo-f1/schedule/3");
  await expect(page.getByTestId("game").first()).toContainText("Picks lock");
  // A semi-final that is over is "Finished", not "Final" (a word the grand final has).
  await page.goto("/demo-song/schedule/1");
  await expect(page.getByTestId("game").first()).toContainText("Finished");
  await expect(page.getByTestId("game").first()).not.toContainText(/\bFinal\b/);
  expect((await page.goto("/demo-cup/schedule/99"))?.status()).toBe(404);
  expect((await page.goto("/no-such-cup"))?.status()).toBe(404);
});

test("a malformed address answers the 404 page in the visitor's language, never an error page", async ({
  page,
  login,
}) => {
  const GROUP = "00000000-0000-4000-8000-000000000000";
  for (const path of [
    "/demo-cup/not-a-uuid/picks",
    "/demo-cup/not-a-uuid",
    `/demo-cup/${GROUP}/picks/not-a-uuid`,
    `/demo-cup/${GROUP}/picks-by-game/42`,
    "/demo-cup/schedule/0x10",
    "/demo-cup/schedule/abc",
    "/demo-cup/help/chess",
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Page not found");
  }
  // Signed in, a well-formed id of no group of mine is the 404 page too, and so is a bad member filter.
  await login();
  for (const path of [`/demo-cup/${GROUP}`, `/demo-cup/${GROUP}/stats?member=nobody`]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Page not found");
  }
  // Last: the visitor who opens a German page has chosen German for the addresses without a language.
  expect((await page.goto("/de/demo-cup/not-a-uuid/picks"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
});

test("the rules of a sport and mode are explained", async ({ page }) => {
  await page.goto("/demo-cup/help");
  await page.getByRole("link", { name: /Read the Expert rules/ }).click();
  await expect(page).toHaveURL(/\/demo-cup\/help\/expert$/);
  await expect(page.locator("article table").first()).toBeVisible();
  await expect(page.locator("article")).toContainText("4");
});

test("round names speak the visitor's language: the generic matchday and the demo's stage names alike", async ({
  page,
}) => {
  await page.goto("/de/demo-cup/schedule");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 2, name: "2. Spieltag", exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Halbfinale", exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Finale", exact: true })).toBeVisible();
  await expect(main).not.toContainText("Matchday");
  await expect(main).not.toContainText("Semi-finals");
  await page.goto("/de/demo-cup/schedule/2");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("2. Spieltag");
  await expect(page).toHaveTitle(/^2\. Spieltag · /);
  await page.goto("/ua/demo-cup/schedule/5");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Фінал");
  // The tab and a shared link name the round as the heading does.
  await expect(page).toHaveTitle(/^Фінал · /);
});

test("knock-out slots not decided yet speak the visitor's language", async ({ page, context }) => {
  await page.goto("/de/demo-cup/schedule/4");
  const names = page.getByTestId("team-name");
  await expect(names).toHaveText(["Erster Gruppe A", "Zweiter Gruppe B", "Erster Gruppe B", "Zweiter Gruppe A"]);
  await page.goto("/ua/demo-cup/schedule/5");
  await expect(names).toHaveText(["Переможець півфіналу 1", "Переможець півфіналу 2"]);
  await context.clearCookies(); // visiting /ua made Ukrainian this browser's language
  await page.goto("/demo-cup/schedule/5");
  await expect(names).toHaveText(["Winner semi-final 1", "Winner semi-final 2"]);
});

test("on a phone a knock-out slot's name keeps one line: the kickoff is under the teams, not between them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/demo-cup/schedule/4");
  const names = page.getByTestId("team-name");
  await expect(names).toHaveText(["1st Group A", "2nd Group B", "1st Group B", "2nd Group A"]);
  const lineHeights = await names.evaluateAll((spans) =>
    spans.map((s) => s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).lineHeight)),
  );
  for (const lines of lineHeights) expect(lines).toBeLessThan(1.5);
  // The kickoff is still said, once per game.
  await expect(page.getByTestId("game").first().locator("time")).toHaveCount(1);
});
