import { routes } from "@/server/api/routes";
import { checkReadiness } from "@/server/health/check-health";
import { withApi } from "@/server/http/with-api";

export const dynamic = "force-dynamic";

/** Readiness for load balancers: 200 when this instance can serve, 503 `error.unavailable` when not. */
export const GET = withApi(routes.ready, async () =>
  Response.json(await checkReadiness(), { headers: { "cache-control": "no-store" } }),
);
