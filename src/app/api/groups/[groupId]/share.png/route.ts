import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { groupCard } from "@/server/share/cards";
import { renderShareImage, SHARE_IMAGE } from "@/server/share/share-image";
import { resolveSite } from "@/server/sites/sites";

export const dynamic = "force-dynamic";

/** A group's share image: its top three for members, the invitation with `?code=` (decision 0037). */
export const GET = withApi(routes.groupShareImage, async ({ db, params, query, request, session }) => {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const locale = query.lang ?? (await resolveSite(db, host)).defaultLocale;
  const { card } = await groupCard(db, params.groupId, locale, {
    userId: session?.user.id ?? null,
    code: query.code ?? null,
    host,
  });
  return new Response(await renderShareImage(card), {
    headers: {
      "content-type": SHARE_IMAGE.contentType,
      "cache-control": "private, max-age=300",
      vary: "Cookie",
    },
  });
});
