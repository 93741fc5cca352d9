import { z } from "zod";
import { AppError } from "@/lib/errors";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { deleteGame, updateGame } from "@/server/tournaments/manage";
import { updateGameInput } from "@/lib/schemas/tournaments";

const gameId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw new AppError({ code: "error.notFound", status: 404 });
  return id;
};

export const PATCH = withApi<typeof updateGameInput._output, { gameId: string }>({ auth: "admin", body: updateGameInput }, async ({ body, params }) =>
  updateGame(await getAppDb(), gameId(params.gameId), body),
);

export const DELETE = withApi<undefined, { gameId: string }>({ auth: "admin" }, async ({ params }) => deleteGame(await getAppDb(), gameId(params.gameId)));
