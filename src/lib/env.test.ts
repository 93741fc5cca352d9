import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("has working defaults on an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      DEMO: true,
      PUBLIC_URL: "http://localhost:3000",
      ADMIN_EMAILS: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("trusts no proxy and binds localhost unless told (server/main.mjs uses the same defaults)", () => {
    expect(parseEnv({})).toMatchObject({ HOST: "localhost", TRUST_PROXY_HOPS: 0 });
    expect(parseEnv({ HOST: "0.0.0.0", TRUST_PROXY_HOPS: "2" })).toMatchObject({
      HOST: "0.0.0.0",
      TRUST_PROXY_HOPS: 2,
    });
    expect(() => parseEnv({ TRUST_PROXY_HOPS: "-1" })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it("turns demo data off by default on PostgreSQL, unless asked", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@h/db" }).DEMO).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://u@h/db", DEMO: "on" }).DEMO).toBe(true);
    expect(parseEnv({ DEMO: "0" }).DEMO).toBe(false);
  });

  it("reads the admin list, lower-cased", () => {
    expect(parseEnv({ ADMIN_EMAILS: "Ana@Example.com, bo@example.com" }).ADMIN_EMAILS).toEqual([
      "ana@example.com",
      "bo@example.com",
    ]);
  });

  it("names every bad variable", () => {
    try {
      parseEnv({ PORT: "seventy", DATABASE_URL: "mysql://x", ADMIN_EMAILS: "not-an-email", AUTH_SECRET: "short" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ["PORT", "DATABASE_URL", "ADMIN_EMAILS", "AUTH_SECRET"]) expect(message).toContain(name);
    }
  });
});
