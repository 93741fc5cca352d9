import { describe, expect, it } from "vitest";
import { ticksOf } from "./line-chart";

describe("a chart's axis ticks", () => {
  it("are round steps from the lowest to the highest value", () => {
    expect(ticksOf(0, 40)).toEqual([0, 10, 20, 30, 40]);
    expect(ticksOf(0, 1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it("are whole for whole values: a rank from 1 to 2 is 1 and 2, not five ticks that round to 1, 1, 2, 2, 2", () => {
    expect(ticksOf(1, 2, 1)).toEqual([1, 2]);
    expect(ticksOf(1, 3, 1)).toEqual([1, 2, 3]);
    expect(ticksOf(1, 40, 1)).toEqual([0, 10, 20, 30, 40]);
  });
});
