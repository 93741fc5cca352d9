/**
 * The seed's business constants (seed §9) and the product's limits (PRODUCT.md §4), in one place.
 * Everything that applies one of these imports it from here.
 */

/**
 * A locale's id is its language tag: what Intl, ICU plurals, <html lang>, hreflang and stored data
 * (profiles, sites, the locale cookie) use. The URL keeps the seed's segments (`/ua`, `/pt`, see
 * LOCALE_PREFIXES); decision 0025.
 */
export const LOCALES = ["en", "de", "es", "fr", "it", "lt", "lv", "pl", "pt-PT", "uk"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The URL prefix of a locale whose seed segment is not its tag: `ua` in URLs is `uk` everywhere else. */
export const LOCALE_PREFIXES = { uk: "/ua", "pt-PT": "/pt" } as const satisfies Partial<Record<Locale, `/${string}`>>;

/** Each language's own name, shown in the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  it: "Italiano",
  lt: "Lietuvių",
  lv: "Latviešu",
  pl: "Polski",
  "pt-PT": "Português",
  uk: "Українська",
};

export const LOCALE_COOKIE = "NEXT_LOCALE";

export const SEARCH_DEBOUNCE_MS = 300;

export const AVATAR = { bucket: "avatars", size: 200, format: "webp" } as const;

/** The seed's page-size-like constant. */
export const PAGE_SIZE = 50;

/** The cookie notice's answer, for a year: "1" accepted (analytics and ads may load), "0" declined. */
export const CONSENT_COOKIE = {
  name: "callit-consent",
  maxAgeSeconds: 31_536_000,
  path: "/",
  accepted: "1",
  declined: "0",
} as const;
export type ConsentAnswer = typeof CONSENT_COOKIE.accepted | typeof CONSENT_COOKIE.declined;

/** What a request's consent cookie answers: null when the notice was not answered yet. */
export function consentAnswer(value: string | undefined): ConsentAnswer | null {
  if (value === undefined) return null;
  return value === CONSENT_COOKIE.accepted ? CONSENT_COOKIE.accepted : CONSENT_COOKIE.declined;
}

export const SNACKBAR = {
  maxSnack: 3,
  autoHideDurationMs: 5000,
  anchorOrigin: { vertical: "bottom", horizontal: "left" },
} as const;

export const SESSION = {
  cookieMaxAgeSeconds: 34_560_000,
  refreshThresholdSeconds: 90,
  autoRefreshTickMs: 30_000,
  autoRefreshTickThreshold: 3,
  keySetCacheMs: 10 * 60 * 1000,
  cookieChunkSize: 3180,
} as const;

export const REALTIME = { heartbeatMs: 25_000, reconnectDelaysMs: [1000, 2000, 5000, 10_000] } as const;

export const STORAGE = { listLimit: 100, cacheControlSeconds: 3600 } as const;

export const THEME = {
  borderRadius: 8,
  spacing: 8,
  breakpoints: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
  buttonRadius: "1.5rem",
  bottomNavigationSpacingUnits: 8,
  paperElevation: 4,
} as const;

export const MONEY = { defaultCurrency: "EUR", minorUnitsPerMajor: 100, minimumFractionDigits: 0 } as const;

/** Plus, bought per tournament (PRODUCT.md §4): one plan, its price in minor units. */
export const PLUS_PLANS = { plus: { amount: 499, currency: "EUR" } } as const;
export type PlusPlan = keyof typeof PLUS_PLANS;
/** A pending purchase's status page asks again this often (ms). */
export const PLUS_STATUS_POLL_MS = 2000;

/**
 * Newsletter confirmation mails per player per window: each "on" sends one, so turning it off and
 * on again must not become a way to fill an inbox, ours or anybody's, from our mail server.
 */
export const NEWSLETTER_CONFIRM_RATE_LIMIT = { max: 5, windowSeconds: 3600 } as const;

/** Contact form: messages accepted per client address per window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 3600 } as const;

/**
 * Personal calendar feeds: reads per client address per window. Calendar apps read a feed every
 * hour or so; a calendar service reads many players' feeds from few addresses, hence the room.
 */
export const CALENDAR_FEED_RATE_LIMIT = { max: 120, windowSeconds: 600 } as const;

export const COLOR_SCHEME_STORAGE_KEY = "callit-color-scheme";
export const TIME_ZONE_COOKIE = "callit-tz";
