import { z } from "zod";
import { competitorInput } from "@/lib/schemas/tournaments";
import { getAppDb } from "@/server/db";
import { id } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { updateCompetitor } from "@/server/tournaments/manage";

const competitorUpdate = competitorInput.partial();

export const PATCH = withApi({ auth: "admin", params: z.object({ competitorId: id }), body: competitorUpdate }, async ({ body, params }) =>
  updateCompetitor(await getAppDb(), params.competitorId, body),
);
