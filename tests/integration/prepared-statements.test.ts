/**
 * Named statements of the hot paths (decision 0029) in a server that loads their module more than
 * once: our own server's hot routes and each Next bundle hold their own copy of `src/db/prepared`,
 * all on one database session. A statement one copy prepared must run from another: before, the
 * predictions hub answered 500 (error.database.42P05) once a group's own pick sheet had saved.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { createTestDb } from "../support/db";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());

type Prepared = typeof import("@/db/prepared");

let copies = 0;
/**
 * Another copy of the module, as another bundle holds: a different query makes the module runner
 * load it again. (Not vi.resetModules: test files share their worker's modules, vitest.config.mts.)
 */
async function freshCopy(): Promise<Prepared> {
  copies += 1;
  return import(/* @vite-ignore */ `@/db/prepared?copy=${copies}`) as Promise<Prepared>;
}

it("a statement prepared by one copy of the module runs from another on the same database", async () => {
  const statement = () => sql`select ${sql.placeholder("n")}::int + 1 as next`;
  const first = await freshCopy();
  const second = await freshCopy();
  expect(first).not.toBe(second);
  expect(await first.preparedRows<{ next: number }>(handle.db, "test:next", statement, { n: 1 })).toEqual([
    { next: 2 },
  ]);
  expect(await second.preparedRows<{ next: number }>(handle.db, "test:next", statement, { n: 41 })).toEqual([
    { next: 42 },
  ]);
  expect(await first.preparedRows<{ next: number }>(handle.db, "test:next", statement, { n: 9 })).toEqual([
    { next: 10 },
  ]);
});
