import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { json, withApi } from "@/server/http/with-api";
import { createSite, listSites } from "@/server/sites/sites";

export const GET = withApi(routes.listSites, async () => listSites(await getAppDb()));

export const POST = withApi(routes.createSite, async ({ body }) => json(await createSite(await getAppDb(), body), 201));
