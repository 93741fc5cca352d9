import { updateSiteInput, type UpdateSiteInput } from "@/lib/schemas/sites";
import { getAppDb } from "@/server/db";
import { idParam } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { deleteSite, updateSite } from "@/server/sites/sites";

export const PATCH = withApi<UpdateSiteInput, { siteId: string }, "admin">({ auth: "admin", body: updateSiteInput }, async ({ body, params }) =>
  updateSite(await getAppDb(), idParam(params.siteId), body),
);

export const DELETE = withApi<undefined, { siteId: string }, "admin">({ auth: "admin" }, async ({ params }) => deleteSite(await getAppDb(), idParam(params.siteId)));
