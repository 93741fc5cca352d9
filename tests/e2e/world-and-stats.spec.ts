/**
 * The whole world's table and a player's statistics (issue 14 points 3 and 4), on a phone and a
 * desktop, light and dark: the world table shows my position among all and my row; my
 * statistics' charts each have a data table. A second server of this build runs on PostgreSQL
 * with the demo tournaments; a player signs up and makes a group, 300 others join it in bulk, all
 * pick the demo's finished games, the scoring job scores them and the world job ranks everybody.
 */
import type { Page } from "@playwright/test";
import { crowd, openCrowdedGroup, type CrowdedGroup } from "./crowded-group";
import { expect, test } from "./fixtures";
import { expectAxeClean, settled } from "./support";

const OTHERS = 300;

let group: CrowdedGroup;
let matchdays: number;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  group = await openCrowdedGroup(browser, { name: "world", portOffset: 2, groupName: "World League" });
  const { sql, cup } = group;
  // The others, from three countries, join; everybody (me too) picked every finished game.
  await crowd(group, { prefix: "w", label: "World", count: OTHERS, countries: true, ownerPicks: true });
  // The world job (every 15 s) after the scoring.
  await expect
    .poll(
      async () =>
        (
          await sql<{ ok: boolean }>(
            `select coalesce(ws.scored = t.scored_version, false) as ok from tournaments t left join world_states ws on ws.tournament_id = t.id where t.id = $1`,
            [cup.id],
          )
        )[0]!.ok,
      { timeout: 60_000 },
    )
    .toBe(true);
  matchdays = (
    await sql<{ n: number }>(
      `select count(distinct m.ordinal)::int as n from games g join matchdays m on m.id = g.matchday_id where g.tournament_id = $1 and g.status = 'finished'`,
      [cup.id],
    )
  )[0]!.n;
});

test.afterAll(async () => {
  await group?.close();
});

async function open(
  path: string,
  viewport: { width: number; height: number },
  colorScheme: "light" | "dark",
): Promise<Page> {
  const page = await group.context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme });
  await page.goto(path);
  await settled(page);
  expect(errors).toEqual([]);
  return page;
}

for (const [viewport, colorScheme] of [
  [{ name: "phone", width: 390, height: 844 }, "light"],
  [{ name: "desktop", width: 1280, height: 800 }, "dark"],
] as const) {
  test(`the world table shows my position among all players on a ${viewport.name} (${colorScheme})`, async () => {
    const page = await open(
      `/${group.cup.slug}/world`,
      { width: viewport.width, height: viewport.height },
      colorScheme,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The whole world's table");
    const position = page.getByTestId("world-position");
    await expect(position).toContainText(`of ${OTHERS + 1}`);
    // My row is marked, on the page or under it.
    const mine = page.locator('[data-testid="world-table"] tr[aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText("Deep");
    await expect(mine).toContainText("You");
    await expectAxeClean(page, "main");
    // The table fits the screen: nothing scrolls sideways, on a phone either.
    const fits = async () =>
      page
        .getByTestId("world-table")
        .first()
        .evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth);
    expect(await fits()).toBe(true);
    await page.screenshot({ path: `test-results/world-${viewport.name}-${colorScheme}.png`, fullPage: true });
    // The country filter: Poland's players, each from Poland; I gave no country, so I am not in it.
    await page.getByLabel("Country").selectOption("PL");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/[?&]country=PL\b/);
    await expect(page.getByRole("heading", { name: "Players from Poland" })).toBeVisible();
    // Each row names its player's country in the page's language.
    await expect(page.getByTestId("world-table").first().locator("tbody tr").first()).toContainText("Poland");
    await expect(page.getByTestId("world-position")).toContainText("not in this view");
    expect(await fits(), "with the place in the view too").toBe(true);
    // My groups' members: all of us.
    await page.getByRole("link", { name: "My groups' members" }).click();
    await expect(page.getByTestId("world-position")).toContainText(`of ${OTHERS + 1}`);
    await page.close();
  });

  test(`my statistics on a ${viewport.name} (${colorScheme}): each chart has its data table`, async () => {
    const page = await open(
      `${group.groupPath}/stats`,
      { width: viewport.width, height: viewport.height },
      colorScheme,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My statistics");
    const phone = viewport.width < 600;
    for (const chart of ["points-chart", "rank-chart"]) {
      // A phone gets the picture drawn for its width, wider screens the wide one.
      const svg = page.getByTestId(phone ? `${chart}-svg-narrow` : `${chart}-svg`);
      await expect(svg).toBeVisible();
      await expect(page.getByTestId(phone ? `${chart}-svg` : `${chart}-svg-narrow`)).toBeHidden();
      // Its labels are readable: at least 10 px high on the screen (the wide picture's were 5 px on a phone).
      const heights = await svg
        .locator("text")
        .evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect().height));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(10);
      const table = page.getByTestId(`${chart}-table`);
      await expect(table.locator("tbody tr")).toHaveCount(matchdays);
    }
    await expect(page.getByRole("figure", { name: "Points per matchday" })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Points per matchday" }).getByRole("columnheader", { name: "Group average" }),
    ).toBeVisible();
    await expect(page.getByTestId("hit-rates").locator("tbody tr")).toHaveCount(3);
    await expectAxeClean(page, "main");
    await page.screenshot({ path: `test-results/stats-${viewport.name}-${colorScheme}.png`, fullPage: true });
    if (phone) {
      // The longest headers (German's "Alle Spieler (Standardregeln)") break: nothing scrolls sideways at 360 px.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/de${group.groupPath}/stats`);
      await expect(page.getByTestId("points-chart-table")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Back to English: the German page opened is the language remembered for addresses without one.
      await group.context.clearCookies({ name: "NEXT_LOCALE" });
    }
    // Another member's statistics need Plus: the page says so.
    const [other] = await group.sql<{ id: string }>(`select id from group_users where user_id = 'w-1'`);
    await page.goto(`${group.groupPath}/stats?member=${other!.id}`);
    await expect(page.getByTestId("stats-plus")).toContainText("Plus");
    await page.close();
  });
}
