import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { json, withApi } from "@/server/http/with-api";
import { createMatchday } from "@/server/tournaments/manage";

export const POST = withApi(routes.createMatchday, async ({ body, params }) => json(await createMatchday(await getAppDb(), params.slug, body), 201));
