import { routes } from "@/server/api/routes";
import { requireAdmin } from "@/server/auth/session";
import { withApi } from "@/server/http/with-api";
import { metricsTokenMatches } from "@/server/metrics/access";
import { renderMetrics } from "@/server/metrics/metrics";

export const dynamic = "force-dynamic";

/** This instance's metrics for Prometheus: a scraper with METRICS_TOKEN, or a signed-in admin. */
export const GET = withApi(routes.metrics, async ({ request }) => {
  if (!metricsTokenMatches(request.headers.get("authorization"))) await requireAdmin(request.headers);
  return new Response(renderMetrics(), {
    headers: { "content-type": "text/plain; version=0.0.4; charset=utf-8", "cache-control": "no-store" },
  });
});
