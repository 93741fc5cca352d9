"use client";
import TranslateIcon from "@mui/icons-material/Translate";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { visuallyHidden } from "@mui/utils";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import { setBrowserCookie } from "@/lib/browser-cookies";
import { CONSENT_COOKIE, LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from "@/lib/constants";
import { localeSegment } from "@/lib/locales";

/** Real links to the same page in every language the site offers, so it works without script and for crawlers. */
export function LanguageSwitcher({ locales = LOCALES }: { locales?: readonly Locale[] }) {
  const t = useTranslations("language");
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const remember = (next: Locale) => {
    setBrowserCookie(LOCALE_COOKIE, next, CONSENT_COOKIE.maxAgeSeconds);
    setAnchor(null);
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <span aria-hidden="true">{localeSegment(locale).toUpperCase()}</span>
        <Box component="span" sx={visuallyHidden}>
          {t("current", { language: LOCALE_NAMES[locale] })}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((l) => (
          <MenuItem
            key={l}
            component={Link}
            href={pathname}
            locale={l}
            lang={l}
            hrefLang={l}
            selected={l === locale}
            aria-current={l === locale ? "true" : undefined}
            onClick={() => remember(l)}
          >
            {LOCALE_NAMES[l]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
