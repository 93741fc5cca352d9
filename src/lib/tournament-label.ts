/**
 * A tournament as the places that set its seasons side by side name it (decision 0052): its name
 * with its season ("Formula 1 2027"), so two seasons an admin named alike can be told apart; the
 * name alone when it already says its season ("World Cup 2022", season "2022") or has none. The
 * one home of that label: the group page's seasons, the owner's "continue" choices and their
 * confirmation, and the all-time table. Elsewhere (the header, titles, cards) a tournament is its name.
 */
export function tournamentLabel(tournament: { name: string; season?: string | null }): string {
  const name = tournament.name.trim();
  const season = tournament.season?.trim();
  if (!season || name.toLocaleLowerCase().includes(season.toLocaleLowerCase())) return name;
  return `${name} ${season}`;
}
