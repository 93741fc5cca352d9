import { routes } from "@/server/api/routes";
import { checkHealth } from "@/server/health/check-health";
import { json, withApi } from "@/server/http/with-api";

export const dynamic = "force-dynamic";

export const GET = withApi(routes.health, async () => {
  const health = await checkHealth();
  return json(health, health.status === "ok" ? 200 : 503);
});
