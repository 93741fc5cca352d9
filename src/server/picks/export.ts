import "server-only";
import type { Db } from "@/db";
import { toCsv } from "@/lib/csv";
import { AppError } from "@/lib/errors";
import { slugify } from "@/lib/slug";
import { hasPlus } from "@/server/billing/subscriptions";
import { unlocks } from "@/lib/plus";
import { requireGroupMember } from "@/server/groups/access";
import { getStandings } from "@/server/standings/queries";
import { listGames, type GameView } from "@/server/tournaments/queries";
import { getGroupPicks } from "./queries";

type AnyPick = {
  outcome?: string;
  home?: number;
  away?: number;
  advances?: string;
  decidedIn?: string;
  ranking?: string[];
  qualifiers?: string[];
};

/** A pick as plain text for a spreadsheet: "2-1", "1-1 (away through)", "home", "A > B > C". */
function pickText(raw: unknown, game: GameView): string {
  if (!raw || typeof raw !== "object") return "";
  const pick = raw as AnyPick;
  const name = (id: string) => game.entrants.find((e) => e.id === id)?.name ?? id;
  if (pick.ranking) return pick.ranking.map(name).join(" > ");
  if (pick.qualifiers) return pick.qualifiers.map(name).join(", ");
  if (typeof pick.home === "number" && typeof pick.away === "number") {
    const extra = pick.advances ? ` (${pick.advances} through)` : pick.decidedIn ? ` (${pick.decidedIn})` : "";
    return `${pick.home}-${pick.away}${extra}`;
  }
  return pick.outcome ?? "";
}

function gameLabel(game: GameView): string {
  if (game.entrantIds) return game.stage ?? "";
  return `${game.home?.name ?? game.homeLabel ?? "?"} - ${game.away?.name ?? game.awayLabel ?? "?"}`;
}

/**
 * A group's picks or table as CSV, for members who hold Plus for the tournament (PRODUCT.md §4).
 * Picks come through getGroupPicks, so the export never holds another member's open pick.
 */
export async function exportGroup(
  db: Db,
  userId: string,
  groupId: string,
  what: "picks" | "standings",
  /** The name of a player whose account is gone, in the reader's language. */
  names: { formerPlayer: string },
) {
  const { group, tournament } = await requireGroupMember(db, groupId, userId);
  if (!unlocks("export", { player: await hasPlus(db, userId, tournament.id) }))
    throw new AppError({ code: "error.plus.export" });
  const filename = `callit-${slugify(group.name) || "group"}-${what}.csv`;
  if (what === "standings") {
    const rows = await getStandings(db, userId, groupId);
    return {
      filename,
      csv: toCsv(
        ["rank", "player", "points", "exact", "outcome", "scored"],
        rows.map((r) => [r.rank, r.nickname || names.formerPlayer, r.points, r.exact, r.outcome, r.played]),
      ),
    };
  }
  const [picks, games] = await Promise.all([getGroupPicks(db, userId, groupId), listGames(db, tournament.id)]);
  const gameOf = new Map(games.map((g) => [g.id, g]));
  const rows = picks.map((p) => {
    const game = gameOf.get(p.gameId)!;
    return [
      p.matchday,
      game.kickoff.toISOString(),
      gameLabel(game),
      p.nickname || names.formerPlayer,
      pickText(p.pick, game),
      p.joker ? "yes" : "",
      p.points,
    ];
  });
  return { filename, csv: toCsv(["matchday", "kickoff", "game", "player", "pick", "joker", "points"], rows) };
}
