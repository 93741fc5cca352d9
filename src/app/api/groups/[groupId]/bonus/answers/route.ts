import { routes } from "@/server/api/routes";
import { saveBonusAnswers } from "@/server/bonus/questions";
import { withApi } from "@/server/http/with-api";

export const PUT = withApi(routes.saveBonusAnswers, async ({ db, session, params, body }) =>
  saveBonusAnswers(db, session.user.id, params.groupId, body),
);
