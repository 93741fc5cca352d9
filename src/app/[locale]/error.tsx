"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { routeProgress } from "@/ui/shell/route-progress";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPage");
  useEffect(() => {
    routeProgress.fail();
  }, [error]);
  return (
    <Stack component="main" spacing={2} sx={{ alignItems: "flex-start", p: 4, maxWidth: 720, mx: "auto" }}>
      <Typography variant="h4" component="h1">
        {t("title")}
      </Typography>
      <Typography>{t("text")}</Typography>
      {error.digest && (
        <Typography variant="body2" color="text.secondary">
          {t("reference", { digest: error.digest })}
        </Typography>
      )}
      <Button variant="contained" onClick={reset}>
        {t("retry")}
      </Button>
    </Stack>
  );
}
