import { z } from "zod";
import { updateSiteInput } from "@/lib/schemas/sites";
import { getAppDb } from "@/server/db";
import { id } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { deleteSite, updateSite } from "@/server/sites/sites";

const params = z.object({ siteId: id });

export const PATCH = withApi({ auth: "admin", params, body: updateSiteInput }, async ({ body, params }) => updateSite(await getAppDb(), params.siteId, body));

export const DELETE = withApi({ auth: "admin", params }, async ({ params }) => deleteSite(await getAppDb(), params.siteId));
