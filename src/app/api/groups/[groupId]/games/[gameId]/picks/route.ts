import { z } from "zod";
import { getAppDb } from "@/server/db";
import { id } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { getGamePicks } from "@/server/picks/member-picks";

/** Every member's pick of one game with points and the distribution; empty until the game locks for the group. */
export const GET = withApi({ auth: "user", params: z.object({ groupId: id, gameId: id }) }, async ({ session, params }) => {
  const { game, locked, lockAt, picks, distribution } = await getGamePicks(await getAppDb(), session.user.id, params.groupId, params.gameId);
  return { gameId: game.id, locked, lockAt, picks, distribution };
});
