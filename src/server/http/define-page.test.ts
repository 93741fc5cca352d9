import { isHTTPAccessFallbackError } from "next/dist/client/components/http-access-fallback/http-access-fallback";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { notFoundOnly, readPageProps, type PageProps } from "./define-page";
import { groupPath, matchdayOrdinal, optionalChoice, pageNumber, tournamentPath } from "./page-params";

/** What happened: the value, the 404 page, or the error passed on to the error page. */
async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return isHTTPAccessFallbackError(thrown) ? "404 page" : thrown;
  }
}

const GROUP = "5f0c7a52-3b7e-4a59-9d3e-2f1a6c0b9e11";
const props = (params: Record<string, string | string[]>, searchParams: Record<string, string | string[]> = {}) =>
  ({ params: Promise.resolve({ locale: "en", ...params }), searchParams: Promise.resolve(searchParams) }) as PageProps;

describe("a page's parameters (definePage)", () => {
  it("hands the page its locale and its parameters as the schemas make them", async () => {
    const schemas = {
      params: groupPath.extend({ matchday: matchdayOrdinal }),
      searchParams: z.object({ page: pageNumber, mode: optionalChoice(["simple", "expert"]) }),
    };
    expect(
      await readPageProps(schemas, props({ tournament: "demo-cup", groupId: GROUP, matchday: "3" }, { page: "2" })),
    ).toEqual({
      locale: "en",
      params: { tournament: "demo-cup", groupId: GROUP, matchday: 3 },
      searchParams: { page: 2, mode: undefined },
    });
  });

  it("shows the 404 page for a path that names nothing: a malformed id, a matchday that is no number", async () => {
    for (const [schema, params] of [
      [groupPath, { tournament: "demo-cup", groupId: "not-a-uuid" }],
      [groupPath, { tournament: "demo-cup", groupId: `${GROUP}\u0000` }],
      [tournamentPath.extend({ matchday: matchdayOrdinal }), { tournament: "demo-cup", matchday: "0x10" }],
      [tournamentPath.extend({ matchday: matchdayOrdinal }), { tournament: "demo-cup", matchday: "0" }],
      [tournamentPath, { tournament: "x".repeat(65) }],
    ] as const)
      expect(await outcome(() => readPageProps({ params: schema }, props(params)))).toBe("404 page");
  });

  it("shows the 404 page for a locale that is not one of ours", async () => {
    const foreign = { params: Promise.resolve({ locale: "xx" }) } as PageProps;
    expect(await outcome(() => readPageProps({}, foreign))).toBe("404 page");
  });

  it("shows the 404 page for a query value that fails, and the default for one that falls back", async () => {
    const strict = { searchParams: z.object({ member: z.uuid().optional() }) };
    expect(await outcome(() => readPageProps(strict, props({}, { member: "nobody" })))).toBe("404 page");
    const lenient = { searchParams: z.object({ page: pageNumber, mode: optionalChoice(["simple", "expert"]) }) };
    expect((await readPageProps(lenient, props({}, { page: ["2", "3"], mode: "chess" }))).searchParams).toEqual({
      page: 1,
      mode: undefined,
    });
  });
});

describe("a page's failures (definePage)", () => {
  it("hands the page its data", async () => {
    expect(await outcome(() => notFoundOnly(async () => ({ name: "Lions" })))).toEqual({ name: "Lions" });
  });

  it("shows the 404 page for what does not exist, or is not the viewer's to see", async () => {
    for (const error of [
      new AppError({ code: "error.notFound" }),
      new AppError({ code: "error.group.invitationInvalid" }),
      new AppError({ code: "error.forbidden" }),
      // A former member: the API says why; a page that does not say it itself is their 404.
      new AppError({ code: "error.group.noLongerMember" }),
    ])
      expect(await outcome(() => notFoundOnly(() => Promise.reject(error)))).toBe("404 page");
  });

  it("passes every other failure on to the error page instead of posing as a missing page", async () => {
    for (const error of [
      new AppError({ code: "error.unavailable" }),
      new AppError({ code: "error.plus.required" }),
      new AppError({ code: "error.validation.invalid" }),
      new TypeError("x is undefined"),
    ])
      expect(await outcome(() => notFoundOnly(() => Promise.reject(error)))).toBe(error);
  });
});
