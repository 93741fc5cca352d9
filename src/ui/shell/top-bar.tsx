"use client";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import type { Locale } from "@/lib/constants";
import { ColorSchemeToggle } from "./color-scheme-toggle";
import { LanguageSwitcher } from "./language-switcher";
import { isNavActive, NAV_ITEMS } from "./nav-items";

export function TopBar({ siteName, locales }: { siteName: string | null; locales: readonly Locale[] }) {
  const t = useTranslations();
  const pathname = usePathname();
  return (
    <AppBar position="sticky" elevation={0} color="primary" enableColorOnDark>
      <Toolbar component="nav" aria-label={t("a11y.mainNavigation")} sx={{ gap: 1 }}>
        <Typography
          component={Link}
          href="/"
          variant="h6"
          sx={{ color: "inherit", textDecoration: "none", fontWeight: 800, mr: 2 }}
        >
          {siteName ?? t("meta.siteName")}
        </Typography>
        {/* On phones the bottom navigation holds these links; CSS hides them so nothing shifts. */}
        <Box sx={{ display: { xs: "none", md: "flex" }, gap: 1 }}>
          {NAV_ITEMS.map((item) => {
            const current = isNavActive(pathname, item.key);
            return (
              <Button
                key={item.key}
                component={Link}
                href={item.href}
                color="inherit"
                aria-current={current ? "page" : undefined}
                sx={{ fontWeight: current ? 700 : 400, whiteSpace: "nowrap" }}
              >
                {t(`nav.${item.key}`)}
              </Button>
            );
          })}
        </Box>
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher locales={locales} />
        <ColorSchemeToggle />
      </Toolbar>
    </AppBar>
  );
}
