import { AppError } from "@/lib/errors";
import { routes } from "@/server/api/routes";
import { withApi } from "@/server/http/with-api";
import { getTranslator } from "@/server/i18n/translate";
import { getImportRun } from "@/server/tournaments/import/import-runs";

export const GET = withApi(routes.getImport, async ({ db, params, locale }) => {
  const run = await getImportRun(db, await getTranslator(locale), params.id);
  if (!run) throw new AppError({ code: "error.notFound" });
  return run;
});
