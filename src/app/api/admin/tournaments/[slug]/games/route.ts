import { getAppDb } from "@/server/db";
import { json, withApi } from "@/server/http/with-api";
import { createGame } from "@/server/tournaments/manage";
import { gameInput } from "@/lib/schemas/tournaments";

export const POST = withApi<typeof gameInput._output, { slug: string }>({ auth: "admin", body: gameInput }, async ({ body, params }) =>
  json(await createGame(await getAppDb(), params.slug, body), 201),
);
