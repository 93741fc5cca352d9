/**
 * Phone numbers of the phone factor (decision 0053): E.164, a `+`, the country code and at most 15
 * digits in all. What a person types (spaces, dashes, brackets, dots, a leading `00`) is normalised
 * first; anything else is `error.phone.invalid`.
 */
import { z } from "zod";
import { TEXT_LIMITS } from "./schemas/limits";
import { lineText } from "./schemas/text";

const E164 = /^\+[1-9]\d{6,14}$/;

/** The E.164 form of what was typed, or null. */
export function toE164(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, "");
  const plus = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  return E164.test(plus) ? plus : null;
}

export const phoneInput = z
  .string()
  .trim()
  // Left empty, the field is required (said as every form says it), not "not a phone number".
  .min(1)
  .max(40)
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (!e164) {
      ctx.addIssue({ code: "custom", message: "error.phone.invalid" });
      return z.NEVER;
    }
    return e164;
  });

/** The number as shown in lists: the last digits only (`•••• 5678`). */
export function maskedPhone(e164: string): string {
  return `•••• ${e164.slice(-4)}`;
}

/** The codes sent by SMS: six digits. */
const SMS_CODE = new RegExp(`^\\d{${TEXT_LIMITS.smsCode}}$`);
export const smsCodeInput = z
  .string()
  .trim()
  .refine((code) => SMS_CODE.test(code), "error.phone.codeFormat");

/** A phone added as a second factor (`POST /api/account/factors`), and the settings form's fields. */
export const enrolPhoneInput = z.object({
  factor_type: z.literal("phone"),
  phone: phoneInput,
  friendly_name: lineText(TEXT_LIMITS.phoneName, 0).optional(),
});
