"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { LinkButton } from "@/ui/link-button";
import { routeProgress } from "./route-progress";

/**
 * What an error boundary shows: what happened, a reference for support, and two ways on (try
 * again, or leave for the home page). Inside the app shell the header and navigation stay around it.
 */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPage");
  useEffect(() => {
    routeProgress.fail();
  }, [error]);
  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start", py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1">
        {t("title")}
      </Typography>
      <Typography>{t("text")}</Typography>
      {error.digest && (
        <Typography variant="body2" color="text.secondary">
          {t("reference", { digest: error.digest })}
        </Typography>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Button variant="contained" onClick={reset}>
          {t("retry")}
        </Button>
        <LinkButton variant="outlined" href="/">
          {t("home")}
        </LinkButton>
      </Stack>
    </Stack>
  );
}
