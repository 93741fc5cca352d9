"use client";
import { useLocale } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Link, usePathname } from "@/i18n/navigation";
import { apiFetch } from "@/lib/api-client";
import { setBrowserCookie } from "@/lib/browser-cookies";
import { CONSENT_COOKIE, LOCALE_COOKIE, LOCALE_NAMES, type Locale } from "@/lib/constants";
import { PopupMenu } from "./popup-menu";

/** The languages' menu: loaded when first opened (next/dynamic in LanguageSwitcher), without MUI. */
export default function LanguageMenu({
  id,
  anchor,
  locales,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  locales: readonly Locale[];
  onClose: () => void;
}) {
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  // The same page in another language: its query too (the pick sheet's matchday, a page number).
  const query = Object.fromEntries(useSearchParams());
  const remember = (next: Locale) => {
    setBrowserCookie(LOCALE_COOKIE, next, CONSENT_COOKIE.maxAgeSeconds);
    // Signed in, the profile's language too (mails, the next sign-in; decision 0085): sent on the
    // way, the page does not wait for it, and a lost request leaves the browser's choice in place.
    if (next !== locale) void apiFetch("/api/settings/language", { body: { locale: next } }).catch(() => undefined);
    onClose();
  };
  return (
    <PopupMenu id={id} anchor={anchor} onClose={onClose}>
      {locales.map((l) => (
        <li key={l} role="none">
          <Link
            role="menuitem"
            tabIndex={-1}
            href={{ pathname, query }}
            locale={l}
            lang={l}
            hrefLang={l}
            aria-current={l === locale ? "true" : undefined}
            onClick={() => remember(l)}
          >
            {LOCALE_NAMES[l]}
          </Link>
        </li>
      ))}
    </PopupMenu>
  );
}
