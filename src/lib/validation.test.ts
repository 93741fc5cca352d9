import { describe, expect, it } from "vitest";
import { signUpInput } from "./schemas/account";
import { contactInput } from "./schemas/contact";
import { validationError } from "./validation";

function errorOf(input: unknown) {
  const parsed = contactInput.safeParse(input);
  if (parsed.success) throw new Error("expected a failure");
  return validationError(parsed.error);
}

describe("validationError", () => {
  it("names the first bad field and lists every one with its translation key", () => {
    const error = errorOf({ name: "", email: "nope", message: "short" });
    expect(error).toMatchObject({ status: 400, code: "error.validation.required", formField: "name" });
    expect(error.errors).toEqual([
      { field: "name", code: "error.validation.required" },
      { field: "email", code: "error.validation.email" },
      { field: "message", code: "error.validation.tooShort", params: { min: 10 } },
    ]);
  });

  it("reports too long values with their limit, and missing ones as required", () => {
    const error = errorOf({ name: "x".repeat(101), email: "a@b.co", message: "long enough message" });
    expect(error).toMatchObject({ code: "error.validation.tooLong", formField: "name", params: { max: 100 } });
    expect(errorOf({ name: "A", message: "long enough message" })).toMatchObject({
      code: "error.validation.required",
      formField: "email",
    });
  });

  it("tells a missing value (required) from one of the wrong type (invalid)", () => {
    expect(errorOf({ name: 42, email: "a@b.co", message: "long enough message" })).toMatchObject({
      code: "error.validation.invalid",
      formField: "name",
    });
    expect(errorOf({ name: null, email: "a@b.co", message: "long enough message" })).toMatchObject({
      code: "error.validation.required",
      formField: "name",
    });
  });

  it("says the code a schema names for its rule: an agreement not accepted is asked for, not 'check this field'", () => {
    const parsed = signUpInput.safeParse({
      name: "Ivo",
      email: "ivo@example.com",
      password: "green-pitch-42",
      acceptTerms: false,
      acceptPrivacy: false,
      acceptMarketing: false,
    });
    expect(parsed.success).toBe(false);
    // Each box its own words, not one sentence said twice.
    expect(validationError(parsed.error!).errors).toEqual([
      { field: "acceptTerms", code: "error.auth.termsRequired" },
      { field: "acceptPrivacy", code: "error.auth.privacyRequired" },
    ]);
  });

  it("accepts a good message and trims it", () => {
    expect(contactInput.parse({ name: " Ana ", email: " ana@example.com ", message: "Hello there, friends" })).toEqual({
      name: "Ana",
      email: "ana@example.com",
      message: "Hello there, friends",
    });
  });
});
