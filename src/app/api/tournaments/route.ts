import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { listOpenTournaments } from "@/server/tournaments/queries";

export const GET = withApi(routes.listTournaments, async ({ db }) => {
  const list = await listOpenTournaments(db);
  return list.map((t) => ({
    slug: t.slug,
    sport: t.sport,
    name: t.name,
    season: t.season,
    status: t.status,
    startsAt: t.startsAt,
    endsAt: t.endsAt,
    nextLock: t.nextLock,
    isDemo: t.isDemo,
  }));
});
