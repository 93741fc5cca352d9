import { routes } from "@/server/api/routes";
import { updateBonusQuestion } from "@/server/bonus/questions";
import { withApi } from "@/server/http/with-api";

export const PATCH = withApi(routes.updateBonusQuestion, async ({ db, params, body }) =>
  updateBonusQuestion(db, params.questionId, body),
);
