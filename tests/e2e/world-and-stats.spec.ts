/**
 * The whole world's table and a player's statistics (issue 14 points 3 and 4), on a phone and a
 * desktop, light and dark: the world table shows my position among all and my row; my
 * statistics' charts each have a data table. A second server of this build runs on PostgreSQL
 * with the demo tournaments; a player signs up and makes a group, 300 others join it in bulk, all
 * pick the demo's finished games, the scoring job scores them and the world job ranks everybody.
 */
import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { Client } from "pg";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startServer, type ServerProcess } from "./server-process";
import { hydrated, PASSWORD, settled } from "./support";

const OTHERS = 300;
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `callit_e2e_world_${randomBytes(4).toString("hex")}`;

let server: ServerProcess;
let context: BrowserContext;
let slug: string;
let groupPath: string;
let matchdays: number;

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
  slug = cup!.slug;
  const created = await page.request.post("/api/groups", {
    data: { tournament: slug, name: "World League", mode: "expert" },
  });
  expect(created.status()).toBe(201);
  const { groupId } = (await created.json()) as { groupId: string };
  groupPath = `/${slug}/${groupId}`;
  await page.close();
  // The others, from three countries, join; everybody (me too) picked every finished game.
  await sql(
    `insert into "user" (id, name, email, country) select 'w-' || n, 'World ' || n, 'w-' || n || '@example.com', (array['DE', 'FR', 'PL'])[1 + n % 3] from generate_series(1, $1::int) n`,
    [OTHERS],
  );
  await sql(
    `insert into group_users (group_id, user_id, nickname) select $1, 'w-' || n, 'World ' || n from generate_series(1, $2::int) n`,
    [groupId, OTHERS],
  );
  await sql(
    `insert into picks (group_user_id, game_id, pick)
     select gu.id, g.id, jsonb_build_object('home', abs(hashtext(gu.id::text || g.id::text)) % 4, 'away', abs(hashtext(g.id::text || gu.id::text)) % 3)
     from group_users gu cross join games g
     where gu.group_id = $1 and g.tournament_id = $2 and g.status = 'finished'`,
    [groupId, cup!.id],
  );
  await sql(
    `insert into result_events (game_id, tournament_id, version, status, result)
     select id, tournament_id, result_version, status, result from games where tournament_id = $1 and status = 'finished'`,
    [cup!.id],
  );
  // The scoring job (every 10 s), then the world job (every 15 s) after it.
  await expect
    .poll(
      async () =>
        (await sql<{ n: number }>(`select count(*)::int as n from result_events where processed_at is null`))[0]!.n,
      { timeout: 60_000 },
    )
    .toBe(0);
  await expect
    .poll(
      async () =>
        (
          await sql<{ ok: boolean }>(
            `select coalesce(ws.scored = t.scored_version, false) as ok from tournaments t left join world_states ws on ws.tournament_id = t.id where t.id = $1`,
            [cup!.id],
          )
        )[0]!.ok,
      {
        timeout: 60_000,
      },
    )
    .toBe(true);
  matchdays = (
    await sql<{ n: number }>(
      `select count(distinct m.ordinal)::int as n from games g join matchdays m on m.id = g.matchday_id where g.tournament_id = $1 and g.status = 'finished'`,
      [cup!.id],
    )
  )[0]!.n;
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
  await admin(`drop database if exists ${database} with (force)`);
});

async function open(
  path: string,
  viewport: { width: number; height: number },
  colorScheme: "light" | "dark",
): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme });
  await page.goto(path);
  await settled(page);
  expect(errors).toEqual([]);
  return page;
}

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const [viewport, colorScheme] of [
  [{ name: "phone", width: 390, height: 844 }, "light"],
  [{ name: "desktop", width: 1280, height: 800 }, "dark"],
] as const) {
  test(`the world table shows my position among all players on a ${viewport.name} (${colorScheme})`, async () => {
    const page = await open(`/${slug}/world`, { width: viewport.width, height: viewport.height }, colorScheme);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The whole world's table");
    const position = page.getByTestId("world-position");
    await expect(position).toContainText(`of ${OTHERS + 1}`);
    // My row is marked, on the page or under it.
    const mine = page.locator('[data-testid="world-table"] tr[aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText("Deep");
    await expect(mine).toContainText("You");
    await axeClean(page);
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
    await expect(page.getByRole("heading", { name: /^Players from / })).toBeVisible();
    await expect(page.getByTestId("world-position")).toContainText("not in this view");
    expect(await fits(), "with the place in the view too").toBe(true);
    // My groups' members: all of us.
    await page.getByRole("link", { name: "My groups' members" }).click();
    await expect(page.getByTestId("world-position")).toContainText(`of ${OTHERS + 1}`);
    await page.close();
  });

  test(`my statistics on a ${viewport.name} (${colorScheme}): each chart has its data table`, async () => {
    const page = await open(`${groupPath}/stats`, { width: viewport.width, height: viewport.height }, colorScheme);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My statistics");
    for (const chart of ["points-chart", "rank-chart"]) {
      await expect(page.getByTestId(`${chart}-svg`)).toBeVisible();
      const table = page.getByTestId(`${chart}-table`);
      await expect(table.locator("tbody tr")).toHaveCount(matchdays);
    }
    await expect(page.getByRole("figure", { name: "Points per matchday" })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Points per matchday" }).getByRole("columnheader", { name: "Group average" }),
    ).toBeVisible();
    await expect(page.getByTestId("hit-rates").locator("tbody tr")).toHaveCount(3);
    await axeClean(page);
    await page.screenshot({ path: `test-results/stats-${viewport.name}-${colorScheme}.png`, fullPage: true });
    // Another member's statistics need Plus: the page says so.
    const [other] = await sql<{ id: string }>(`select id from group_users where user_id = 'w-1'`);
    await page.goto(`${groupPath}/stats?member=${other!.id}`);
    await expect(page.getByTestId("stats-plus")).toContainText("Plus");
    await page.close();
  });
}
