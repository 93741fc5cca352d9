import { z } from "zod";
import { TEXT_LIMITS } from "./limits";
import { PLAYER_COUNTRIES } from "../countries";
import { localeInput } from "./locale";
import { lineText } from "./text";

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

/** The profile fields a player may change themselves (avatar and e-mail have their own flows). */
export const profileInput = z.object({
  name: lineText(TEXT_LIMITS.playerName).optional(),
  locale: localeInput.optional(),
  timeZone: z.string().refine(isTimeZone).nullable().optional(),
  /** Shown in the world table and its country filter (decision 0048). */
  country: z
    .string()
    .refine((code) => PLAYER_COUNTRIES.includes(code))
    .nullable()
    .optional(),
});

/** The settings page's profile form: the same fields, the name required. */
export const profileFormInput = profileInput.required({ name: true });

export const agreementsInput = z
  .object({ terms: z.boolean().optional(), privacy: z.boolean().optional(), marketing: z.boolean().optional() })
  .strict();
export type AgreementsInput = z.infer<typeof agreementsInput>;

/** The language chosen in the menu: the profile's too when signed in (decision 0085 addendum). */
export const languageInput = z.object({ locale: localeInput }).strict();

export const newsletterInput = z.object({ subscribe: z.boolean() }).strict();

export const deleteAccountInput = z.object({ password: z.string().max(256).optional() }).strict();
