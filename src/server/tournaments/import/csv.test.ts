import { describe, expect, it } from "vitest";
import { parseCsvRecords, readCsvTable } from "./csv";
import { importErrorOf } from "../../../../tests/support/import-errors";

describe("parseCsvRecords", () => {
  it("reads plain and quoted fields with the line each record starts on", () => {
    const text = 'a,b,c\n1,"two, too","say ""hi"""\r\n3,"multi\nline",x\n\n4,,\n';
    expect(parseCsvRecords(text)).toEqual([
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["1", "two, too", 'say "hi"'] },
      { line: 3, cells: ["3", "multi\nline", "x"] },
      { line: 6, cells: ["4", "", ""] },
    ]);
  });

  it("skips a byte order mark and accepts a last line without a line end", () => {
    expect(parseCsvRecords("\uFEFFa,b\n1,2")).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["1", "2"] },
    ]);
  });

  it("refuses a quote that never closes, naming the line it opened on", () => {
    expect(importErrorOf(() => parseCsvRecords('a,b\n1,"open\n2,3\n')).where).toBe("line 2");
  });

  it("refuses stray quotes", () => {
    expect(importErrorOf(() => parseCsvRecords('a,b\n1,x"y\n')).message).toMatch(
      /^line 2: a double quote inside an unquoted field/,
    );
    expect(importErrorOf(() => parseCsvRecords('a,b\n1,"x"y\n')).where).toBe("line 2");
  });
});

describe("readCsvTable", () => {
  it("gives trimmed cells by column name, empty for columns the file lacks", () => {
    const table = readCsvTable("name, points \n Ann , 3\n", {
      required: ["name"],
    });
    expect(table.columns).toEqual(["name", "points"]);
    const [row] = table.rows;
    expect([row?.line, row?.cell("name"), row?.cell("points"), row?.cell("place")]).toEqual([2, "Ann", "3", ""]);
  });

  it("refuses missing, duplicate and unknown columns on line 1", () => {
    expect(importErrorOf(() => readCsvTable("a\n1\n", { required: ["a", "b"] })).message).toBe(
      "line 1: missing column b",
    );
    expect(importErrorOf(() => readCsvTable("a,a\n1,2\n", { required: ["a"] })).message).toBe(
      'line 1: column "a" appears twice',
    );
    expect(importErrorOf(() => readCsvTable("a,c\n1,2\n", { required: ["a"], allowed: ["a", "b"] })).message).toBe(
      'line 1: unknown column "c"',
    );
    expect(importErrorOf(() => readCsvTable("", { required: ["a"] })).where).toBe("line 1");
  });

  it("refuses a line whose field count differs from the header", () => {
    expect(importErrorOf(() => readCsvTable("a,b\n1,2\n3\n", { required: ["a"] })).message).toBe(
      "line 3: expected 2 fields like the header, found 1",
    );
  });
});
