import { z } from "zod";
import { getAppDb } from "@/server/db";
import { slug } from "@/server/http/params";
import { json, withApi } from "@/server/http/with-api";
import { createMatchday } from "@/server/tournaments/manage";
import { matchdayInput } from "@/lib/schemas/tournaments";

export const POST = withApi({ auth: "admin", params: z.object({ slug }), body: matchdayInput }, async ({ body, params }) =>
  json(await createMatchday(await getAppDb(), params.slug, body), 201),
);
