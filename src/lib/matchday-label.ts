/**
 * How a matchday (round) is named in a language. Importers and the demo store English names: the generic
 * "Matchday N" / "Round N" (or none) reads as the language's own "Matchday N", the stage names they produce
 * ("Final", "Semi-finals", "Round of 16"…) are translated, and any other name (an admin's, a Grand Prix) is
 * shown as entered. The one place a matchday's name is turned into text: pages, calendar feeds, mails.
 */
export interface NamedMatchday {
  ordinal: number;
  name: string | null;
}

/** The keys this formatter reads, all under `tournament` (a namespace every page naming matchdays sends). */
export type MatchdayLabelKey =
  "tournament.matchday" | `tournament.round.${keyof typeof STAGES | "round" | "semiFinalNumber" | "roundOf"}`;

/** A translator of the whole message tree (`useTranslations()`, `getTranslations()`, the server's `Translate`). */
export type MatchdayLabelTranslate = (key: MatchdayLabelKey, values?: { ordinal?: number; count?: number }) => string;

/** Stage names as importers and the demo write them (lower case, dashes and spaces alike), by message key. */
const STAGES = {
  final: ["final"],
  grandFinal: ["grand final"],
  semiFinals: ["semi finals", "semifinals", "semi final", "semifinal"],
  quarterFinals: ["quarter finals", "quarterfinals", "quarter final", "quarterfinal"],
  groupStage: ["group stage", "group phase", "groups"],
  thirdPlace: ["third place", "match for third place", "third place play off", "3rd place", "3rd place play off"],
  firstRound: ["first round"],
  secondRound: ["second round"],
  conferenceFinals: ["conference finals"],
} as const;

const BY_NAME = new Map<string, keyof typeof STAGES>(
  Object.entries(STAGES).flatMap(([key, names]) => names.map((name) => [name, key as keyof typeof STAGES])),
);

export function matchdayLabel(matchday: NamedMatchday, t: MatchdayLabelTranslate): string {
  const name = matchday.name?.trim();
  if (!name) return t("tournament.matchday", { ordinal: matchday.ordinal });
  const normal = name.toLowerCase().replace(/[-_\s]+/g, " ");
  let match = /^matchday (\d+)$/.exec(normal);
  if (match) return t("tournament.matchday", { ordinal: Number(match[1]) });
  match = /^round (\d+)$/.exec(normal);
  if (match) return t("tournament.round.round", { ordinal: Number(match[1]) });
  match = /^round of (\d+)$/.exec(normal);
  if (match) return t("tournament.round.roundOf", { count: Number(match[1]) });
  match = /^semi ?final (\d+)$/.exec(normal);
  if (match) return t("tournament.round.semiFinalNumber", { ordinal: Number(match[1]) });
  const stage = BY_NAME.get(normal);
  return stage ? t(`tournament.round.${stage}`) : name;
}
