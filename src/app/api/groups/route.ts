import { routes } from "@/server/api/routes";
import { createGroup } from "@/server/groups/manage-groups";
import { json, withApi } from "@/server/http/with-api";

export const POST = withApi(routes.createGroup, async ({ db, session, body }) =>
  json(await createGroup(db, session.user.id, body), 201),
);
