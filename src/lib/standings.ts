/**
 * Group tables from points per member and matchday (PRODUCT.md §1): same points, same rank
 * (1, 2, 2, 4); rows ordered by points, then exact hits, then right outcomes, then the earlier
 * join. Pure, so that the rules are tested without a database.
 */

export interface Tally {
  points: number;
  exact: number;
  outcome: number;
  played: number;
}

export interface Member {
  groupUserId: string;
  nickname: string;
  joinedAt: Date;
}

export interface StandingRow extends Tally {
  rank: number;
  groupUserId: string;
  nickname: string;
}

export interface MatchdayTally extends Tally {
  groupUserId: string;
  matchday: number;
}

const ZERO: Tally = { points: 0, exact: 0, outcome: 0, played: 0 };

function add(a: Tally, b: Tally): Tally {
  return { points: a.points + b.points, exact: a.exact + b.exact, outcome: a.outcome + b.outcome, played: a.played + b.played };
}

/** Orders and ranks members by their tallies. */
export function rankRows(members: readonly Member[], tallyOf: (groupUserId: string) => Tally): StandingRow[] {
  const rows = members.map((m) => ({ member: m, tally: tallyOf(m.groupUserId) }));
  rows.sort(
    (a, b) =>
      b.tally.points - a.tally.points ||
      b.tally.exact - a.tally.exact ||
      b.tally.outcome - a.tally.outcome ||
      a.member.joinedAt.getTime() - b.member.joinedAt.getTime(),
  );
  return rows.map(({ member, tally }) => ({
    rank: 1 + rows.filter((r) => r.tally.points > tally.points).length,
    groupUserId: member.groupUserId,
    nickname: member.nickname,
    ...tally,
  }));
}

export interface OverallRow extends StandingRow {
  /** Places gained (positive) or lost (negative) since the table before the last scored matchday; null when there is none. */
  movement: number | null;
}

export interface MatchdayTable {
  matchday: number;
  rows: StandingRow[];
  /** The matchday's best scorers, once every game of it is over (finished or cancelled). */
  winners: string[];
}

/**
 * The overall table with movement, and one table per matchday that has scored picks, with the
 * winners of the complete ones.
 */
export function buildTables(members: readonly Member[], tallies: readonly MatchdayTally[], completeMatchdays: ReadonlySet<number>) {
  const scored = [...new Set(tallies.filter((t) => t.played > 0).map((t) => t.matchday))].sort((a, b) => a - b);
  const totalUpTo = (last: number) => {
    const sums = new Map<string, Tally>();
    for (const t of tallies) if (t.matchday <= last) sums.set(t.groupUserId, add(sums.get(t.groupUserId) ?? ZERO, t));
    return (id: string) => sums.get(id) ?? ZERO;
  };
  const overall = rankRows(members, totalUpTo(Infinity));
  const previous = scored.length >= 2 ? rankRows(members, totalUpTo(scored[scored.length - 2]!)) : null;
  const rankBefore = new Map(previous?.map((r) => [r.groupUserId, r.rank]));
  const matchdays: MatchdayTable[] = scored.map((matchday) => {
    const byMember = new Map(tallies.filter((t) => t.matchday === matchday).map((t) => [t.groupUserId, t as Tally]));
    const rows = rankRows(members, (id) => byMember.get(id) ?? ZERO);
    const winners = completeMatchdays.has(matchday) ? rows.filter((r) => r.rank === 1).map((r) => r.groupUserId) : [];
    return { matchday, rows, winners };
  });
  return {
    overall: overall.map((row): OverallRow => ({ ...row, movement: previous ? rankBefore.get(row.groupUserId)! - row.rank : null })),
    matchdays,
  };
}

export interface MemberStats {
  groupUserId: string;
  nickname: string;
  played: number;
  /** Shares of scored picks, 0..1 (0 when none is scored yet). */
  exactRate: number;
  outcomeRate: number;
  pointsPerPick: number;
  /** The matchday with the most points (the earliest of equals), or null before any points. */
  bestMatchday: { matchday: number; points: number } | null;
}

/** The statistics of a group (a Plus view): per member, from the same tallies as the tables. */
export function memberStats(tables: { overall: readonly StandingRow[]; matchdays: readonly MatchdayTable[] }): MemberStats[] {
  return tables.overall.map((row) => {
    let best: MemberStats["bestMatchday"] = null;
    for (const table of tables.matchdays) {
      const mine = table.rows.find((r) => r.groupUserId === row.groupUserId);
      if (mine && mine.points > 0 && (!best || mine.points > best.points)) best = { matchday: table.matchday, points: mine.points };
    }
    const share = (n: number) => (row.played === 0 ? 0 : n / row.played);
    return {
      groupUserId: row.groupUserId,
      nickname: row.nickname,
      played: row.played,
      exactRate: share(row.exact),
      outcomeRate: share(row.outcome),
      pointsPerPick: share(row.points),
      bestMatchday: best,
    };
  });
}
