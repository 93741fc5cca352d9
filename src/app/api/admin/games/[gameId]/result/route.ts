import { z } from "zod";
import { getAppDb } from "@/server/db";
import { id } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { resultInput } from "@/lib/schemas/tournaments";
import { processResultEvents } from "@/server/scoring/process-results";
import { setGameResult } from "@/server/tournaments/set-game-result";

export const PUT = withApi({ auth: "admin", params: z.object({ gameId: id }), body: resultInput }, async ({ body, params }) => {
  const db = await getAppDb();
  const game = await setGameResult(db, params.gameId, body);
  // Points and standings follow at once (one instance or many: events are claimed, not shared).
  await processResultEvents(db);
  return game;
});
