import { defineRouting } from "next-intl/routing";
import { CONSENT_COOKIE, DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from "@/lib/constants";

export const routing = defineRouting({
  locales: [...LOCALES],
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeCookie: { name: LOCALE_COOKIE, maxAge: CONSENT_COOKIE.maxAgeSeconds, sameSite: "lax" },
  // The seed's `ua` is a URL segment, but its language tag is `uk` in hreflang.
  alternateLinks: false,
});
