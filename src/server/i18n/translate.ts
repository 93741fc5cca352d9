/**
 * Translation outside React (API error messages, mails), from the same message files as the pages.
 */
import "server-only";
import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from "@/lib/constants";
import { acceptedLocales, toLocale } from "@/lib/locales";
import { loadMessages } from "@/i18n/messages";
import { localizeParams } from "@/lib/error-params";
import type { ErrorParams } from "@/lib/errors";

export type Translate = ((key: string, params?: ErrorParams) => string) & {
  has(key: string): boolean;
  /** A date in this language (its language tag: `uk`, `pt-PT`), as the pages format it. */
  dateTime(value: Date, options: Intl.DateTimeFormatOptions): string;
};

export async function getTranslator(locale: Locale): Promise<Translate> {
  const t = createTranslator({ locale, messages: await loadMessages(locale) });
  const english =
    locale === DEFAULT_LOCALE
      ? t
      : createTranslator({ locale: DEFAULT_LOCALE, messages: await loadMessages(DEFAULT_LOCALE) });
  const lookup = (tr: typeof t) =>
    Object.assign((key: string) => tr(key as never), { has: (key: string) => tr.has(key as never) });
  const translate = (key: string, params?: ErrorParams) => {
    if (t.has(key as never)) return t(key as never, localizeParams(key, params, lookup(t)) as never);
    // A key not yet translated speaks English; an unknown code is the general error, never a raw key.
    if (english.has(key as never)) return english(key as never, localizeParams(key, params, lookup(english)) as never);
    return t("error.general" as never);
  };
  return Object.assign(translate, {
    has: (key: string) => t.has(key as never) || english.has(key as never),
    dateTime: (value: Date, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, options).format(value),
  });
}

/**
 * The language of an API request: our header, then the locale cookie, then Accept-Language. Older
 * clients and cookies may still say `ua` or `pt`: they mean `uk` and `pt-PT`.
 */
export function requestLocale(request: { headers: { get(name: string): string | null } }): Locale {
  const header = toLocale(request.headers.get("x-callit-locale"));
  if (header) return header;
  const cookie = toLocale(
    new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(request.headers.get("cookie") ?? "")?.[1],
  );
  if (cookie) return cookie;
  return acceptedLocales(request.headers.get("accept-language"))[0] ?? DEFAULT_LOCALE;
}
