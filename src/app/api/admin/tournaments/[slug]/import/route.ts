import { AppError } from "@/lib/errors";
import { IMPORT_MAX_BYTES as MAX_BYTES, importFields, routes } from "@/server/api/routes";
import { getAppDb } from "@/server/db";
import { withApi } from "@/server/http/with-api";
import { inputsFor, runImport } from "@/server/tournaments/import/run-import";

/** multipart/form-data: `file` plus the fields of `importFields`; the tournament is created when new. */
export const POST = withApi(routes.importTournament, async ({ form, params }) => {
  const file = form.get("file");
  if (!(file instanceof Blob))
    throw new AppError({
      code: "error.validation.required",
      status: 400,
      formField: "file",
    });
  if (file.size > MAX_BYTES)
    throw new AppError({
      code: "error.tooLarge",
      status: 413,
      formField: "file",
      params: { max: MAX_BYTES / (1024 * 1024) },
    });
  const options = importFields.parse(Object.fromEntries([...form.entries()].filter(([k, v]) => k !== "file" && v !== "")));
  const content = await file.text();
  const input = inputsFor(options.format, content, params.slug, options);
  return runImport(await getAppDb(), options.format, input, params.slug);
});
