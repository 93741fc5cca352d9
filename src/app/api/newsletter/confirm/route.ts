import { confirmNewsletter } from "@/server/accounts/newsletter";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";

export const GET = withApi({ auth: "public" }, async ({ request }) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const ok = token.length > 0 && (await confirmNewsletter(await getAppDb(), token));
  return Response.redirect(new URL(`/account/newsletter?status=${ok ? "confirmed" : "invalid"}`, request.url), 302);
});
