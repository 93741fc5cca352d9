import { z } from "zod";
import { LOCALES } from "../constants";
import { toLocale } from "../locales";

/**
 * A locale received in a body (profile, site languages): a current id or a former one. Kept out of
 * `lib/locales.ts`, which the app shell imports in the browser, so that zod is not shipped to pages
 * without a form (decision 0041).
 */
export const localeInput = z.preprocess((value) => toLocale(value) ?? value, z.enum(LOCALES));
