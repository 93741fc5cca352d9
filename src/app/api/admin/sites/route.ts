import { createSiteInput } from "@/lib/schemas/sites";
import { getAppDb } from "@/server/db";
import { json, withApi } from "@/server/http/with-api";
import { createSite, listSites } from "@/server/sites/sites";

export const GET = withApi({ auth: "admin" }, async () => listSites(await getAppDb()));

export const POST = withApi({ auth: "admin", body: createSiteInput }, async ({ body }) => json(await createSite(await getAppDb(), body), 201));
