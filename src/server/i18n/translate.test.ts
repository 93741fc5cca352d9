import { describe, expect, it } from "vitest";
import { getTranslator, requestLocale } from "./translate";

const KICKOFF = new Date("2026-11-23T14:00:00Z");
const WHEN = {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
} as const;

describe("the server's translator speaks each language's own rules", () => {
  it("counts and dates in Ukrainian by Ukrainian rules, not English ones", async () => {
    const t = await getTranslator("uk");
    expect([0, 1, 2, 5, 21].map((points) => t("picks.points", { points }))).toEqual([
      "0 очок",
      "1 очко",
      "2 очки",
      "5 очок",
      "21 очко",
    ]);
    expect(t.dateTime(KICKOFF, WHEN)).toBe("понеділок, 23 листопада о 14:00");
  });

  it("counts zero points in European Portuguese as plural, and dates the Portuguese way", async () => {
    const t = await getTranslator("pt-PT");
    expect([0, 1, 2].map((points) => t("picks.points", { points }))).toEqual(["0 pontos", "1 ponto", "2 pontos"]);
    expect(t.dateTime(KICKOFF, WHEN)).toBe("segunda-feira, 23 de novembro às 14:00");
  });

  it("hears the former ids ua and pt from older clients and cookies as uk and pt-PT", () => {
    const request = (headers: Record<string, string>) => new Request("http://localhost/api/x", { headers });
    expect(requestLocale(request({ "x-callit-locale": "ua" }))).toBe("uk");
    expect(requestLocale(request({ cookie: "a=b; NEXT_LOCALE=ua" }))).toBe("uk");
    expect(requestLocale(request({ cookie: "NEXT_LOCALE=pt" }))).toBe("pt-PT");
    expect(requestLocale(request({ "accept-language": "uk-UA,uk;q=0.9,en;q=0.5" }))).toBe("uk");
    expect(requestLocale(request({ "accept-language": "pt-BR" }))).toBe("pt-PT");
  });
});
