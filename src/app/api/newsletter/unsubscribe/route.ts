import { unsubscribeNewsletter } from "@/server/accounts/newsletter";
import { routes } from "@/server/api/routes";
import { withApi, type ApiContext } from "@/server/http/with-api";

async function unsubscribe({
  db,
  request,
  query,
}: Pick<ApiContext<undefined, unknown, { token?: string }>, "db" | "request" | "query">) {
  const token = query.token ?? "";
  const ok = token.length > 0 && (await unsubscribeNewsletter(db, token));
  return Response.redirect(new URL(`/account/newsletter?status=${ok ? "unsubscribed" : "invalid"}`, request.url), 302);
}

/** The link in every newsletter unsubscribes in one click. */
export const GET = withApi(routes.unsubscribeNewsletterLink, unsubscribe);
/** Mail clients' one-click unsubscribe (RFC 8058): posted by the mail provider, the token in the link authenticates. */
export const POST = withApi(routes.unsubscribeNewsletterOneClick, unsubscribe);
