import { unsubscribeNewsletter } from "@/server/accounts/newsletter";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

// GET: the link in every newsletter unsubscribes in one click; POST: mail clients' one-click (RFC 8058).
const unsubscribe = withApi({ auth: "public" }, async ({ request }) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const ok = token.length > 0 && (await unsubscribeNewsletter(await getAppDb(), token));
  return Response.redirect(new URL(`/account/newsletter?status=${ok ? "unsubscribed" : "invalid"}`, request.url), 302);
});

export const GET = unsubscribe;
export const POST = unsubscribe;
