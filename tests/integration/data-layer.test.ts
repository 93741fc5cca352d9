import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { contactMessages, mailOutbox, rateLimitHits } from "@/db/schema";
import { appErrorFromDatabase } from "@/lib/db-errors";
import { consumeRateLimit } from "@/server/rate-limit/consume";
import { createTestDb, truncateAll } from "../support/db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());
beforeEach(async () => truncateAll(handle));

describe(`data layer on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("runs on the driver the configuration asks for", () => {
    expect(handle.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
  });

  it("has applied every migration", async () => {
    const result = await handle.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const tables = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
    expect(tables).toEqual(expect.arrayContaining(["contact_messages", "mail_outbox", "rate_limit_hits"]));
  });

  it("stores and reads rows with defaults filled by the database", async () => {
    const [row] = await handle.db
      .insert(contactMessages)
      .values({ name: "Ana", email: "ana@example.com", message: "Hello from the tests", locale: "pt" })
      .returning();
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.createdAt).toBeInstanceOf(Date);
    const all = await handle.db.select().from(contactMessages);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ name: "Ana", subject: null, locale: "pt" });
  });

  it("stores arrays (mail recipients) as arrays", async () => {
    await handle.db
      .insert(mailOutbox)
      .values({ to: ["a@example.com", "b@example.com"], subject: "S", text: "T", kind: "test", status: "logged" });
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail!.to).toEqual(["a@example.com", "b@example.com"]);
  });

  it("maps a real unique violation to error.database.23505 (409)", async () => {
    const values = {
      key: "k",
      windowStart: new Date("2026-01-01T00:00:00Z"),
      count: 1,
      expiresAt: new Date("2026-01-01T01:00:00Z"),
    };
    await handle.db.insert(rateLimitHits).values(values);
    const thrown = await handle.db
      .insert(rateLimitHits)
      .values(values)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(appErrorFromDatabase(thrown)).toMatchObject({ code: "error.database.23505", status: 409 });
  });

  it("counts rate-limited attempts atomically and refuses past the limit", async () => {
    const limit = { bucket: "test", subject: "203.0.113.7", max: 3, windowSeconds: 3600 };
    await Promise.all([
      consumeRateLimit(handle.db, limit),
      consumeRateLimit(handle.db, limit),
      consumeRateLimit(handle.db, limit),
    ]);
    await expect(consumeRateLimit(handle.db, limit)).rejects.toMatchObject({ code: "error.rateLimited", status: 429 });
    // Someone else is not affected, and only a hash of the address is stored.
    await expect(consumeRateLimit(handle.db, { ...limit, subject: "198.51.100.1" })).resolves.toBeUndefined();
    const keys = (await handle.db.select().from(rateLimitHits)).map((r) => r.key);
    expect(keys.join()).not.toContain("203.0.113.7");
  });
});
