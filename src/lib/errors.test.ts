import { describe, expect, it } from "vitest";
import { AppError, appErrorFromBody, appErrorFromResponse, assertObject, toAppError } from "./errors";

describe("AppError", () => {
  it("carries the seed's fields and defaults to the general error", () => {
    const error = new AppError();
    expect(error.code).toBe("error.general");
    expect(error.status).toBe(400);
    expect(error).toBeInstanceOf(Error);
  });

  it("renders a flat body with only the fields it has", () => {
    const error = new AppError({
      code: "error.validation.tooShort",
      status: 400,
      formField: "message",
      params: { min: 10 },
    });
    expect(error.toBody("Enter at least 10 characters.")).toEqual({
      code: "error.validation.tooShort",
      message: "Enter at least 10 characters.",
      formField: "message",
      params: { min: 10 },
    });
  });
});

describe("appErrorFromBody / appErrorFromResponse", () => {
  it("takes code, message, form field, params and errors from the body and attaches the status", () => {
    const error = appErrorFromBody(
      {
        code: "error.group.full",
        message: "Full",
        formField: "name",
        params: { max: 50 },
        errors: [{ field: "name", code: "x" }],
      },
      409,
    );
    expect(error).toMatchObject({
      code: "error.group.full",
      message: "Full",
      status: 409,
      formField: "name",
      params: { max: 50 },
    });
    expect(error.errors).toEqual([{ field: "name", code: "x" }]);
  });

  it("uses error.general when the body has no code", () => {
    expect(appErrorFromBody({ message: "nope" }, 500)).toMatchObject({
      code: "error.general",
      message: "nope",
      status: 500,
    });
    expect(appErrorFromBody("not an object", 502)).toMatchObject({ code: "error.general", status: 502 });
    expect(appErrorFromBody(null, 503).code).toBe("error.general");
  });

  it("reads a failed Response, even one whose body is not JSON", async () => {
    const json = await appErrorFromResponse(Response.json({ code: "error.pick.locked" }, { status: 409 }));
    expect(json).toMatchObject({ code: "error.pick.locked", status: 409 });
    const html = await appErrorFromResponse(new Response("<h1>Bad gateway</h1>", { status: 502 }));
    expect(html).toMatchObject({ code: "error.general", status: 502 });
  });
});

describe("toAppError", () => {
  it("keeps an AppError and turns anything else into the general error", () => {
    const own = new AppError({ code: "error.forbidden", status: 403 });
    expect(toAppError(own)).toBe(own);
    for (const thrown of [new Error("boom"), "string", 42, null, undefined, { code: "x" }]) {
      expect(toAppError(thrown)).toMatchObject({ code: "error.general", status: 500 });
    }
  });
});

describe("the seed's parameter validator", () => {
  it("refuses a null or falsy parameter as nullish, with the seed's message", () => {
    for (const value of [null, undefined, "", 0, false]) {
      expect(() => assertObject(value)).toThrowError(
        expect.objectContaining({ code: "error.general", message: "Parameter value cannot be nullish", status: 400 }),
      );
    }
  });

  it("refuses what is not an object with the seed's message", () => {
    for (const value of ["text", 3, true, [1, 2]]) {
      expect(() => assertObject(value)).toThrowError(
        expect.objectContaining({ code: "error.general", message: "Parameter should be object", status: 400 }),
      );
    }
    expect(() => assertObject({ a: 1 })).not.toThrow();
    expect(() => assertObject({})).not.toThrow();
  });
});
