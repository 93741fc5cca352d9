/**
 * The group page of a large group (issue 11, issue 13 point 4): the top of the table, my own row
 * highlighted and always shown (my place, my neighbourhood), and pages a keyboard can move
 * through, on a phone and a desktop. A second server of this build runs on PostgreSQL, with the
 * demo tournaments; a player signs up and makes a group, 1,200 members join it in bulk and pick
 * the demo's finished games, and the scoring job scores them (as after a correction).
 */
import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { Client } from "pg";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startServer, type ServerProcess } from "./server-process";
import { hydrated, PASSWORD, settled } from "./support";

/** Members besides me; I joined last and picked nothing, so I am at the bottom: the last page. */
const OTHERS = 1_200;
const PAGE_ROWS = 30;
const PAGES = Math.ceil((OTHERS + 1) / PAGE_ROWS);
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `callit_e2e_large_${randomBytes(4).toString("hex")}`;

let server: ServerProcess;
let context: BrowserContext;
let groupPath: string;

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function admin(text: string) {
  const client = new Client({ connectionString: POSTGRES });
  await client.connect();
  await client.query(text);
  await client.end();
}

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  await admin(`create database ${database}`);
  server = await startServer(PORT, {
    DATABASE_URL: `${POSTGRES.replace(/\/[^/]*$/, "")}/${database}`,
    AUTH_SECRET: randomBytes(24).toString("hex"),
    DEMO: "1",
  });
  context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  const page = await context.newPage();
  await page.goto("/account");
  await hydrated(page);
  await page.getByRole("button", { name: /Create an account/ }).click();
  await page.getByLabel(/^Display name/).fill("Deep");
  await page.getByLabel(/^E-mail/).fill("deep@example.com");
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/terms of use/).check();
  await page.getByLabel(/privacy policy/).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Deep");
  const [cup] = await sql<{ slug: string; id: string }>(
    `select t.slug, t.id from tournaments t where t.sport = 'football' and exists (select 1 from games g where g.tournament_id = t.id and g.status = 'finished') order by t.slug limit 1`,
  );
  const created = await page.request.post("/api/groups", {
    data: { tournament: cup!.slug, name: "Big League", mode: "expert" },
  });
  expect(created.status()).toBe(201);
  const { groupId } = (await created.json()) as { groupId: string };
  groupPath = `/${cup!.slug}/${groupId}`;
  await page.close();
  // The others joined before me, each picked every finished game; then the results are scored again.
  await sql(
    `insert into "user" (id, name, email) select 'big-' || n, 'Big ' || n, 'big-' || n || '@example.com' from generate_series(1, $1::int) n`,
    [OTHERS],
  );
  await sql(
    `insert into group_users (group_id, user_id, nickname, role, joined_at)
     select $1, 'big-' || n, 'Big ' || n, 'member', now() - interval '1 day' + n * interval '1 second' from generate_series(1, $2::int) n`,
    [groupId, OTHERS],
  );
  await sql(
    `insert into picks (group_user_id, game_id, pick)
     select gu.id, g.id, jsonb_build_object('home', abs(hashtext(gu.id::text || g.id::text)) % 4, 'away', abs(hashtext(g.id::text || gu.id::text)) % 3)
     from group_users gu cross join games g
     where gu.group_id = $1 and gu.user_id like 'big-%' and g.tournament_id = $2 and g.status = 'finished'`,
    [groupId, cup!.id],
  );
  await sql(
    `insert into result_events (game_id, tournament_id, version, status, result)
     select id, tournament_id, result_version, status, result from games where tournament_id = $1 and status = 'finished'`,
    [cup!.id],
  );
  // The scoring job runs every 10 s on every instance: wait until it has scored them.
  await expect
    .poll(
      async () =>
        (await sql<{ n: number }>(`select count(*)::int as n from result_events where processed_at is null`))[0]!.n,
      { timeout: 60_000 },
    )
    .toBe(0);
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
  await admin(`drop database if exists ${database} with (force)`);
});

async function openGroup(viewport: { width: number; height: number }): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.setViewportSize(viewport);
  await page.goto(groupPath);
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
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

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
  const response = await context.request.get(groupPath);
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The table's page, my neighbourhood and the header rows: no row per member.
  expect(html.match(/<tr/g)?.length).toBeLessThan(PAGE_ROWS + 10);
});
