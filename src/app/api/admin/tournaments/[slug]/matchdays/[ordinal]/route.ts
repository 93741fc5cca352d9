import { z } from "zod";
import { getAppDb } from "@/server/db";
import { ordinal, slug } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { updateMatchday } from "@/server/tournaments/manage";
import { updateMatchdayInput } from "@/lib/schemas/tournaments";

export const PATCH = withApi({ auth: "admin", params: z.object({ slug, ordinal }), body: updateMatchdayInput }, async ({ body, params }) =>
  updateMatchday(await getAppDb(), params.slug, params.ordinal, body),
);
