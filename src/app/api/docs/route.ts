import { getEnv } from "@/lib/env";
import { renderDocsPage } from "@/server/api/docs-page";
import { openApiDocument } from "@/server/api/openapi";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";

export const dynamic = "force-dynamic";

/** The API reference as a page: no script, nothing loaded from elsewhere. */
export const GET = withApi(
  routes.docs,
  async () =>
    new Response(renderDocsPage(openApiDocument(getEnv().PUBLIC_URL)), {
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=300" },
    }),
);
