import { describe, expect, it } from "vitest";
import { appErrorFromDatabase } from "./db-errors";

describe("appErrorFromDatabase", () => {
  it("keeps the database's code behind error.database.", () => {
    expect(
      appErrorFromDatabase({ code: "23505", message: "duplicate key value violates unique constraint" }),
    ).toMatchObject({
      code: "error.database.23505",
      status: 409,
    });
    expect(appErrorFromDatabase({ code: "PGRST301", message: "JWT expired" })).toMatchObject({
      code: "error.database.PGRST301",
      status: 401,
    });
    expect(appErrorFromDatabase({ code: "XX000", message: "internal" })).toMatchObject({
      code: "error.database.XX000",
      status: 500,
    });
  });

  it("keeps a message that is already one of our codes", () => {
    expect(appErrorFromDatabase({ code: "P0001", message: "error.pick.locked" })).toMatchObject({
      code: "error.pick.locked",
      status: 400,
    });
  });

  it("looks through Drizzle's query wrapper to the driver's error", () => {
    const wrapped = Object.assign(new Error("Failed query: insert …"), {
      cause: { code: "23503", message: "violates foreign key" },
    });
    expect(appErrorFromDatabase(wrapped)).toMatchObject({ code: "error.database.23503", status: 409 });
  });

  it("is null for what is not a database error", () => {
    expect(appErrorFromDatabase(new Error("plain"))).toBeNull();
    expect(appErrorFromDatabase("text")).toBeNull();
  });

  it("answers 503 error.unavailable for a database that cannot be reached or does not answer in time", () => {
    const lost = [
      Object.assign(new Error("Failed query: select 1"), {
        cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      }),
      Object.assign(new Error("Failed query: begin"), { cause: new Error("Connection terminated unexpectedly") }),
      new Error("timeout exceeded when trying to connect"),
      { code: "57P01", message: "terminating connection due to administrator command" },
      { code: "57P03", message: "the database system is starting up" },
      { code: "08006", message: "connection failure" },
      { code: "57014", message: "canceling statement due to statement timeout" },
      Object.assign(
        new AggregateError([Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" })], ""),
        { code: undefined },
      ),
    ];
    for (const error of lost)
      expect(appErrorFromDatabase(error)).toMatchObject({ code: "error.unavailable", status: 503 });
  });
});
