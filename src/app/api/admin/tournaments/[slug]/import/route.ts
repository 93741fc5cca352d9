import { z } from "zod";
import { AppError } from "@/lib/errors";
import { SPORTS } from "@/lib/sports";
import { getAppDb } from "@/server/db";
import { slug } from "@/server/http/params";
import { withApi } from "@/server/http/with-api";
import { inputsFor, runImport } from "@/server/tournaments/import/run-import";

const MAX_BYTES = 20 * 1024 * 1024;
const fields = z.object({
  format: z.enum(["openfootball", "csv", "eurovision"]),
  sport: z.enum(SPORTS).optional(),
  name: z.string().trim().min(1).max(120).optional(),
  timeZone: z.string().max(64).optional(),
  year: z.coerce.number().int().min(1956).max(2100).optional(),
});

/** multipart/form-data: `file` plus the fields above; the tournament is created when new. */
export const POST = withApi({ auth: "admin", params: z.object({ slug }), upload: { maxBytes: MAX_BYTES, formField: "file" } }, async ({ form, params }) => {
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new AppError({ code: "error.validation.required", status: 400, formField: "file" });
  if (file.size > MAX_BYTES) throw new AppError({ code: "error.tooLarge", status: 413, formField: "file", params: { max: MAX_BYTES / (1024 * 1024) } });
  const options = fields.parse(Object.fromEntries([...form.entries()].filter(([k, v]) => k !== "file" && v !== "")));
  const content = await file.text();
  const input = inputsFor(options.format, content, params.slug, options);
  return runImport(await getAppDb(), options.format, input, params.slug);
});
