import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { processResultEvents } from "@/server/scoring/process-results";
import { setGameResult } from "@/server/tournaments/set-game-result";

export const PUT = withApi(routes.setResult, async ({ db, body, params }) => {
  const game = await setGameResult(db, params.gameId, body);
  // Points and standings follow at once (one instance or many: events are claimed, not shared).
  await processResultEvents(db);
  return game;
});
