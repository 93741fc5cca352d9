import { routes } from "@/server/api/routes";
import { continueGroup } from "@/server/groups/seasons";
import { json, withApi } from "@/server/http/with-api";

export const POST = withApi(routes.continueGroup, async ({ db, session, params, body }) =>
  json(await continueGroup(db, session.user.id, params.groupId, body.tournament), 201),
);
