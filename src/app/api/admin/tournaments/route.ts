import { getAppDb } from "@/server/db";
import { json, withApi } from "@/server/http/with-api";
import { createTournament } from "@/server/tournaments/manage";
import { createTournamentInput } from "@/lib/schemas/tournaments";

export const POST = withApi({ auth: "admin", body: createTournamentInput }, async ({ body }) =>
  json(await createTournament(await getAppDb(), body), 201),
);
