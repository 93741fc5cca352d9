import { confirmNewsletter } from "@/server/accounts/newsletter";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";

export const GET = withApi(routes.confirmNewsletter, async ({ db, request, query }) => {
  const token = query.token ?? "";
  const ok = token.length > 0 && (await confirmNewsletter(db, token));
  return Response.redirect(new URL(`/account/newsletter?status=${ok ? "confirmed" : "invalid"}`, request.url), 302);
});
