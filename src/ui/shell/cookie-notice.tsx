"use client";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useConsent } from "../consent";
import { BOTTOM_NAV_ROOM } from "./bottom-nav-room";

/** Floats above the page (fixed), so showing or hiding it never moves the content. */
export function CookieNotice() {
  const t = useTranslations("cookieNotice");
  const { consented, accept } = useConsent();
  if (consented) return null;
  return (
    <Paper
      component="section"
      role="region"
      aria-label={t("moreDetails")}
      data-testid="cookie-notice"
      sx={{
        position: "fixed",
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        left: 16,
        right: 16,
        bottom: { xs: `calc(${BOTTOM_NAV_ROOM} + 16px)`, md: 16 },
        maxWidth: 560,
        mx: "auto",
        px: { xs: 1.5, sm: 2 },
        py: { xs: 0.75, sm: 2 },
      }}
    >
      {/* On a phone: the message over one row of the link and the button (a stacked notice with a
          full-width button covered a third of the page); beside each other on wider screens. */}
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={{ xs: 0.25, sm: 2 }}
        sx={{ alignItems: { sm: "center" } }}
      >
        <Typography variant="body2" sx={{ flex: 1, fontSize: { xs: "0.8125rem", sm: "0.875rem" }, lineHeight: 1.3 }}>
          {t("message")}
        </Typography>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: "center", justifyContent: "space-between", flexShrink: 0 }}
        >
          <Link href="/docs/privacy">{t("moreDetails")}</Link>
          <Button variant="contained" onClick={accept} sx={{ minHeight: 44 }}>
            {t("accept")}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
