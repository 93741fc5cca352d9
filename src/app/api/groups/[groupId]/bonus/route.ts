import { routes } from "@/server/api/routes";
import { getGroupBonus, setGroupBonus } from "@/server/bonus/questions";
import { withApi } from "@/server/http/with-api";

export const GET = withApi(routes.getGroupBonus, async ({ db, session, params }) =>
  getGroupBonus(db, session.user.id, params.groupId),
);

export const PUT = withApi(routes.setGroupBonus, async ({ db, session, params, body }) =>
  setGroupBonus(db, session.user.id, params.groupId, body),
);
