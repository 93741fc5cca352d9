import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { databaseTarget } from "./client";

describe("databaseTarget", () => {
  it("uses the embedded database without DATABASE_URL", () => {
    expect(databaseTarget(parseEnv({ DATA_DIR: "/srv/callit" }))).toEqual({ dataDir: "/srv/callit", thread: "main" });
    expect(databaseTarget(parseEnv({ DATA_DIR: "/srv/callit", PGLITE_THREAD: "worker" }))).toEqual({
      dataDir: "/srv/callit",
      thread: "worker",
    });
  });

  it("sends LISTEN and migrations to DATABASE_DIRECT_URL when the app's queries go through a pooler", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://app@pgbouncer:6432/callit",
      DATABASE_DIRECT_URL: "postgres://app@postgres:5432/callit",
    });
    expect(databaseTarget(env)).toEqual({
      url: "postgres://app@pgbouncer:6432/callit",
      directUrl: "postgres://app@postgres:5432/callit",
    });
    expect(databaseTarget(parseEnv({ DATABASE_URL: "postgres://app@postgres/callit" }))).toEqual({
      url: "postgres://app@postgres/callit",
    });
  });

  it("refuses a direct URL that is not PostgreSQL's", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://a@b/c", DATABASE_DIRECT_URL: "mysql://a@b/c" })).toThrow(
      /DATABASE_DIRECT_URL/,
    );
  });
});
