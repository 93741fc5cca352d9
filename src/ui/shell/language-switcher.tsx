"use client";
import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/constants";
import { localeSegment } from "@/lib/locales";
import plain from "../plain/plain.module.css";
import { NavIcon } from "./nav-icons";

// The menu (./popup-menu.tsx) loads when first asked for, not with every page (decisions 0041, 0065).
const loadMenu = () => import("./language-menu");
const LanguageMenu = dynamic(loadMenu, { ssr: false });

/** Links to the same page in every language the site offers (the page's hreflang links name them for crawlers). */
export function LanguageSwitcher({ locales = LOCALES }: { locales?: readonly Locale[] }) {
  const t = useTranslations("language");
  const locale = useLocale() as Locale;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        className={plain.button}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        <span className={plain.startIcon}>
          <NavIcon name="translate" />
        </span>
        <span aria-hidden="true">{localeSegment(locale).toUpperCase()}</span>
        <span className={plain.visuallyHidden}>{t("current", { language: LOCALE_NAMES[locale] })}</span>
      </button>
      {opened && <LanguageMenu id={menuId} anchor={anchor} locales={locales} onClose={() => setAnchor(null)} />}
    </>
  );
}
