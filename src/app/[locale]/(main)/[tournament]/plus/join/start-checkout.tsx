"use client";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useAction } from "@/ui/forms/use-action";

/** Starts the purchase and leaves for the provider's checkout (or the sandbox's). */
export function StartCheckout({ slug }: { slug: string }) {
  const t = useTranslations("plus");
  const action = useAction();
  // Stays "redirecting" while the browser leaves for the checkout.
  const pending = action.pending || action.done;
  const start = () =>
    action.run(
      () =>
        action.api<{ redirectUrl: string }>("/api/billing/init-payment", { body: { tournament: slug, plan: "plus" } }),
      { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) },
    );
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
