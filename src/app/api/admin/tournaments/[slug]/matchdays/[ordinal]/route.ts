import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { updateMatchday } from "@/server/tournaments/manage";

export const PATCH = withApi(routes.updateMatchday, async ({ body, params }) => updateMatchday(await getAppDb(), params.slug, params.ordinal, body));
