import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { deleteSite, updateSite } from "@/server/sites/sites";

export const PATCH = withApi(routes.updateSite, async ({ db, body, params }) => updateSite(db, params.siteId, body));

export const DELETE = withApi(routes.deleteSite, async ({ db, params }) => deleteSite(db, params.siteId));
