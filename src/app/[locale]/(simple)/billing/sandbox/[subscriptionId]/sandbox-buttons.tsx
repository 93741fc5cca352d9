"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { apiFetch } from "@/lib/api-client";
import { useHandleError } from "@/ui/forms/use-form-errors";

export function SandboxButtons({ subscriptionId, statusPath }: { subscriptionId: string; statusPath: string }) {
  const t = useTranslations("plus");
  const locale = useLocale();
  const router = useRouter();
  const handleError = useHandleError();
  const [pending, setPending] = useState(false);
  const finish = async (outcome: "succeeded" | "failed" | "canceled") => {
    setPending(true);
    try {
      await apiFetch(`/api/billing/sandbox/${subscriptionId}`, { body: { outcome }, locale });
      router.push(statusPath);
    } catch (error) {
      handleError(error);
      setPending(false);
    }
  };
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
      <Button variant="contained" onClick={() => finish("succeeded")} disabled={pending}>
        {t("sandboxPay")}
      </Button>
      <Button variant="outlined" color="error" onClick={() => finish("failed")} disabled={pending}>
        {t("sandboxDecline")}
      </Button>
      <Button onClick={() => finish("canceled")} disabled={pending}>
        {t("sandboxCancel")}
      </Button>
    </Stack>
  );
}
