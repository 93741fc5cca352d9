"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { useAction } from "@/ui/forms/use-action";

export function SandboxButtons({ subscriptionId, statusPath }: { subscriptionId: string; statusPath: string }) {
  const t = useTranslations("plus");
  const router = useRouter();
  const action = useAction();
  // The buttons stay disabled while the status page opens.
  const pending = action.pending || action.done;
  const finish = (outcome: "succeeded" | "failed" | "canceled") =>
    action.run(() => action.api(`/api/billing/sandbox/${subscriptionId}`, { body: { outcome } }), {
      onSuccess: () => router.push(statusPath),
    });
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
