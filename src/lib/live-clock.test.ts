import { describe, expect, it } from "vitest";
import { LIVE_CLOCK, liveClock, type LiveGame } from "./live-clock";

const KICKOFF = Date.parse("2026-06-14T18:00:00Z");
/** The clock `minutes` (and `seconds`) after kickoff: the controllable clock of these tests. */
const at = (minutes: number, seconds = 0) => KICKOFF + minutes * 60_000 + seconds * 1000;
const football = (over: Partial<LiveGame> = {}): LiveGame => ({
  sport: "football",
  kickoff: new Date(KICKOFF),
  knockout: false,
  level: false,
  ...over,
});

describe("liveClock", () => {
  it("counts football's first half from the kickoff, minute 1 being the first", () => {
    expect(liveClock(football(), at(0))).toEqual({ kind: "minute", minute: 1 });
    expect(liveClock(football(), at(0, 59))).toEqual({ kind: "minute", minute: 1 });
    expect(liveClock(football(), at(1))).toEqual({ kind: "minute", minute: 2 });
    expect(liveClock(football(), at(44, 59))).toEqual({ kind: "minute", minute: 45 });
    // A clock a little behind the kickoff (the server's, a page rendered just before) says 1′.
    expect(liveClock(football(), at(-1))).toEqual({ kind: "minute", minute: 1 });
  });

  it("gives the first half its added time, then half-time, then the second half from 46′", () => {
    const f = LIVE_CLOCK.football;
    expect(liveClock(football(), at(45))).toEqual({ kind: "minute", minute: 45, added: 1 });
    expect(liveClock(football(), at(45 + f.firstAdded - 1, 59))).toEqual({
      kind: "minute",
      minute: 45,
      added: f.firstAdded,
    });
    const halfTime = 45 + f.firstAdded;
    expect(liveClock(football(), at(halfTime))).toEqual({ kind: "halfTime" });
    expect(liveClock(football(), at(halfTime + f.halfTime - 1, 59))).toEqual({ kind: "halfTime" });
    const second = halfTime + f.halfTime;
    expect(liveClock(football(), at(second))).toEqual({ kind: "minute", minute: 46 });
    expect(liveClock(football(), at(second + 17))).toEqual({ kind: "minute", minute: 63 });
    expect(liveClock(football(), at(second + 44, 59))).toEqual({ kind: "minute", minute: 90 });
  });

  it("counts added time after 90′ until the result says full time, unless a level knockout goes on", () => {
    const f = LIVE_CLOCK.football;
    const fullTime = 45 + f.firstAdded + f.halfTime + 45;
    expect(liveClock(football(), at(fullTime))).toEqual({ kind: "minute", minute: 90, added: 1 });
    expect(liveClock(football(), at(fullTime + 9))).toEqual({ kind: "minute", minute: 90, added: 10 });
    // A knockout that is not level ends at 90 too; a level league game as well.
    expect(liveClock(football({ knockout: true, level: false }), at(fullTime + 9))).toEqual({
      kind: "minute",
      minute: 90,
      added: 10,
    });
    expect(liveClock(football({ knockout: false, level: true }), at(fullTime + 9))).toEqual({
      kind: "minute",
      minute: 90,
      added: 10,
    });
  });

  it("stops guessing past any added time: a result that is late reads live, never 90+119′", () => {
    const f = LIVE_CLOCK.football;
    const fullTime = 45 + f.firstAdded + f.halfTime + 45;
    expect(liveClock(football(), at(fullTime + f.maxAdded - 1, 59))).toEqual({
      kind: "minute",
      minute: 90,
      added: f.maxAdded,
    });
    expect(liveClock(football(), at(fullTime + f.maxAdded))).toEqual({ kind: "on" });
    expect(liveClock(football(), at(fullTime + 119))).toEqual({ kind: "on" });
  });

  it("takes a level knockout through extra time to penalties", () => {
    const f = LIVE_CLOCK.football;
    const ko = football({ knockout: true, level: true });
    const fullTime = 45 + f.firstAdded + f.halfTime + 45;
    expect(liveClock(ko, at(fullTime + f.secondAdded - 1))).toEqual({
      kind: "minute",
      minute: 90,
      added: f.secondAdded,
    });
    const breakStart = fullTime + f.secondAdded;
    expect(liveClock(ko, at(breakStart))).toEqual({ kind: "extraTimeBreak" });
    expect(liveClock(ko, at(breakStart + f.extraTimeBreak - 1, 59))).toEqual({ kind: "extraTimeBreak" });
    const extra = breakStart + f.extraTimeBreak;
    expect(liveClock(ko, at(extra))).toEqual({ kind: "minute", minute: 91 });
    expect(liveClock(ko, at(extra + 14))).toEqual({ kind: "minute", minute: 105 });
    expect(liveClock(ko, at(extra + 15))).toEqual({ kind: "halfTime" });
    expect(liveClock(ko, at(extra + 16))).toEqual({ kind: "minute", minute: 106 });
    expect(liveClock(ko, at(extra + 30, 59))).toEqual({ kind: "minute", minute: 120 });
    expect(liveClock(ko, at(extra + 31))).toEqual({ kind: "penalties" });
    expect(liveClock(ko, at(extra + 31 + f.penalties - 1, 59))).toEqual({ kind: "penalties" });
    // A result that never came in: the page says "live", not a shoot-out of five hours.
    expect(liveClock(ko, at(extra + 31 + f.penalties))).toEqual({ kind: "on" });
    expect(liveClock(ko, at(extra + 300))).toEqual({ kind: "on" });
  });

  it("estimates hockey's period and intermissions, and overtime when level after the third", () => {
    const { period, intermission } = LIVE_CLOCK.hockey;
    const hockey = (level: boolean): LiveGame => ({ sport: "hockey", kickoff: KICKOFF, knockout: false, level });
    expect(liveClock(hockey(false), at(0))).toEqual({ kind: "period", period: 1 });
    expect(liveClock(hockey(false), at(period - 1, 59))).toEqual({ kind: "period", period: 1 });
    expect(liveClock(hockey(false), at(period))).toEqual({ kind: "intermission" });
    expect(liveClock(hockey(false), at(period + intermission))).toEqual({ kind: "period", period: 2 });
    const third = 2 * (period + intermission);
    expect(liveClock(hockey(false), at(third))).toEqual({ kind: "period", period: 3 });
    expect(liveClock(hockey(true), at(third + period - 1))).toEqual({ kind: "period", period: 3 });
    expect(liveClock(hockey(true), at(third + period))).toEqual({ kind: "overtime" });
    expect(liveClock(hockey(false), at(third + period))).toEqual({ kind: "period", period: 3 });
    const { overtime } = LIVE_CLOCK.hockey;
    expect(liveClock(hockey(true), at(third + period + overtime - 1, 59))).toEqual({ kind: "overtime" });
    expect(liveClock(hockey(true), at(third + period + overtime))).toEqual({ kind: "on" });
    expect(liveClock(hockey(false), at(third + period + overtime))).toEqual({ kind: "on" });
  });

  it("estimates basketball's quarter, half-time and overtime", () => {
    const { quarter, halfTime, break: shortBreak } = LIVE_CLOCK.basketball;
    const game = (level: boolean): LiveGame => ({ sport: "basketball", kickoff: KICKOFF, knockout: false, level });
    expect(liveClock(game(false), at(0))).toEqual({ kind: "quarter", quarter: 1 });
    expect(liveClock(game(false), at(quarter + shortBreak))).toEqual({ kind: "quarter", quarter: 2 });
    const half = 2 * quarter + shortBreak;
    expect(liveClock(game(false), at(half))).toEqual({ kind: "halfTime" });
    expect(liveClock(game(false), at(half + halfTime))).toEqual({ kind: "quarter", quarter: 3 });
    const end = 4 * quarter + 2 * shortBreak + halfTime;
    expect(liveClock(game(false), at(end - 1))).toEqual({ kind: "quarter", quarter: 4 });
    expect(liveClock(game(true), at(end))).toEqual({ kind: "overtime" });
    expect(liveClock(game(false), at(end))).toEqual({ kind: "quarter", quarter: 4 });
    const { overtime } = LIVE_CLOCK.basketball;
    expect(liveClock(game(true), at(end + overtime - 1, 59))).toEqual({ kind: "overtime" });
    expect(liveClock(game(true), at(end + overtime))).toEqual({ kind: "on" });
  });

  it("only says that a race or a show is on", () => {
    for (const sport of ["formula1", "eurovision"] as const)
      expect(liveClock({ sport, kickoff: KICKOFF, knockout: false, level: true }, at(50))).toEqual({ kind: "on" });
  });
});
