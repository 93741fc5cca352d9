/**
 * The group page of a large group (issue 11, issue 13 point 4): the top of the table, my own row
 * highlighted and always shown (my place, my neighbourhood), and pages a keyboard can move
 * through, on a phone and a desktop. A second server of this build runs on PostgreSQL, with the
 * demo tournaments; a player signs up and makes a group, 1,200 members join it in bulk and pick
 * the demo's finished games, and the scoring job scores them (as after a correction).
 */
import type { Page } from "@playwright/test";
import { crowd, openCrowdedGroup, type CrowdedGroup } from "./crowded-group";
import { expect, test } from "./fixtures";
import { expectAxeClean, settled } from "./support";

/** Members besides me; I joined last and picked nothing, so I am at the bottom: the last page. */
const OTHERS = 1_200;
const PAGE_ROWS = 30;
const PAGES = Math.ceil((OTHERS + 1) / PAGE_ROWS);

let group: CrowdedGroup;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  group = await openCrowdedGroup(browser, { name: "large", portOffset: 1, groupName: "Big League" });
  // The others joined before me, each picked every finished game; then the results are scored again.
  await crowd(group, { prefix: "big", label: "Big", count: OTHERS, joinedEarlier: true });
});

test.afterAll(async () => {
  await group?.close();
});

async function openGroup(viewport: { width: number; height: number }): Promise<Page> {
  const page = await group.context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.setViewportSize(viewport);
  await page.goto(group.groupPath);
  await settled(page);
  expect(errors).toEqual([]);
  return page;
}

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`a large group's page on a ${viewport.name}: the top, my row highlighted, my neighbourhood and pages by keyboard`, async () => {
    const page = await openGroup(viewport);
    // The group's buttons start where its name starts, a row apart when they wrap (a phone), and
    // never touch each other.
    const name = await page.getByRole("heading", { level: 1 }).boundingBox();
    const buttons = await Promise.all(
      ["My picks", "Bonus questions", "All my groups"].map((label) =>
        page.getByRole("main").getByRole("link", { name: label, exact: true }).boundingBox(),
      ),
    );
    const rows = [...new Set(buttons.map((b) => Math.round(b!.y)))];
    for (const y of rows) {
      const row = buttons.filter((b) => Math.round(b!.y) === y).sort((a, b) => a!.x - b!.x);
      if (viewport.name === "phone") expect(Math.round(row[0]!.x)).toBe(Math.round(name!.x));
      for (let i = 1; i < row.length; i++)
        expect(row[i]!.x - (row[i - 1]!.x + row[i - 1]!.width)).toBeGreaterThanOrEqual(7.5);
    }
    const section = page.getByRole("region", { name: "Standings" });
    // The top of the table: one page of it, never all 1,201.
    const top = section.getByRole("table", { name: "Standings", exact: true });
    await expect(top.locator("tbody tr")).toHaveCount(PAGE_ROWS);
    await expect(page.locator("tbody tr")).toHaveCount(PAGE_ROWS + 3);
    // My place, said at the top, and my row with my neighbours (I am last: two above me).
    await expect(page.getByTestId("my-place")).toContainText(`of ${(OTHERS + 1).toLocaleString("en")}`);
    const around = page.getByRole("table", { name: "Around you" });
    const mine = around.locator('tr[aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText("Deep");
    await expect(mine).toContainText("You");
    await mine.scrollIntoViewIfNeeded();
    await expect(mine).toBeInViewport();
    const background = (row: typeof mine) => row.evaluate((tr) => getComputedStyle(tr).backgroundColor);
    expect(await background(mine)).not.toBe(await background(around.locator("tbody tr").first()));
    await page.screenshot({ path: `test-results/large-group-${viewport.name}.png`, fullPage: true });
    // My highlighted row, the switcher and the lists pass axe (contrast included); the page's
    // content, not the shell's header (on a phone axe finds its toolbar's landmark not unique).
    await expectAxeClean(page, "main");

    // Pages by keyboard: Tab to "Go to page 2", Enter.
    const pages = page.getByRole("navigation", { name: "Pages of the table" });
    const second = pages.getByRole("link", { name: "Go to page 2" });
    await second.focus();
    await expect(second).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(pages.getByRole("button", { name: "Current page, page 2" })).toBeVisible();
    await expect(top.locator("tbody tr")).toHaveCount(PAGE_ROWS);
    // From the current page, Tab reaches the next page's link; Enter follows it.
    await pages.getByRole("button", { name: "Current page, page 2" }).focus();
    await page.keyboard.press("Tab");
    await expect(pages.getByRole("link", { name: "Go to page 3" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]page=3\b/);
    await expect(pages.getByRole("button", { name: "Current page, page 3" })).toBeVisible();

    // "Show my page": the last page, where my row is in the table itself.
    await page.getByRole("link", { name: "Show my page" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${PAGES}\\b`));
    const myRow = page.getByRole("table", { name: "Standings", exact: true }).locator('tr[aria-current="true"]');
    await expect(myRow).toContainText("Deep");
    await expect(page.getByRole("table", { name: "Around you" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Show my page" })).toHaveCount(0);
    await page.close();
  });
}

test("the page of a large group stays small: one page of rows, far below the members' count", async () => {
  const response = await group.context.request.get(group.groupPath);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The table's page, my neighbourhood and the header rows: no row per member.
  expect(html.match(/<tr/g)?.length).toBeLessThan(PAGE_ROWS + 10);
});
