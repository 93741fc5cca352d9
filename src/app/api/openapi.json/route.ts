import { getEnv } from "@/lib/env";
import { openApiDocument } from "@/server/api/openapi";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";

export const dynamic = "force-dynamic";

/** The API's description, generated from the same specs the routes validate with. */
export const GET = withApi(routes.openapi, async () =>
  Response.json(openApiDocument(getEnv().PUBLIC_URL), { headers: { "cache-control": "public, max-age=300" } }),
);
