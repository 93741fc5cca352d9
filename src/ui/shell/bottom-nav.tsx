"use client";
import BottomNavigation from "@mui/material/BottomNavigation";
import BottomNavigationAction from "@mui/material/BottomNavigationAction";
import Paper from "@mui/material/Paper";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import { isActive, NAV_ITEMS } from "./nav-items";

/** Phones only (below md); the top bar carries these links on wider screens. */
export function BottomNav() {
  const t = useTranslations();
  const pathname = usePathname();
  const value = NAV_ITEMS.find((item) => isActive(pathname, item.href))?.key ?? false;
  return (
    <Paper
      component="nav"
      aria-label={t("a11y.mainNavigation")}
      elevation={8}
      sx={{ display: { xs: "block", md: "none" }, position: "fixed", left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar }}
    >
      <BottomNavigation showLabels value={value}>
        {NAV_ITEMS.map(({ key, href, Icon }) => (
          <BottomNavigationAction
            key={key}
            value={key}
            label={t(`nav.${key}`)}
            icon={<Icon />}
            component={Link}
            href={href}
            aria-current={value === key ? "page" : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
