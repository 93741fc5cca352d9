import { confirmNewsletter } from "@/server/accounts/newsletter";
import { routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

export const GET = withApi(routes.confirmNewsletter, async ({ request, query }) => {
  const token = query.token ?? "";
  const ok = token.length > 0 && (await confirmNewsletter(await getAppDb(), token));
  return Response.redirect(new URL(`/account/newsletter?status=${ok ? "confirmed" : "invalid"}`, request.url), 302);
});
