import { AppError } from "@/lib/errors";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { updateMatchday } from "@/server/tournaments/manage";
import { updateMatchdayInput } from "@/lib/schemas/tournaments";

export const PATCH = withApi<typeof updateMatchdayInput._output, { slug: string; ordinal: string }>(
  { auth: "admin", body: updateMatchdayInput },
  async ({ body, params }) => {
    const ordinal = Number(params.ordinal);
    if (!Number.isInteger(ordinal) || ordinal < 1) throw new AppError({ code: "error.notFound", status: 404 });
    return updateMatchday(await getAppDb(), params.slug, ordinal, body);
  },
);
