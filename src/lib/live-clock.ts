import type { Sport } from "./sports";

/**
 * Where a live game stands by the clock (issue 13, screen 5): derived from its kickoff and the
 * server's clock, since no feed tells us the minute. A football game runs 45 minutes, a few of
 * added time, a quarter of an hour of half-time, 45 more; a knockout level after 90 goes to extra
 * time and penalties. Hockey and basketball stop their clocks, so the period or quarter is estimated
 * from how long one usually takes. Ranking events (a race, a show) only say that they are on.
 * One home for these lengths: the pages (server and islands) and the tests read them from here
 * (decision 0047).
 */
export const LIVE_CLOCK = {
  football: {
    half: 45,
    firstAdded: 2,
    halfTime: 15,
    secondAdded: 4,
    extraTimeBreak: 5,
    extraHalf: 15,
    extraHalfTime: 1,
    /** Beyond this much added time, or this long a shoot-out, the clock no longer guesses: "Live". */
    maxAdded: 10,
    penalties: 20,
  },
  /** Hockey: 20 minutes of play take about 35; intermissions 18; overtime and shoot-out at most 30. */
  hockey: { period: 35, intermission: 18, overtime: 30 },
  /** Basketball: a quarter takes about 30 minutes, half-time 15, the others 2; overtimes at most 45. */
  basketball: { quarter: 30, halfTime: 15, break: 2, overtime: 45 },
} as const;

export type LiveClock =
  | { kind: "minute"; minute: number; added?: number }
  | { kind: "halfTime" }
  | { kind: "extraTimeBreak" }
  | { kind: "penalties" }
  | { kind: "period"; period: number }
  | { kind: "intermission" }
  | { kind: "overtime" }
  | { kind: "quarter"; quarter: number }
  | { kind: "on" };

export interface LiveGame {
  sport: Sport;
  kickoff: Date | string | number;
  knockout: boolean;
  /** The running score is level (or there is none yet): a knockout goes on after full time. */
  level: boolean;
}

const MINUTE = 60_000;

export function liveClock(game: LiveGame, now: number): LiveClock {
  const elapsed = Math.max(0, Math.floor((now - new Date(game.kickoff).getTime()) / MINUTE));
  if (game.sport === "football") return footballClock(elapsed, game.knockout && game.level);
  if (game.sport === "hockey") return hockeyClock(elapsed, game.level);
  if (game.sport === "basketball") return basketballClock(elapsed, game.level);
  return { kind: "on" };
}

function footballClock(elapsed: number, goesOn: boolean): LiveClock {
  const f = LIVE_CLOCK.football;
  // Each phase: [its length in minutes, what the clock says `into` minutes into it].
  const phases: [number, (into: number) => LiveClock][] = [
    [f.half, (into) => ({ kind: "minute", minute: into + 1 })],
    [f.firstAdded, (into) => ({ kind: "minute", minute: f.half, added: into + 1 })],
    [f.halfTime, () => ({ kind: "halfTime" })],
    [f.half, (into) => ({ kind: "minute", minute: f.half + into + 1 })],
  ];
  if (goesOn)
    phases.push(
      [f.secondAdded, (into) => ({ kind: "minute", minute: 2 * f.half, added: into + 1 })],
      [f.extraTimeBreak, () => ({ kind: "extraTimeBreak" })],
      [f.extraHalf, (into) => ({ kind: "minute", minute: 2 * f.half + into + 1 })],
      [f.extraHalfTime, () => ({ kind: "halfTime" })],
      [f.extraHalf, (into) => ({ kind: "minute", minute: 2 * f.half + f.extraHalf + into + 1 })],
    );
  let start = 0;
  for (const [length, clock] of phases) {
    if (elapsed < start + length) return clock(elapsed - start);
    start += length;
  }
  // Past the last phase: penalties, or added time until the result says the game is over; a game
  // whose result is late beyond any added time or shoot-out is only "live" (never "90+119′").
  const into = elapsed - start;
  if (goesOn) return into < f.penalties ? { kind: "penalties" } : { kind: "on" };
  return into < f.maxAdded ? { kind: "minute", minute: 2 * f.half, added: into + 1 } : { kind: "on" };
}

function hockeyClock(elapsed: number, level: boolean): LiveClock {
  const { period, intermission } = LIVE_CLOCK.hockey;
  let start = 0;
  for (let p = 1; p <= 3; p++) {
    if (elapsed < start + period) return { kind: "period", period: p };
    start += period;
    if (p < 3 && elapsed < start + intermission) return { kind: "intermission" };
    start += intermission;
  }
  if (elapsed >= 3 * period + 2 * intermission + LIVE_CLOCK.hockey.overtime) return { kind: "on" };
  return level ? { kind: "overtime" } : { kind: "period", period: 3 };
}

function basketballClock(elapsed: number, level: boolean): LiveClock {
  const { quarter, halfTime, break: shortBreak } = LIVE_CLOCK.basketball;
  // Quarters with the breaks after them: 1, short, 2, half-time, 3, short, 4.
  const breaks = [shortBreak, halfTime, shortBreak];
  let start = 0;
  for (let q = 1; q <= 4; q++) {
    if (elapsed < start + quarter) return { kind: "quarter", quarter: q };
    start += quarter;
    if (q === 4) break;
    if (elapsed < start + breaks[q - 1]!) return q === 2 ? { kind: "halfTime" } : { kind: "quarter", quarter: q };
    start += breaks[q - 1]!;
  }
  if (elapsed >= start + LIVE_CLOCK.basketball.overtime) return { kind: "on" };
  return level ? { kind: "overtime" } : { kind: "quarter", quarter: 4 };
}
