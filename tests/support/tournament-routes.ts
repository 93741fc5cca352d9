// Route handlers of the tournaments area (admin and public), by path pattern (named groups become params).
import * as adminGameResultRoute from "@/app/api/admin/games/[gameId]/result/route";
import * as adminGameRoute from "@/app/api/admin/games/[gameId]/route";
import * as adminCompetitorsRoute from "@/app/api/admin/tournaments/[slug]/competitors/route";
import * as adminGamesRoute from "@/app/api/admin/tournaments/[slug]/games/route";
import * as adminImportRoute from "@/app/api/admin/tournaments/[slug]/import/route";
import * as adminImportRunRoute from "@/app/api/admin/imports/[id]/route";
import * as adminImportRunsRoute from "@/app/api/admin/imports/route";
import * as adminMatchdayRoute from "@/app/api/admin/tournaments/[slug]/matchdays/[ordinal]/route";
import * as adminMatchdaysRoute from "@/app/api/admin/tournaments/[slug]/matchdays/route";
import * as adminTournamentRoute from "@/app/api/admin/tournaments/[slug]/route";
import * as adminTournamentsRoute from "@/app/api/admin/tournaments/route";
import * as tournamentCalendarRoute from "@/app/api/tournaments/[slug]/calendar.ics/route";
import * as tournamentShareImageRoute from "@/app/api/tournaments/[slug]/share.png/route";
import * as tournamentGamesRoute from "@/app/api/tournaments/[slug]/games/route";
import * as tournamentRoute from "@/app/api/tournaments/[slug]/route";
import * as tournamentsRoute from "@/app/api/tournaments/route";
import * as tournamentLeaguesRoute from "@/app/api/tournaments/[slug]/leagues/route";
import * as tournamentWorldRoute from "@/app/api/tournaments/[slug]/world/route";

const SEGMENT = "[^/]+";

export const ROUTES: [RegExp, Record<string, unknown>][] = [
  // Admin
  [/^\/api\/admin\/tournaments$/, adminTournamentsRoute],
  [new RegExp(`^/api/admin/tournaments/(?<slug>${SEGMENT})$`), adminTournamentRoute],
  [new RegExp(`^/api/admin/tournaments/(?<slug>${SEGMENT})/competitors$`), adminCompetitorsRoute],
  [new RegExp(`^/api/admin/tournaments/(?<slug>${SEGMENT})/matchdays$`), adminMatchdaysRoute],
  [new RegExp(`^/api/admin/tournaments/(?<slug>${SEGMENT})/matchdays/(?<ordinal>${SEGMENT})$`), adminMatchdayRoute],
  [new RegExp(`^/api/admin/tournaments/(?<slug>${SEGMENT})/games$`), adminGamesRoute],
  [new RegExp(`^/api/admin/tournaments/(?<slug>${SEGMENT})/import$`), adminImportRoute],
  [/^\/api\/admin\/imports$/, adminImportRunsRoute],
  [new RegExp(`^/api/admin/imports/(?<id>${SEGMENT})$`), adminImportRunRoute],
  [new RegExp(`^/api/admin/games/(?<gameId>${SEGMENT})$`), adminGameRoute],
  [new RegExp(`^/api/admin/games/(?<gameId>${SEGMENT})/result$`), adminGameResultRoute],
  // Public
  [/^\/api\/tournaments$/, tournamentsRoute],
  [new RegExp(`^/api/tournaments/(?<slug>${SEGMENT})$`), tournamentRoute],
  [new RegExp(`^/api/tournaments/(?<slug>${SEGMENT})/games$`), tournamentGamesRoute],
  [new RegExp(`^/api/tournaments/(?<slug>${SEGMENT})/calendar\\.ics$`), tournamentCalendarRoute],
  [new RegExp(`^/api/tournaments/(?<slug>${SEGMENT})/share\\.png$`), tournamentShareImageRoute],
  [new RegExp(`^/api/tournaments/(?<slug>${SEGMENT})/world$`), tournamentWorldRoute],
  [new RegExp(`^/api/tournaments/(?<slug>${SEGMENT})/leagues$`), tournamentLeaguesRoute],
];
