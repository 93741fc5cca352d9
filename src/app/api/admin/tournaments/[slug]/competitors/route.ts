import { z } from "zod";
import { getAppDb } from "@/server/db";
import { slug } from "@/server/http/params";
import { json, withApi } from "@/server/http/with-api";
import { createCompetitor } from "@/server/tournaments/manage";
import { competitorInput } from "@/lib/schemas/tournaments";

export const POST = withApi({ auth: "admin", params: z.object({ slug }), body: competitorInput }, async ({ body, params }) =>
  json(await createCompetitor(await getAppDb(), params.slug, body), 201),
);
