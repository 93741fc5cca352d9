/**
 * Form fields whose typed text is not yet the value an API takes: a comma-separated list, an
 * optional text left blank. Their errors stay on the field itself (a form shows no `field.0`).
 */
import { z } from "zod";

/** The items of a comma-separated text ("a.example, b.example"), blanks left out. */
export const splitList = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** A comma-separated text as the list its API takes; an empty list, too long a one or a wrong item is the field's error. */
export function commaList<T>(item: z.ZodType<T>, { min = 0, max }: { min?: number; max: number }) {
  return z.string().transform((text, ctx) => {
    const items = splitList(text);
    const parsed = items.map((raw) => item.safeParse(raw));
    if (items.length < min || items.length > max || parsed.some((p) => !p.success)) {
      ctx.addIssue({
        code: "custom",
        message: items.length === 0 ? "error.validation.required" : "error.validation.invalid",
        input: text,
      });
      return z.NEVER;
    }
    return parsed.map((p) => p.data as T);
  });
}

/** An optional text: blank is null (the API clears it), else what the schema makes of it. */
export function blankAsNull<T>(schema: z.ZodType<T, string>) {
  return z
    .string()
    .transform((text) => (text.trim() === "" ? null : text))
    .pipe(z.union([z.null(), schema]));
}
