"use client";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { announceAuthChange } from "@/ui/auth/auth-sync";

export function RedirectNow({ target }: { target: string }) {
  const t = useTranslations("redirect");
  useEffect(() => {
    announceAuthChange("signedIn");
    window.location.replace(target);
  }, [target]);
  return (
    <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center" }}>
      <Typography variant="h5" component="h1">
        {t("title")}
      </Typography>
      <LinearProgress sx={{ width: 200 }} aria-label={t("title")} />
      <Button href={target}>{t("continue")}</Button>
    </Stack>
  );
}
