"use client";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { useHandleError } from "@/ui/forms/use-form-errors";

/** Starts the purchase and leaves for the provider's checkout (or the sandbox's). */
export function StartCheckout({ slug }: { slug: string }) {
  const t = useTranslations("plus");
  const locale = useLocale();
  const handleError = useHandleError();
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    try {
      const { redirectUrl } = await apiFetch<{ redirectUrl: string }>("/api/billing/init-payment", {
        body: { tournament: slug, plan: "plus" },
        locale,
      });
      window.location.assign(redirectUrl);
    } catch (error) {
      handleError(error);
      setPending(false);
    }
  };
  return (
    <Stack spacing={2}>
      <div>
        <Button variant="contained" size="large" onClick={start} disabled={pending}>
          {t("continueToPayment")}
        </Button>
      </div>
      {pending && (
        <>
          <LinearProgress aria-label={t("redirecting")} />
          <Typography variant="body2" role="status">
            {t("redirecting")}
          </Typography>
        </>
      )}
    </Stack>
  );
}
