import { getAppDb } from "@/server/db";
import { idParam } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { getGamePicks } from "@/server/picks/member-picks";

/** Every member's pick of one game with points and the distribution; empty until the game locks for the group. */
export const GET = withApi<undefined, { groupId: string; gameId: string }, "user">({ auth: "user" }, async ({ session, params }) => {
  const { game, locked, lockAt, picks, distribution } = await getGamePicks(await getAppDb(), session.user.id, idParam(params.groupId), idParam(params.gameId));
  return { gameId: game.id, locked, lockAt, picks, distribution };
});
