import { describe, expect, it } from "vitest";
import type { GameView } from "@/server/tournaments/queries";
import { toSheetGame } from "./sheet-game";

const driver = (id: string, name: string) => ({ id, name, code: null, names: null });

function finishedRace(result: unknown): GameView {
  return {
    id: "race",
    kickoff: new Date("2026-11-18T08:15:00Z"),
    status: "finished",
    result,
    knockout: false,
    stage: "race",
    home: null,
    away: null,
    homeLabel: null,
    awayLabel: null,
    entrantIds: ["ann", "bob", "cy"],
    entrants: [driver("ann", "Ann"), driver("bob", "Bob"), driver("cy", "Cy")],
  } as unknown as GameView;
}

const sheetOf = (game: GameView) =>
  toSheetGame(
    { game, lockAt: game.kickoff, locked: true, pick: null, joker: false, points: null },
    "en",
    { when: () => "", number: String },
    (key) => key,
  );

describe("a finished ranking event on the pick sheet", () => {
  it("shows the classified order, as scoring reads it: a driver who did not finish is not in it", () => {
    expect(sheetOf(finishedRace({ ranking: ["ann", "bob", "cy"], statuses: { bob: "dnf" } })).finalOrder).toEqual({
      ranking: ["ann", "cy"],
    });
    expect(sheetOf(finishedRace({ ranking: ["cy", "ann", "bob"] })).finalOrder).toEqual({
      ranking: ["cy", "ann", "bob"],
    });
  });

  it("shows a semi-final's qualifiers, and nothing for a game without a result", () => {
    expect(sheetOf(finishedRace({ qualifiers: ["bob", "cy"] })).finalOrder).toEqual({ qualifiers: ["bob", "cy"] });
    expect(sheetOf({ ...finishedRace(null), status: "live" } as GameView).finalOrder).toBeNull();
  });
});

describe("a game's times on the pick sheet", () => {
  it("come written by the server, the lock as the kickoff: the browser formats no date while it hydrates", () => {
    const game = finishedRace(null);
    const lockAt = new Date("2026-11-18T07:15:00Z");
    const written = toSheetGame(
      { game, lockAt, locked: false, pick: null, joker: false, points: null },
      "en",
      { when: (at) => `written ${at.toISOString()}`, number: String },
      (key) => key,
    );
    expect(written.when).toBe("written 2026-11-18T08:15:00.000Z");
    expect(written.lockWhen).toBe("written 2026-11-18T07:15:00.000Z");
    expect(written.lockAt).toBe("2026-11-18T07:15:00.000Z");
  });
});

describe("a game's weight on the pick sheet", () => {
  it("comes written by the server in the viewer's language, and not at all when it weighs 1", () => {
    const game = finishedRace(null);
    const german = (n: number) => new Intl.NumberFormat("de").format(n);
    const weighed = (multiplier?: number) =>
      toSheetGame(
        { game, lockAt: game.kickoff, locked: false, pick: null, joker: false, points: null, multiplier },
        "de",
        { when: () => "", number: german },
        (key) => key,
      ).multiplier;
    expect(weighed(1.5)).toBe("1,5");
    expect(weighed(3)).toBe("3");
    expect(weighed(1)).toBeNull();
    expect(weighed()).toBeNull();
  });
});
