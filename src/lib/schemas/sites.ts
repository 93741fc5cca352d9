import { z } from "zod";
import { LOCALES } from "../constants";
import { localeInput } from "./locale";

const host = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/);

const fields = {
  host,
  name: z.string().trim().min(1).max(60),
  slogan: z.string().trim().min(1).max(120).nullable().optional(),
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
  adsPageKey: z.string().trim().min(1).max(120).nullable().optional(),
  featured: z.array(z.string().trim().min(1).max(64)).max(12).optional(),
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
