import { routes } from "@/server/api/routes";
import { createBonusQuestion, listBonusQuestions } from "@/server/bonus/questions";
import { json, withApi } from "@/server/http/with-api";

export const GET = withApi(routes.listBonusQuestions, async ({ db, params }) => listBonusQuestions(db, params.slug));

export const POST = withApi(routes.createBonusQuestion, async ({ db, params, body }) =>
  json(await createBonusQuestion(db, params.slug, body), 201),
);
