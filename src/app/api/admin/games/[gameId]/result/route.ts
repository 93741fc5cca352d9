import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { processResultEvents } from "@/server/scoring/process-results";
import { setGameResult } from "@/server/tournaments/set-game-result";

export const PUT = withApi(routes.setResult, async ({ body, params }) => {
  const db = await getAppDb();
  const game = await setGameResult(db, params.gameId, body);
  // Points and standings follow at once (one instance or many: events are claimed, not shared).
  await processResultEvents(db);
  return game;
});
