import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ImportError, parseImport } from "./index";

const fixtures = path.join(import.meta.dirname, "fixtures");
const read = (file: string) => readFileSync(path.join(fixtures, file), "utf8");

describe("parseImport", () => {
  it("dispatches each format to its parser", () => {
    expect(
      parseImport("openfootball", {
        content: read("openfootball-mini.json"),
        timeZone: "Europe/Paris",
      }).games,
    ).toHaveLength(5);
    expect(
      parseImport("f1db", {
        seasonDir: path.join(fixtures, "f1db", "seasons", "2099"),
      }).sport,
    ).toBe("formula1");
    expect(
      parseImport("csv", {
        content: read("hockey.csv"),
        sport: "hockey",
        name: "Mini League",
      }).games,
    ).toHaveLength(4);
    expect(
      parseImport("eurovision", {
        content: read("eurovision-2099.csv"),
        year: 2099,
      }).matchdays,
    ).toHaveLength(3);
  });

  it("throws ImportError, never a partial tournament", () => {
    expect(() =>
      parseImport("csv", {
        content: "matchday,kickoff,home,away\n1,soon,A,B\n",
        sport: "football",
        name: "x",
      }),
    ).toThrow(ImportError);
  });
});
