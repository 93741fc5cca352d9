import { describe, expect, it } from "vitest";
import { pageItems } from "./page-items";

describe("pageItems", () => {
  it("lists the first pages, a gap and the last one on page 1 of 41", () => {
    expect(pageItems(1, 41)).toEqual(["previous", 1, 2, 3, 4, 5, "end-ellipsis", 41, "next"]);
  });
  it("lists the current page between its neighbours, gaps on both sides, in the middle", () => {
    expect(pageItems(20, 41)).toEqual(["previous", 1, "start-ellipsis", 19, 20, 21, "end-ellipsis", 41, "next"]);
  });
  it("lists the last pages on the last page", () => {
    expect(pageItems(41, 41)).toEqual(["previous", 1, "start-ellipsis", 37, 38, 39, 40, 41, "next"]);
  });
  it("lists every page when there are few", () => {
    expect(pageItems(2, 3)).toEqual(["previous", 1, 2, 3, "next"]);
    expect(pageItems(4, 7)).toEqual(["previous", 1, 2, 3, 4, 5, 6, 7, "next"]);
  });
});
