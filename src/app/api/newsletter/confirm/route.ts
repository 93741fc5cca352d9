import { z } from "zod";
import { confirmNewsletter } from "@/server/accounts/newsletter";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

const query = z.object({ token: z.string().max(256).optional() });

export const GET = withApi({ auth: "public", query }, async ({ request, query }) => {
  const token = query.token ?? "";
  const ok = token.length > 0 && (await confirmNewsletter(await getAppDb(), token));
  return Response.redirect(new URL(`/account/newsletter?status=${ok ? "confirmed" : "invalid"}`, request.url), 302);
});
