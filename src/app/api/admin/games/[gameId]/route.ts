import { z } from "zod";
import { getAppDb } from "@/server/db";
import { id } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { deleteGame, updateGame } from "@/server/tournaments/manage";
import { updateGameInput } from "@/lib/schemas/tournaments";

const params = z.object({ gameId: id });

export const PATCH = withApi({ auth: "admin", params, body: updateGameInput }, async ({ body, params }) => updateGame(await getAppDb(), params.gameId, body));

export const DELETE = withApi({ auth: "admin", params }, async ({ params }) => deleteGame(await getAppDb(), params.gameId));
