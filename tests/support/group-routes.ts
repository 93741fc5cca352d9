// Route handlers of the play area (groups, picks, standings, group settings), by path pattern (named groups become params).
import * as adminBonusQuestionRoute from "@/app/api/admin/bonus/[questionId]/route";
import * as adminTournamentBonusRoute from "@/app/api/admin/tournaments/[slug]/bonus/route";
import * as groupBonusAnswersRoute from "@/app/api/groups/[groupId]/bonus/answers/route";
import * as groupBonusRoute from "@/app/api/groups/[groupId]/bonus/route";
import * as gameSettingsUpdateRoute from "@/app/api/game/settings-update/route";
import * as groupGamePicksRoute from "@/app/api/groups/[groupId]/games/[gameId]/picks/route";
import * as groupExportRoute from "@/app/api/groups/[groupId]/export/route";
import * as groupAllTimeRoute from "@/app/api/groups/[groupId]/all-time/route";
import * as groupContinueRoute from "@/app/api/groups/[groupId]/continue/route";
import * as groupJoinRoute from "@/app/api/groups/[groupId]/join/route";
import * as groupLeaveRoute from "@/app/api/groups/[groupId]/leave/route";
import * as groupNicknameRoute from "@/app/api/groups/[groupId]/nickname/route";
import * as groupOwnerRoute from "@/app/api/groups/[groupId]/owner/route";
import * as groupMemberRoute from "@/app/api/groups/[groupId]/members/[groupUserId]/route";
import * as groupMemberRoleRoute from "@/app/api/groups/[groupId]/members/[groupUserId]/role/route";
import * as groupPicksRoute from "@/app/api/groups/[groupId]/picks/route";
import * as groupRoute from "@/app/api/groups/[groupId]/route";
import * as groupShareImageRoute from "@/app/api/groups/[groupId]/share.png/route";
import * as groupStandingsRoute from "@/app/api/groups/[groupId]/standings/route";
import * as groupStatsRoute from "@/app/api/groups/[groupId]/stats/route";
import * as groupsRoute from "@/app/api/groups/route";
import * as predictionsRoute from "@/app/api/predictions/route";

const SEGMENT = "[^/]+";

export const ROUTES: [RegExp, Record<string, unknown>][] = [
  [/^\/api\/groups$/, groupsRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})$`), groupRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/join$`), groupJoinRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/picks$`), groupPicksRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/standings$`), groupStandingsRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/stats$`), groupStatsRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/export$`), groupExportRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/share\\.png$`), groupShareImageRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/games/(?<gameId>${SEGMENT})/picks$`), groupGamePicksRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/leave$`), groupLeaveRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/nickname$`), groupNicknameRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/owner$`), groupOwnerRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/continue$`), groupContinueRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/all-time$`), groupAllTimeRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/members/(?<groupUserId>${SEGMENT})/role$`), groupMemberRoleRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/members/(?<groupUserId>${SEGMENT})$`), groupMemberRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/bonus$`), groupBonusRoute],
  [new RegExp(`^/api/groups/(?<groupId>${SEGMENT})/bonus/answers$`), groupBonusAnswersRoute],
  [new RegExp(`^/api/admin/tournaments/(?<slug>${SEGMENT})/bonus$`), adminTournamentBonusRoute],
  [new RegExp(`^/api/admin/bonus/(?<questionId>${SEGMENT})$`), adminBonusQuestionRoute],
  [/^\/api\/game\/settings-update$/, gameSettingsUpdateRoute],
  [/^\/api\/predictions$/, predictionsRoute],
];
