import { describe, expect, it } from "vitest";
import { appErrorFromDatabase } from "./db-errors";

describe("appErrorFromDatabase", () => {
  it("keeps the database's code behind error.database.", () => {
    expect(appErrorFromDatabase({ code: "23505", message: "duplicate key value violates unique constraint" })).toMatchObject({
      code: "error.database.23505",
      status: 409,
    });
    expect(appErrorFromDatabase({ code: "PGRST301", message: "JWT expired" })).toMatchObject({ code: "error.database.PGRST301", status: 401 });
    expect(appErrorFromDatabase({ code: "XX000", message: "internal" })).toMatchObject({ code: "error.database.XX000", status: 500 });
  });

  it("keeps a message that is already one of our codes", () => {
    expect(appErrorFromDatabase({ code: "P0001", message: "error.pick.locked" })).toMatchObject({ code: "error.pick.locked", status: 400 });
  });

  it("looks through Drizzle's query wrapper to the driver's error", () => {
    const wrapped = Object.assign(new Error("Failed query: insert …"), { cause: { code: "23503", message: "violates foreign key" } });
    expect(appErrorFromDatabase(wrapped)).toMatchObject({ code: "error.database.23503", status: 409 });
  });

  it("is null for what is not a database error", () => {
    expect(appErrorFromDatabase(new Error("plain"))).toBeNull();
    expect(appErrorFromDatabase("text")).toBeNull();
  });
});
