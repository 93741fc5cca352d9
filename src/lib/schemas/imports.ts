import { z } from "zod";
import { TEXT_LIMITS } from "./limits";
import { SPORTS } from "../sports";
import { lineText } from "./text";

/** An admin's import: the text fields beside the file (multipart/form-data). */
export const importFields = z.object({
  format: z.enum(["openfootball", "csv", "eurovision"]),
  sport: z.enum(SPORTS).optional(),
  name: lineText(TEXT_LIMITS.tournamentName).optional(),
  timeZone: z.string().max(64).optional(),
  year: z.coerce.number().int().min(1956).max(2100).optional(),
});

const blankAsAbsent = <T>(schema: z.ZodType<T, string>) =>
  z
    .string()
    .transform((text) => (text.trim() === "" ? undefined : text.trim()))
    .pipe(z.union([z.undefined(), schema]));

/**
 * The admin's upload form as typed: the tournament's address (the path's slug) and the chosen file
 * beside `importFields`, whose empty fields are left out.
 */
export const importForm = z.object({
  format: importFields.shape.format,
  slug: lineText(TEXT_LIMITS.tournamentSlug),
  sport: importFields.shape.sport,
  timeZone: blankAsAbsent(z.string().max(64)),
  year: blankAsAbsent(z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1956).max(2100))),
  file: z.custom<File>((value) => typeof Blob !== "undefined" && value instanceof Blob, {
    message: "error.validation.required",
  }),
});
export interface ImportFormValues {
  format: z.infer<typeof importFields>["format"];
  slug: string;
  sport: NonNullable<z.infer<typeof importFields>["sport"]>;
  timeZone: string;
  year: string;
  file: File | null;
}
export type ImportFormInput = z.output<typeof importForm>;
