import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { installDb } from "@/db";
import type { DbHandle } from "@/db/client";
import { createTestDb } from "../support/db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());

const get = () => GET(new Request("http://localhost/api/health"), { params: Promise.resolve({}) });

describe("GET /api/health", () => {
  it("answers 200 with the database ok", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("answers 503 when the database is gone", async () => {
    const closed = await createTestDb();
    await closed.close();
    installDb(closed);
    const response = await get();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", db: "error" });
    installDb(handle);
  });
});
