import { z } from "zod";
import { getAppDb } from "@/server/db";
import { slug } from "@/server/http/params";
import { json, withApi } from "@/server/http/with-api";
import { createGame } from "@/server/tournaments/manage";
import { gameInput } from "@/lib/schemas/tournaments";

export const POST = withApi({ auth: "admin", params: z.object({ slug }), body: gameInput }, async ({ body, params }) =>
  json(await createGame(await getAppDb(), params.slug, body), 201),
);
