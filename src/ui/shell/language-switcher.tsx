"use client";
import TranslateIcon from "@mui/icons-material/Translate";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { visuallyHidden } from "@mui/utils";
import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/constants";
import { localeSegment } from "@/lib/locales";

// The menu loads when first opened, not with every page (decision 0041).
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
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
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
        <span aria-hidden="true">{localeSegment(locale).toUpperCase()}</span>
        <Box component="span" sx={visuallyHidden}>
          {t("current", { language: LOCALE_NAMES[locale] })}
        </Box>
      </Button>
      {opened && <LanguageMenu id={menuId} anchor={anchor} locales={locales} onClose={() => setAnchor(null)} />}
    </>
  );
}
