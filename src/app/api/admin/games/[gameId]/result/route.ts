import { z } from "zod";
import { AppError } from "@/lib/errors";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { resultInput } from "@/lib/schemas/tournaments";
import { setGameResult } from "@/server/tournaments/set-game-result";

export const PUT = withApi<typeof resultInput._output, { gameId: string }>({ auth: "admin", body: resultInput }, async ({ body, params }) => {
  if (!z.uuid().safeParse(params.gameId).success) throw new AppError({ code: "error.notFound", status: 404 });
  return setGameResult(await getAppDb(), params.gameId, body);
});
