import type { z } from "zod";
import type { FieldValues, Resolver } from "@/ui/forms/form";
import type { ErrorParams } from "@/lib/errors";
import { fieldErrorOf } from "@/lib/validation";

/** A form resolver from a shared zod schema; messages are codes with their params in `types`. */
export function zodCodeResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, z.output<S>> {
  return (async (values: unknown) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    // `types` carries the params as they are: a count stays a number, for the message's plural forms.
    const errors: Record<string, { type: string; message: string; types?: ErrorParams }> = {};
    for (const issue of parsed.error.issues) {
      const detail = fieldErrorOf(issue);
      if (errors[detail.field]) continue;
      errors[detail.field] = { type: detail.code, message: detail.code, types: detail.params };
    }
    return { values: {}, errors };
  }) as unknown as Resolver<z.input<S>, z.output<S>>;
}
