import { AppError } from "@/lib/errors";
import { IMPORT_MAX_BYTES as MAX_BYTES, importFields, routes } from "@/server/api/routes";
import { json, withApi } from "@/server/http/with-api";
import { getTranslator } from "@/server/i18n/translate";
import { importUploadJob } from "@/server/jobs/jobs";
import { enqueueRun } from "@/server/jobs/runner";
import { getImportRun } from "@/server/tournaments/import/import-runs";
import { checkImportRequest, type ImportRequest } from "@/server/tournaments/import/run-import";

/**
 * multipart/form-data: `file` plus the fields of `importFields`. The file is kept and its import
 * queued as a job run (decision 0046): 202 with the run, which any instance's runner takes.
 */
export const POST = withApi(routes.importTournament, async ({ db, form, params, locale }) => {
  const file = form.get("file");
  if (!(file instanceof Blob))
    throw new AppError({
      code: "error.validation.required",
      formField: "file",
    });
  if (file.size > MAX_BYTES)
    throw new AppError({
      code: "error.tooLarge",
      formField: "file",
      params: { max: MAX_BYTES / (1024 * 1024) },
    });
  const options = importFields.parse(
    Object.fromEntries([...form.entries()].filter(([k, v]) => k !== "file" && v !== "")),
  );
  const request: ImportRequest = { slug: params.slug, ...options };
  checkImportRequest(request);
  const fileName = (file instanceof File && file.name ? file.name : "upload").slice(0, 200);
  const id = await enqueueRun(
    db,
    importUploadJob,
    { ...request, fileName },
    { name: fileName, content: new Uint8Array(await file.arrayBuffer()) },
  );
  return json(await getImportRun(db, await getTranslator(locale), id), 202);
});
