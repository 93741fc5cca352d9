"use client";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useConsent } from "../consent";

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
        bottom: { xs: 80, md: 16 },
        maxWidth: 560,
        mx: "auto",
        p: 2,
      }}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t("message")}{" "}
          <Link href="/docs/privacy">{t("moreDetails")}</Link>
        </Typography>
        <Button variant="contained" onClick={accept}>
          {t("accept")}
        </Button>
      </Stack>
    </Paper>
  );
}
