import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csv", () => {
  it("quotes commas, quotes and line breaks, and leaves plain cells alone", () => {
    expect(csvCell("Ana")).toBe("Ana");
    expect(csvCell('Bo "the boss", Jr')).toBe('"Bo ""the boss"", Jr"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(4)).toBe("4");
    expect(csvCell(null)).toBe("");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell(-2)).toBe("-2");
  });

  it("writes a header and rows with CRLF line ends", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          [1, "x"],
          [2, null],
        ],
      ),
    ).toBe("a,b\r\n1,x\r\n2,\r\n");
  });
});
