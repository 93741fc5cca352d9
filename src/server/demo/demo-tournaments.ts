/**
 * The demo tournaments (one per sport), written by us: invented fixtures and results, "Demo" in
 * every name. Every time is relative to `now` (rounded down to the quarter hour), so that a fresh
 * demo always has a finished past, a running present and an open future. External ids are stable:
 * applying the same data again changes nothing.
 */
import "server-only";
import type {
  ImportedCompetitor,
  ImportedGame,
  ImportedResult,
  ImportedTournament,
} from "@/server/tournaments/import/types";

export interface DemoTournament {
  slug: string;
  data: ImportedTournament;
}

export const DEMO_SLUGS = ["demo-cup", "demo-hockey", "demo-basketball", "demo-f1", "demo-song"] as const;

const QUARTER_HOUR = 15 * 60_000;
const HOUR = 60 * 60_000;
/** Past games without a result must still be playing: nothing in the demo lasts longer. */
const LONGEST_EVENT = 4 * HOUR;

/** `now` rounded down to the quarter hour: the demo's "present". */
export function demoBase(now: Date): number {
  return Math.floor(now.getTime() / QUARTER_HOUR) * QUARTER_HOUR;
}

interface GameSpec {
  id: string;
  matchday: number;
  /** Kickoff, in hours from the base (multiples of 0.25). */
  hours: number;
  /** Picks lock this many hours before kickoff (Formula 1 qualifying). */
  locksHoursBefore?: number;
  home?: string;
  away?: string;
  homeLabel?: string;
  awayLabel?: string;
  entrants?: string[];
  knockout?: boolean;
  stage?: string;
  venue?: string;
  result?: ImportedResult;
  /** The score so far of a game under way (issue 13: live games show it). */
  running?: ImportedResult;
}

/**
 * One game, its status following from its time: a future game is scheduled, a past game with a
 * result finished, a past game without one live (with its running score, if the spec gives one). An authoring mistake (a result in the future, a
 * long-past game without one) throws rather than seeding something that cannot have happened.
 */
function makeGame(base: number, now: number, spec: GameSpec): ImportedGame {
  const kickoff = base + spec.hours * HOUR;
  const started = kickoff <= now;
  if (!started && spec.result) throw new Error(`demo game ${spec.id} has a result before its kickoff`);
  if (started && !spec.result && now - kickoff > LONGEST_EVENT)
    throw new Error(`demo game ${spec.id} is over but has no result`);
  const game: ImportedGame = {
    externalId: spec.id,
    matchday: spec.matchday,
    kickoff: new Date(kickoff).toISOString(),
    status: !started ? "scheduled" : spec.result ? "finished" : "live",
  };
  if (spec.locksHoursBefore) game.locksAt = new Date(kickoff - spec.locksHoursBefore * HOUR).toISOString();
  if (spec.home) game.home = spec.home;
  if (spec.away) game.away = spec.away;
  if (spec.homeLabel) game.homeLabel = spec.homeLabel;
  if (spec.awayLabel) game.awayLabel = spec.awayLabel;
  if (spec.entrants) game.entrants = spec.entrants;
  if (spec.knockout) game.knockout = true;
  if (spec.stage) game.stage = spec.stage;
  if (spec.venue) game.venue = spec.venue;
  if (spec.result) game.result = spec.result;
  else if (started && spec.running) game.result = spec.running;
  return game;
}

const competitorsOf = (
  slug: string,
  kind: ImportedCompetitor["kind"],
  list: readonly (readonly [key: string, name: string, code?: string])[],
) =>
  list.map(([key, name, code]): ImportedCompetitor => ({
    externalId: `${slug}-${key}`,
    name,
    kind,
    ...(code && { code }),
  }));

/** Football: two groups of four, three group matchdays (past, today, upcoming), semi-finals and a final. */
function demoCup(base: number, now: number): ImportedTournament {
  const slug = "demo-cup";
  const t = (key: string) => `${slug}-${key}`;
  const competitors = competitorsOf(slug, "team", [
    ["de", "Germany", "DE"],
    ["fr", "France", "FR"],
    ["pl", "Poland", "PL"],
    ["ua", "Ukraine", "UA"],
    ["es", "Spain", "ES"],
    ["it", "Italy", "IT"],
    ["pt", "Portugal", "PT"],
    ["nl", "Netherlands", "NL"],
  ]);
  const groupA = { stage: "group-a", venue: "Demo Arena North" };
  const groupB = { stage: "group-b", venue: "Demo Arena South" };
  const g = (md: number, n: number) => `${slug}-md${md}-g${n}`;
  const specs: GameSpec[] = [
    // Matchday 1, three days ago.
    { id: g(1, 1), matchday: 1, hours: -76, home: t("de"), away: t("fr"), ...groupA, result: { home: 2, away: 1 } },
    { id: g(1, 2), matchday: 1, hours: -73, home: t("pl"), away: t("ua"), ...groupA, result: { home: 1, away: 1 } },
    { id: g(1, 3), matchday: 1, hours: -70, home: t("es"), away: t("it"), ...groupB, result: { home: 0, away: 0 } },
    { id: g(1, 4), matchday: 1, hours: -67, home: t("pt"), away: t("nl"), ...groupB, result: { home: 3, away: 2 } },
    // Matchday 2, today: two played, one live, one later.
    { id: g(2, 1), matchday: 2, hours: -5, home: t("es"), away: t("pt"), ...groupB, result: { home: 2, away: 1 } },
    { id: g(2, 2), matchday: 2, hours: -2.5, home: t("ua"), away: t("fr"), ...groupA, result: { home: 0, away: 2 } },
    { id: g(2, 3), matchday: 2, hours: -0.75, home: t("de"), away: t("pl"), ...groupA, running: { home: 1, away: 0 } },
    { id: g(2, 4), matchday: 2, hours: 3, home: t("nl"), away: t("it"), ...groupB },
    // Matchday 3, in three days: the last group games kick off together.
    { id: g(3, 1), matchday: 3, hours: 72, home: t("ua"), away: t("de"), ...groupA },
    { id: g(3, 2), matchday: 3, hours: 72, home: t("fr"), away: t("pl"), ...groupA, venue: "Demo Park" },
    { id: g(3, 3), matchday: 3, hours: 75, home: t("nl"), away: t("es"), ...groupB },
    { id: g(3, 4), matchday: 3, hours: 75, home: t("it"), away: t("pt"), ...groupB, venue: "Demo Park" },
    // Knockouts: who plays is not decided yet.
    {
      id: g(4, 1),
      matchday: 4,
      hours: 144,
      homeLabel: "1A",
      awayLabel: "2B",
      knockout: true,
      stage: "semi-final",
      venue: "Demo Arena North",
    },
    {
      id: g(4, 2),
      matchday: 4,
      hours: 147,
      homeLabel: "1B",
      awayLabel: "2A",
      knockout: true,
      stage: "semi-final",
      venue: "Demo Arena South",
    },
    {
      id: g(5, 1),
      matchday: 5,
      hours: 216,
      homeLabel: "Winner SF1",
      awayLabel: "Winner SF2",
      knockout: true,
      stage: "final",
      venue: "Demo Stadium",
    },
  ];
  return {
    sport: "football",
    name: "Demo Nations Cup",
    season: String(new Date(base).getUTCFullYear()),
    competitors,
    matchdays: [
      { ordinal: 1, name: "Matchday 1" },
      { ordinal: 2, name: "Matchday 2" },
      { ordinal: 3, name: "Matchday 3" },
      { ordinal: 4, name: "Semi-finals" },
      { ordinal: 5, name: "Final" },
    ],
    games: specs.map((spec) => makeGame(base, now, spec)),
  };
}

/** Hockey: six clubs, four rounds; the played ones include an overtime and a shootout win. */
function demoHockey(base: number, now: number): ImportedTournament {
  const slug = "demo-hockey";
  const t = (key: string) => `${slug}-${key}`;
  const competitors = competitorsOf(slug, "team", [
    ["wolves", "Frostvale Wolves"],
    ["pilots", "Harbor City Pilots"],
    ["miners", "Ironridge Miners"],
    ["lynx", "Lakeside Lynx"],
    ["bears", "Pinecrest Bears"],
    ["falcons", "Redwater Falcons"],
  ]);
  const g = (md: number, n: number) => `${slug}-md${md}-g${n}`;
  const specs: GameSpec[] = [
    {
      id: g(1, 1),
      matchday: 1,
      hours: -168,
      home: t("wolves"),
      away: t("falcons"),
      result: { home: 3, away: 2, decidedIn: "regulation" },
    },
    {
      id: g(1, 2),
      matchday: 1,
      hours: -168,
      home: t("pilots"),
      away: t("bears"),
      result: { home: 4, away: 3, decidedIn: "overtime" },
    },
    {
      id: g(1, 3),
      matchday: 1,
      hours: -165,
      home: t("miners"),
      away: t("lynx"),
      result: { home: 1, away: 4, decidedIn: "regulation" },
    },
    {
      id: g(2, 1),
      matchday: 2,
      hours: -72,
      home: t("wolves"),
      away: t("bears"),
      result: { home: 2, away: 3, decidedIn: "shootout" },
    },
    {
      id: g(2, 2),
      matchday: 2,
      hours: -72,
      home: t("falcons"),
      away: t("lynx"),
      result: { home: 5, away: 1, decidedIn: "regulation" },
    },
    {
      id: g(2, 3),
      matchday: 2,
      hours: -69,
      home: t("pilots"),
      away: t("miners"),
      result: { home: 2, away: 1, decidedIn: "overtime" },
    },
    // Today: one played, one live, one tonight.
    {
      id: g(3, 1),
      matchday: 3,
      hours: -4,
      home: t("wolves"),
      away: t("lynx"),
      result: { home: 2, away: 0, decidedIn: "regulation" },
    },
    { id: g(3, 2), matchday: 3, hours: -1, home: t("bears"), away: t("miners"), running: { home: 2, away: 1 } },
    { id: g(3, 3), matchday: 3, hours: 2, home: t("falcons"), away: t("pilots") },
    { id: g(4, 1), matchday: 4, hours: 96, home: t("wolves"), away: t("miners") },
    { id: g(4, 2), matchday: 4, hours: 96, home: t("lynx"), away: t("pilots") },
    { id: g(4, 3), matchday: 4, hours: 99, home: t("bears"), away: t("falcons") },
  ];
  return {
    sport: "hockey",
    name: "Demo Hockey League",
    season: String(new Date(base).getUTCFullYear()),
    competitors,
    matchdays: [1, 2, 3, 4].map((ordinal) => ({ ordinal, name: `Round ${ordinal}` })),
    games: specs.map((spec) => makeGame(base, now, spec)),
  };
}

/** Basketball: six clubs, three rounds (played, today, upcoming); never a draw. */
function demoBasketball(base: number, now: number): ImportedTournament {
  const slug = "demo-basketball";
  const t = (key: string) => `${slug}-${key}`;
  const competitors = competitorsOf(slug, "team", [
    ["comets", "Bayview Comets"],
    ["giants", "Cedar Hill Giants"],
    ["rockets", "Eastport Rockets"],
    ["foxes", "Goldfield Foxes"],
    ["knights", "Maple Valley Knights"],
    ["storm", "Silverlake Storm"],
  ]);
  const g = (md: number, n: number) => `${slug}-md${md}-g${n}`;
  const specs: GameSpec[] = [
    // A close one, decided after overtime.
    { id: g(1, 1), matchday: 1, hours: -48, home: t("comets"), away: t("storm"), result: { home: 98, away: 95 } },
    { id: g(1, 2), matchday: 1, hours: -48, home: t("giants"), away: t("knights"), result: { home: 104, away: 88 } },
    { id: g(1, 3), matchday: 1, hours: -45.5, home: t("rockets"), away: t("foxes"), result: { home: 87, away: 91 } },
    { id: g(2, 1), matchday: 2, hours: -4, home: t("comets"), away: t("knights"), result: { home: 110, away: 102 } },
    { id: g(2, 2), matchday: 2, hours: -1, home: t("storm"), away: t("foxes"), running: { home: 48, away: 52 } },
    { id: g(2, 3), matchday: 2, hours: 3, home: t("giants"), away: t("rockets") },
    { id: g(3, 1), matchday: 3, hours: 72, home: t("comets"), away: t("foxes") },
    { id: g(3, 2), matchday: 3, hours: 72, home: t("knights"), away: t("rockets") },
    { id: g(3, 3), matchday: 3, hours: 74.5, home: t("storm"), away: t("giants") },
  ];
  return {
    sport: "basketball",
    name: "Demo Basketball League",
    season: String(new Date(base).getUTCFullYear()),
    competitors,
    matchdays: [1, 2, 3].map((ordinal) => ({ ordinal, name: `Round ${ordinal}` })),
    games: specs.map((spec) => makeGame(base, now, spec)),
  };
}

/** Formula 1: a real-sized grid of twenty invented drivers, four races; picks lock at qualifying, a day before the race. */
function demoF1(base: number, now: number): ImportedTournament {
  const slug = "demo-f1";
  const d = (key: string) => `${slug}-${key}`;
  const competitors = competitorsOf(slug, "driver", [
    ["hartmann", "Lena Hartmann", "DE"],
    ["bellini", "Marco Bellini", "IT"],
    ["moreau", "Jules Moreau", "FR"],
    ["ferreira", "Tomás Ferreira", "PT"],
    ["lindqvist", "Sven Lindqvist", "SE"],
    ["reid", "Oliver Reid", "GB"],
    ["sato", "Kenji Sato", "JP"],
    ["alvarez", "Mateo Álvarez", "ES"],
    ["bakker", "Noah Bakker", "NL"],
    ["nowak", "Aleksander Nowak", "PL"],
    ["kowalczyk", "Zofia Kowalczyk", "PL"],
    ["okafor", "Daniel Okafor", "GB"],
    ["silva", "Rafael Silva", "BR"],
    ["tanaka", "Yuki Tanaka", "JP"],
    ["novak", "Petr Novák", "CZ"],
    ["laine", "Aino Laine", "FI"],
    ["murphy", "Ciarán Murphy", "IE"],
    ["petrenko", "Andriy Petrenko", "UA"],
    ["dubois", "Camille Dubois", "FR"],
    ["weber", "Felix Weber", "AT"],
  ]);
  const field = competitors.map((c) => c.externalId);
  const race = { entrants: field, stage: "race", locksHoursBefore: 24 };
  const specs: GameSpec[] = [
    {
      id: `${slug}-r1`,
      matchday: 1,
      hours: -336,
      ...race,
      venue: "Demo Harbour Circuit",
      result: {
        ranking: [
          ...["bellini", "hartmann", "reid", "moreau", "sato", "lindqvist", "ferreira", "alvarez", "nowak", "okafor"],
          ...["silva", "laine", "weber", "tanaka", "dubois", "kowalczyk", "murphy", "novak", "petrenko", "bakker"],
        ].map(d),
        statuses: { [d("petrenko")]: "DNF", [d("bakker")]: "DNF" },
      },
    },
    {
      id: `${slug}-r2`,
      matchday: 2,
      hours: -168,
      ...race,
      venue: "Demo Desert Ring",
      result: {
        ranking: [
          ...["hartmann", "moreau", "bellini", "lindqvist", "reid", "bakker", "alvarez", "silva", "sato", "okafor"],
          ...["nowak", "tanaka", "laine", "dubois", "weber", "murphy", "kowalczyk", "novak", "petrenko", "ferreira"],
        ].map(d),
        statuses: { [d("ferreira")]: "DNF", [d("novak")]: "DNF", [d("petrenko")]: "DSQ" },
      },
    },
    // This weekend: qualifying tomorrow, so picks are still open.
    { id: `${slug}-r3`, matchday: 3, hours: 48, ...race, venue: "Demo Alpine Park" },
    { id: `${slug}-r4`, matchday: 4, hours: 336, ...race, venue: "Demo City Streets" },
  ];
  return {
    sport: "formula1",
    name: "Demo Grand Prix Season",
    season: String(new Date(base).getUTCFullYear()),
    competitors,
    matchdays: [
      { ordinal: 1, name: "Harbour Grand Prix" },
      { ordinal: 2, name: "Desert Grand Prix" },
      { ordinal: 3, name: "Alpine Grand Prix" },
      { ordinal: 4, name: "City Grand Prix" },
    ],
    games: specs.map((spec) => makeGame(base, now, spec)),
  };
}

/**
 * Eurovision, real-sized: thirty-seven countries; a semi-final of fifteen and one of sixteen, ten
 * qualifying from each; a final of twenty-six with the five big countries and the host already in
 * it. The second semi-final has not been held, so the final lists all sixteen of its entrants
 * beside the ten known qualifiers: the final can be picked already, and its line-up gives away
 * nothing of the semi-final still open (listing ten of them as "expected" did).
 */
function demoSong(base: number, now: number): ImportedTournament {
  const slug = "demo-song";
  const c = (key: string) => `${slug}-${key.toLowerCase()}`;
  const semi1Codes = ["SE", "NO", "FI", "DK", "IS", "EE", "LV", "LT", "PL", "UA", "NL", "BE", "AZ", "CZ", "AL"];
  const semi2Codes = ["IE", "PT", "GR", "CY", "MT", "HR", "RS", "SI", "AT", "AM", "GE", "IL", "LU", "SM", "MD", "ME"];
  /** The five biggest contributors and the host go straight to the final. */
  const directCodes = ["FR", "DE", "IT", "ES", "GB", "CH"];
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const competitors = competitorsOf(
    slug,
    "country",
    [...semi1Codes, ...semi2Codes, ...directCodes].map(
      (code) => [code.toLowerCase(), names.of(code) ?? code, code] as const,
    ),
  );
  const qualifiers = ["SE", "FI", "NO", "EE", "LT", "UA", "NL", "PL", "AL", "IS"].map(c);
  const venue = "Demo Song Hall";
  const specs: GameSpec[] = [
    {
      id: `${slug}-semi-1`,
      matchday: 1,
      hours: -48,
      entrants: semi1Codes.map(c),
      stage: "semi-final-1",
      venue,
      result: { qualifiers },
    },
    { id: `${slug}-semi-2`, matchday: 2, hours: 72, entrants: semi2Codes.map(c), stage: "semi-final-2", venue },
    {
      id: `${slug}-final`,
      matchday: 3,
      hours: 120,
      entrants: [...directCodes.map(c), ...qualifiers, ...semi2Codes.map(c)],
      stage: "final",
      venue,
    },
  ];
  return {
    sport: "eurovision",
    name: "Demo Song Contest",
    season: String(new Date(base).getUTCFullYear()),
    competitors,
    matchdays: [
      { ordinal: 1, name: "Semi-final 1" },
      { ordinal: 2, name: "Semi-final 2" },
      { ordinal: 3, name: "Grand Final" },
    ],
    games: specs.map((spec) => makeGame(base, now, spec)),
  };
}

/** The five demo tournaments as they stand at `now`. */
export function demoTournaments(now: Date): DemoTournament[] {
  const base = demoBase(now);
  const at = now.getTime();
  return [
    { slug: "demo-cup", data: demoCup(base, at) },
    { slug: "demo-hockey", data: demoHockey(base, at) },
    { slug: "demo-basketball", data: demoBasketball(base, at) },
    { slug: "demo-f1", data: demoF1(base, at) },
    { slug: "demo-song", data: demoSong(base, at) },
  ];
}
