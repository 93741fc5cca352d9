import { getAppDb } from "@/server/db";
import { json, withApi } from "@/server/http/with-api";
import { createMatchday } from "@/server/tournaments/manage";
import { matchdayInput } from "@/lib/schemas/tournaments";

export const POST = withApi<typeof matchdayInput._output, { slug: string }>({ auth: "admin", body: matchdayInput }, async ({ body, params }) =>
  json(await createMatchday(await getAppDb(), params.slug, body), 201),
);
