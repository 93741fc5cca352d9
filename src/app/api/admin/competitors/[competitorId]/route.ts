import { z } from "zod";
import { AppError } from "@/lib/errors";
import { competitorInput } from "@/lib/schemas/tournaments";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { updateCompetitor } from "@/server/tournaments/manage";

const competitorUpdate = competitorInput.partial();

export const PATCH = withApi<z.infer<typeof competitorUpdate>, { competitorId: string }>({ auth: "admin", body: competitorUpdate }, async ({ body, params }) => {
  if (!z.uuid().safeParse(params.competitorId).success) throw new AppError({ code: "error.notFound", status: 404 });
  return updateCompetitor(await getAppDb(), params.competitorId, body);
});
