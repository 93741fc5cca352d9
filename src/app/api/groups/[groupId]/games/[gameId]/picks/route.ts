import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { getGamePicks } from "@/server/picks/member-picks";

/** Every member's pick of one game with points and the distribution; empty until the game locks for the group. */
export const GET = withApi(routes.getGamePicks, async ({ db, session, params }) => {
  const { game, locked, lockAt, picks, distribution } = await getGamePicks(
    db,
    session.user.id,
    params.groupId,
    params.gameId,
  );
  return { gameId: game.id, locked, lockAt, picks, distribution };
});
