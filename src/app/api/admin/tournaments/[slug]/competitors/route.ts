import { getAppDb } from "@/server/db";
import { json, withApi } from "@/server/http/with-api";
import { createCompetitor } from "@/server/tournaments/manage";
import { competitorInput } from "@/lib/schemas/tournaments";

export const POST = withApi<typeof competitorInput._output, { slug: string }>({ auth: "admin", body: competitorInput }, async ({ body, params }) =>
  json(await createCompetitor(await getAppDb(), params.slug, body), 201),
);
