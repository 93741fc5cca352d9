import { describe, expect, it } from "vitest";
import { currencyLabel, formatMoney } from "./money";

describe("formatMoney", () => {
  it("divides minor units by 100 and shows no needless fraction digits", () => {
    expect(formatMoney(500, "en")).toBe("€5");
    expect(formatMoney(499, "en")).toBe("€4.99");
    expect(formatMoney(1050, "en")).toBe("€10.5");
  });

  it("defaults to EUR and follows the language's number format", () => {
    expect(formatMoney(123456, "de").replace(/\s/g, " ")).toBe("1.234,56 €");
    expect(formatMoney(500, "en", "usd")).toBe("$5");
  });
});

describe("currencyLabel", () => {
  it("shows only the first letter in upper case", () => {
    expect(currencyLabel("EUR")).toBe("Eur");
    expect(currencyLabel("usd")).toBe("Usd");
  });
});
