import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { deleteSite, updateSite } from "@/server/sites/sites";

export const PATCH = withApi(routes.updateSite, async ({ body, params }) => updateSite(await getAppDb(), params.siteId, body));

export const DELETE = withApi(routes.deleteSite, async ({ params }) => deleteSite(await getAppDb(), params.siteId));
