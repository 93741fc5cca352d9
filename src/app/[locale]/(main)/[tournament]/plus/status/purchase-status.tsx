"use client";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/api-client";
import { PLUS_STATUS_POLL_MS } from "@/lib/constants";
import type { SubscriptionStatus as Status } from "@/lib/statuses";
import { LinkButton } from "@/ui/link-button";

/** Shows a purchase's status and, while it is pending, asks the server again every two seconds. */
export function PurchaseStatus({
  subscriptionId,
  slug,
  tournamentName,
  initialStatus,
}: {
  subscriptionId: string;
  slug: string;
  tournamentName: string;
  initialStatus: Status;
}) {
  const t = useTranslations("plus");
  const locale = useLocale();
  const { data } = useQuery({
    queryKey: ["subscription", subscriptionId],
    queryFn: () => apiFetch<{ status: Status }>(`/api/billing/subscriptions/${subscriptionId}`, { locale }),
    initialData: { status: initialStatus },
    refetchInterval: (query) => (query.state.data?.status === "pending" ? PLUS_STATUS_POLL_MS : false),
  });
  const status = data.status;
  return (
    <Paper sx={{ p: 3, maxWidth: 560 }} data-testid="purchase-status" data-status={status}>
      {status === "pending" && (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{t("pending")}</Typography>
        </Stack>
      )}
      {status === "active" && (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t("active", { tournament: tournamentName })}
          </Alert>
          <div>
            <LinkButton variant="contained" href={`/${slug}/new-game`}>
              {t("createGroup")}
            </LinkButton>
          </div>
        </Stack>
      )}
      {(status === "failed" || status === "canceled" || status === "expired") && (
        <Stack spacing={2}>
          <Alert severity="warning" role="status">
            {t("notCompleted")}
          </Alert>
          <div>
            <LinkButton variant="contained" href={`/${slug}/plus/join`}>
              {t("tryAgain")}
            </LinkButton>
          </div>
        </Stack>
      )}
      {status === "refunded" && (
        <Alert severity="info" role="status">
          {t("refunded")}
        </Alert>
      )}
    </Paper>
  );
}
