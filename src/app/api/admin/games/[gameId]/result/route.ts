import { z } from "zod";
import { AppError } from "@/lib/errors";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { resultInput } from "@/lib/schemas/tournaments";
import { processResultEvents } from "@/server/scoring/process-results";
import { setGameResult } from "@/server/tournaments/set-game-result";

export const PUT = withApi<typeof resultInput._output, { gameId: string }>({ auth: "admin", body: resultInput }, async ({ body, params }) => {
  if (!z.uuid().safeParse(params.gameId).success) throw new AppError({ code: "error.notFound", status: 404 });
  const db = await getAppDb();
  const game = await setGameResult(db, params.gameId, body);
  // Points and standings follow at once (one instance or many: events are claimed, not shared).
  await processResultEvents(db);
  return game;
});
