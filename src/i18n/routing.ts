import { defineRouting } from "next-intl/routing";
import { CONSENT_COOKIE, DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_PREFIXES, LOCALES } from "@/lib/constants";

export const routing = defineRouting({
  locales: [...LOCALES],
  defaultLocale: DEFAULT_LOCALE,
  // Locale ids are language tags (`uk`, `pt-PT`); the URL keeps the seed's `/ua` and `/pt`.
  localePrefix: { mode: "as-needed", prefixes: LOCALE_PREFIXES },
  localeCookie: { name: LOCALE_COOKIE, maxAge: CONSENT_COOKIE.maxAgeSeconds, sameSite: "lax" },
  // hreflang is ours (src/ui/metadata.ts), in the page's <head>.
  alternateLinks: false,
});
