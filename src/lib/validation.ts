/**
 * Zod issues as translated field errors, shared by the forms and the API so that a field says
 * the same thing whether the browser or the server caught it.
 */
import type { z } from "zod";
import { isErrorCode } from "./error-codes";
import { AppError, type ErrorParams, type FieldErrorDetail } from "./errors";

type Issue = z.core.$ZodIssue;

export function fieldErrorOf(issue: Issue): FieldErrorDetail {
  const field = issue.path.map(String).join(".");
  // A schema that names its own translated code for a rule (`z.literal(true, { error:
  // "error.auth.agreementsRequired" })`) is heard, whatever the rule: zod's own messages are
  // English sentences, never one of our codes.
  if (issue.code !== "custom" && isErrorCode(issue.message)) return { field, code: issue.message };
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) <= 1) return { field, code: "error.validation.required" };
      if (issue.origin === "string")
        return { field, code: "error.validation.tooShort", params: { min: Number(issue.minimum) } };
      return { field, code: "error.validation.invalid" };
    case "too_big":
      if (issue.origin === "string")
        return { field, code: "error.validation.tooLong", params: { max: Number(issue.maximum) } };
      return { field, code: "error.validation.invalid" };
    case "invalid_format":
      return { field, code: issue.format === "email" ? "error.validation.email" : "error.validation.invalid" };
    case "invalid_type": {
      // Zod 4 leaves the input out of its issues unless asked to, but its message says what came.
      const missing =
        "input" in issue && issue.input !== undefined
          ? issue.input === null
          : /received (undefined|null)\b/.test(issue.message);
      return { field, code: missing ? "error.validation.required" : "error.validation.invalid" };
    }
    case "custom":
      // A refinement may name its own translated code (`error.phone.invalid`), with its params.
      return isErrorCode(issue.message)
        ? { field, code: issue.message, params: issue.params as ErrorParams | undefined }
        : { field, code: "error.validation.invalid" };
    default:
      return { field, code: "error.validation.invalid" };
  }
}

/** A failed parse as one application error: the first field's message leads, all are listed. */
export function validationError(error: z.ZodError): AppError {
  const errors = error.issues.map(fieldErrorOf);
  const first = errors[0];
  if (!first || !first.field) {
    return new AppError({ code: first?.code ?? "error.validation.invalid", status: 400, errors });
  }
  return new AppError({
    code: first.code,
    status: 400,
    formField: first.field,
    params: first.params as ErrorParams,
    errors,
  });
}

/**
 * Where a NUL byte hides in a parsed input (a JSON body, path or query parameters), as a field
 * path ("" at the top), or null when there is none. No text of ours may hold one, and the
 * database refuses it with an error that is not the user's to read.
 */
export function nulBytePath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulBytePath(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes("\u0000")) return [...path, key.replaceAll("\u0000", "")].join(".");
      const found = nulBytePath(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
