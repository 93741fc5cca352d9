import { routes } from "@/server/api/routes";
import { listPublicLeagues } from "@/server/groups/public-leagues";
import { withApi } from "@/server/http/with-api";

export const GET = withApi(routes.publicLeagues, async ({ db, session, params, query }) =>
  listPublicLeagues(db, params.slug, session?.user.id ?? null, query.page ?? 1),
);
