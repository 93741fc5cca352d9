import { createSiteInput, type CreateSiteInput } from "@/lib/schemas/sites";
import { getAppDb } from "@/server/db";
import { json, withApi } from "@/server/http/with-api";
import { createSite, listSites } from "@/server/sites/sites";

export const GET = withApi<undefined, Record<string, never>, "admin">({ auth: "admin" }, async () => listSites(await getAppDb()));

export const POST = withApi<CreateSiteInput, Record<string, never>, "admin">({ auth: "admin", body: createSiteInput }, async ({ body }) => json(await createSite(await getAppDb(), body), 201));
