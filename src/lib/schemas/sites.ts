import { z } from "zod";
import { LOCALES, type Locale } from "../constants";
import { commaList, blankAsNull } from "./form-values";
import { TEXT_LIMITS } from "./limits";
import { localeInput } from "./locale";
import { lineText } from "./text";

const host = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/);

const featuredSlug = lineText(TEXT_LIMITS.tournamentSlug);
const MAX_FEATURED = 12;

const fields = {
  host,
  name: lineText(TEXT_LIMITS.siteName),
  slogan: lineText(TEXT_LIMITS.siteSlogan).nullable().optional(),
  locales: z.array(localeInput).min(1).max(LOCALES.length),
  defaultLocale: localeInput,
  gtmId: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .nullable()
    .optional(),
  gaId: z
    .string()
    .regex(/^G-[A-Z0-9]+$/)
    .nullable()
    .optional(),
  adsPageKey: lineText(TEXT_LIMITS.adsPageKey).nullable().optional(),
  featured: z.array(featuredSlug).max(MAX_FEATURED).optional(),
};

const defaultOffered = (value: { locales?: string[]; defaultLocale?: string }, ctx: z.core.$RefinementCtx) => {
  if (value.locales && value.defaultLocale && !value.locales.includes(value.defaultLocale)) {
    ctx.addIssue({
      code: "custom",
      path: ["defaultLocale"],
      message: "the default language must be one of the offered ones",
      input: value.defaultLocale,
    });
  }
};

export const createSiteInput = z.object(fields).strict().superRefine(defaultOffered);
export type CreateSiteInput = z.infer<typeof createSiteInput>;

export const updateSiteInput = z.object(fields).partial().strict().superRefine(defaultOffered);
export type UpdateSiteInput = z.infer<typeof updateSiteInput>;

/**
 * The admin's site form as typed: optional fields left blank are null, the featured tournaments
 * comma-separated; parsed, it is the body `createSiteInput` and `updateSiteInput` take.
 */
export const siteForm = z
  .object({
    host: fields.host,
    name: fields.name,
    slogan: blankAsNull(lineText(TEXT_LIMITS.siteSlogan, 0)),
    locales: fields.locales,
    defaultLocale: fields.defaultLocale,
    gtmId: blankAsNull(
      z
        .string()
        .trim()
        .regex(/^GTM-[A-Z0-9]+$/),
    ),
    gaId: blankAsNull(
      z
        .string()
        .trim()
        .regex(/^G-[A-Z0-9]+$/),
    ),
    adsPageKey: blankAsNull(lineText(TEXT_LIMITS.adsPageKey, 0)),
    featured: commaList(featuredSlug, { max: MAX_FEATURED }),
  })
  .superRefine(defaultOffered);
export interface SiteFormValues {
  host: string;
  name: string;
  slogan: string;
  locales: Locale[];
  defaultLocale: Locale;
  gtmId: string;
  gaId: string;
  adsPageKey: string;
  featured: string;
}
