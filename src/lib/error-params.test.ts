import { describe, expect, it } from "vitest";
import { localizeParams } from "./error-params";

const words: Record<string, string> = {
  "status.started": "Läuft",
  "status.idle": "Nicht gestartet",
  "sport.hockey": "Eishockey",
};
const t = Object.assign((key: string) => words[key]!, { has: (key: string) => key in words });

describe("localizeParams", () => {
  it("puts statuses and sports into the reader's words for the errors that name them", () => {
    expect(localizeParams("error.status.transition", { from: "started", to: "idle" }, t)).toEqual({
      from: "Läuft",
      to: "Nicht gestartet",
    });
    expect(localizeParams("error.import.sportMismatch", { sport: "hockey" }, t)).toEqual({ sport: "Eishockey" });
  });

  it("leaves other errors, unknown codes and missing params alone", () => {
    expect(localizeParams("error.group.full", { max: 50 }, t)).toEqual({ max: 50 });
    expect(localizeParams("error.status.transition", { from: "warp", to: "idle" }, t)).toEqual({
      from: "warp",
      to: "Nicht gestartet",
    });
    expect(localizeParams("error.status.transition", undefined, t)).toBeUndefined();
  });
});
