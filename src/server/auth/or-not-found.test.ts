import { isHTTPAccessFallbackError } from "next/dist/client/components/http-access-fallback/http-access-fallback";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { orNotFound } from "./or-not-found";

/** What orNotFound did: the page's data, the 404 page, or the error passed on to the error page. */
async function outcome(loading: Promise<unknown>): Promise<unknown> {
  try {
    return await orNotFound(loading);
  } catch (thrown) {
    return isHTTPAccessFallbackError(thrown) ? "404 page" : thrown;
  }
}

describe("orNotFound", () => {
  it("hands the page its data", async () => {
    expect(await outcome(Promise.resolve({ name: "Lions" }))).toEqual({ name: "Lions" });
  });

  it("shows the 404 page for what does not exist, or is not the viewer's to see", async () => {
    expect(await outcome(Promise.reject(new AppError({ code: "error.notFound", status: 404 })))).toBe("404 page");
    expect(await outcome(Promise.reject(new AppError({ code: "error.forbidden", status: 403 })))).toBe("404 page");
  });

  it("passes every other failure on to the error page instead of posing as a missing page", async () => {
    const outage = new AppError({ code: "error.unavailable", status: 503 });
    expect(await outcome(Promise.reject(outage))).toBe(outage);
    const bug = new TypeError("x is undefined");
    expect(await outcome(Promise.reject(bug))).toBe(bug);
    const invalid = new AppError({ code: "error.validation.invalid", status: 400 });
    expect(await outcome(Promise.reject(invalid))).toBe(invalid);
  });
});
