import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { getTranslator } from "@/server/i18n/translate";
import { listImportRuns } from "@/server/tournaments/import/import-runs";

export const GET = withApi(routes.listImports, async ({ db, locale }) =>
  listImportRuns(db, await getTranslator(locale)),
);
