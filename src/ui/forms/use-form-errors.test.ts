import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { translateError } from "./use-form-errors";
import { zodCodeResolver } from "./zod-code-resolver";

const messages = JSON.parse(readFileSync(path.join(process.cwd(), "messages/en/common.json"), "utf8")) as Record<
  string,
  unknown
>;
const t = createTranslator({ locale: "en", messages }) as unknown as Parameters<typeof translateError>[0];

type FieldErrors = Record<string, { message: string; types?: Record<string, unknown> }>;

async function fieldErrors(
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  values: Record<string, unknown>,
): Promise<FieldErrors> {
  const resolve = zodCodeResolver(schema) as unknown as (values: unknown) => Promise<{ errors: FieldErrors }>;
  return (await resolve(values)).errors;
}

describe("form field errors", () => {
  it("keep a limit a number, so that its message reads in the right plural form", async () => {
    const errors = await fieldErrors(z.object({ name: z.string().max(1), motto: z.string().min(10) }), {
      name: "ab",
      motto: "short",
    });
    expect(errors.name!.types).toEqual({ max: 1 });
    expect(errors.motto!.types).toEqual({ min: 10 });
    expect(translateError(t, errors.name!.message, errors.name!.types as never)).toBe("Enter at most 1 character.");
    expect(translateError(t, errors.motto!.message, errors.motto!.types as never)).toBe(
      "Enter at least 10 characters.",
    );
  });
});
