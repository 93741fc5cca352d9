import { routes } from "@/server/api/routes";
import { json, withApi } from "@/server/http/with-api";
import { createSite, listSites } from "@/server/sites/sites";

export const GET = withApi(routes.listSites, async ({ db }) => listSites(db));

export const POST = withApi(routes.createSite, async ({ db, body }) => json(await createSite(db, body), 201));
