import { routes } from "@/server/api/routes";
import { updateGroupSettings } from "@/server/groups/manage-groups";
import { withApi } from "@/server/http/with-api";

export const POST = withApi(routes.updateGroupSettings, async ({ db, session, body }) =>
  updateGroupSettings(db, session.user.id, body),
);
