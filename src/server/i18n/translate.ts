/**
 * Translation outside React (API error messages, mails), from the same message files as the pages.
 */
import "server-only";
import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/constants";
import { loadMessages } from "@/i18n/messages";
import { localizeParams } from "@/lib/error-params";
import type { ErrorParams } from "@/lib/errors";

export type Translate = ((key: string, params?: ErrorParams) => string) & { has(key: string): boolean };

export async function getTranslator(locale: Locale): Promise<Translate> {
  const t = createTranslator({ locale, messages: await loadMessages(locale) });
  const english = locale === DEFAULT_LOCALE ? t : createTranslator({ locale: DEFAULT_LOCALE, messages: await loadMessages(DEFAULT_LOCALE) });
  const lookup = (tr: typeof t) => Object.assign((key: string) => tr(key as never), { has: (key: string) => tr.has(key as never) });
  const translate = (key: string, params?: ErrorParams) => {
    if (t.has(key as never)) return t(key as never, localizeParams(key, params, lookup(t)) as never);
    // A key not yet translated speaks English; an unknown code is the general error, never a raw key.
    if (english.has(key as never)) return english(key as never, localizeParams(key, params, lookup(english)) as never);
    return t("error.general" as never);
  };
  return Object.assign(translate, { has: (key: string) => t.has(key as never) || english.has(key as never) });
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of an API request: our header, then the locale cookie, then Accept-Language. */
export function requestLocale(request: Request): Locale {
  const header = request.headers.get("x-callit-locale");
  if (isLocale(header)) return header;
  const cookie = /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(request.headers.get("cookie") ?? "")?.[1];
  if (isLocale(cookie)) return cookie;
  for (const part of (request.headers.get("accept-language") ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase().split("-")[0];
    const locale = tag === "uk" ? "ua" : tag;
    if (isLocale(locale)) return locale;
  }
  return DEFAULT_LOCALE;
}
