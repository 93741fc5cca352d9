/**
 * A crowded group on a server of its own (the large-group and world-table specs): a second server
 * of this build on a fresh PostgreSQL database with the demo tournaments, a player ("Deep") who
 * signs up through the page and makes a group in a football tournament with finished games, and
 * then many others who join and pick in bulk, scored by the server's own scoring job.
 */
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import type { Browser, BrowserContext } from "@playwright/test";
import { expect } from "./fixtures";
import { startServer, type ServerProcess } from "./server-process";
import { hydrated, PASSWORD } from "./support";

const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface CrowdedGroup {
  server: ServerProcess;
  /** Signed in as Deep, the group's owner. */
  context: BrowserContext;
  cup: { slug: string; id: string };
  groupId: string;
  /** `/{tournament}/{group}` */
  groupPath: string;
  /** A statement on the server's database. */
  sql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function onServer(text: string) {
  const client = new Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The server (on E2E_PORT + `portOffset`), Deep signed up, and Deep's group named `groupName`. */
export async function openCrowdedGroup(
  browser: Browser,
  options: { name: string; portOffset: number; groupName: string },
): Promise<CrowdedGroup> {
  const database = `callit_e2e_${options.name}_${randomBytes(4).toString("hex")}`;
  await onServer(`create database ${database}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const server = await startServer(Number(process.env.E2E_PORT ?? 3100) + options.portOffset, {
    DATABASE_URL: url.toString(),
    AUTH_SECRET: randomBytes(24).toString("hex"),
    DEMO: "1",
  });
  const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  const close = async () => {
    await context.close();
    await server.stop();
    await onServer(`drop database if exists ${database} with (force)`);
  };
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
    data: { tournament: cup!.slug, name: options.groupName, mode: "expert" },
  });
  expect(created.status()).toBe(201);
  const { groupId } = (await created.json()) as { groupId: string };
  await page.close();
  return { server, context, cup: cup!, groupId, groupPath: `/${cup!.slug}/${groupId}`, sql, close };
}

/**
 * `count` others (ids `{prefix}-1` …) join the group (a day ago, one second apart, when
 * `joinedEarlier`), from Germany, France and Poland in turn when `countries`; the others (and Deep
 * too when `ownerPicks`) pick every finished game, the results are stored again as after a
 * correction, and the server's scoring job (every 10 s) scores them before this resolves.
 */
export async function crowd(
  group: CrowdedGroup,
  options: {
    prefix: string;
    label: string;
    count: number;
    countries?: boolean;
    joinedEarlier?: boolean;
    ownerPicks?: boolean;
  },
): Promise<void> {
  const { sql, groupId, cup } = group;
  await sql(
    `insert into "user" (id, name, email, country)
     select $2 || '-' || n, $3 || ' ' || n, $2 || '-' || n || '@example.com',
       case when $4 then (array['DE', 'FR', 'PL'])[1 + n % 3] end
     from generate_series(1, $1::int) n`,
    [options.count, options.prefix, options.label, options.countries === true],
  );
  await sql(
    `insert into group_users (group_id, user_id, nickname, joined_at)
     select $1, $3 || '-' || n, $4 || ' ' || n,
       case when $5 then now() - interval '1 day' + n * interval '1 second' else now() end
     from generate_series(1, $2::int) n`,
    [groupId, options.count, options.prefix, options.label, options.joinedEarlier === true],
  );
  await sql(
    `insert into picks (group_user_id, game_id, pick)
     select gu.id, g.id, jsonb_build_object('home', abs(hashtext(gu.id::text || g.id::text)) % 4, 'away', abs(hashtext(g.id::text || gu.id::text)) % 3)
     from group_users gu cross join games g
     where gu.group_id = $1 and ($3 or gu.user_id like $4 || '-%') and g.tournament_id = $2 and g.status = 'finished'`,
    [groupId, cup.id, options.ownerPicks === true, options.prefix],
  );
  await sql(
    `insert into result_events (game_id, tournament_id, version, status, result)
     select id, tournament_id, result_version, status, result from games where tournament_id = $1 and status = 'finished'`,
    [cup.id],
  );
  await expect
    .poll(
      async () =>
        (await sql<{ n: number }>(`select count(*)::int as n from result_events where processed_at is null`))[0]!.n,
      { timeout: 60_000 },
    )
    .toBe(0);
}
