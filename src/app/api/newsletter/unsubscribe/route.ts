import { z } from "zod";
import { unsubscribeNewsletter } from "@/server/accounts/newsletter";
import { getAppDb } from "@/server/db";
import { withApi, type ApiContext } from "@/server/http/with-api";

const tokenQuery = z.object({ token: z.string().max(256).optional() });

async function unsubscribe({ request, query }: Pick<ApiContext<undefined, unknown, z.infer<typeof tokenQuery>>, "request" | "query">) {
  const token = query.token ?? "";
  const ok = token.length > 0 && (await unsubscribeNewsletter(await getAppDb(), token));
  return Response.redirect(new URL(`/account/newsletter?status=${ok ? "unsubscribed" : "invalid"}`, request.url), 302);
}

/** The link in every newsletter unsubscribes in one click. */
export const GET = withApi({ auth: "public", query: tokenQuery }, unsubscribe);
/** Mail clients' one-click unsubscribe (RFC 8058): posted by the mail provider, the token in the link authenticates. */
export const POST = withApi({ auth: "public", query: tokenQuery, crossSite: "one-click-unsubscribe" }, unsubscribe);
