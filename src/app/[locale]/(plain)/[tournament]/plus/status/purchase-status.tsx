"use client";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { PLUS_STATUS_POLL_MS } from "@/lib/constants";
import type { SubscriptionStatus as Status } from "@/lib/statuses";
import { Alert } from "@/ui/plain/alert";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { CircularProgress } from "@/ui/plain/progress";

/**
 * Shows a purchase's status and, while it is pending, asks the server again every two seconds (a
 * failed ask is asked again). Without MUI or TanStack Query (decision 0068): a timer and the API
 * client, loaded with the first ask.
 */
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
  const [status, setStatus] = useState(initialStatus);
  // Counts the failed asks: each one restarts the timer.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (status !== "pending") return;
    let stopped = false;
    const timer = setTimeout(() => {
      // The API client (and its error table) loads with the first ask, not with the page.
      import("@/lib/api-client")
        .then(({ apiFetch }) =>
          apiFetch<{ status: Status }>(`/api/billing/subscriptions/${subscriptionId}`, { locale }),
        )
        .then(
          (data) => !stopped && setStatus(data.status),
          () => !stopped && setFailures((n) => n + 1),
        );
    }, PLUS_STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [status, failures, subscriptionId, locale]);
  return (
    <div
      className={`${content.paper} ${content.p3} ${content.maxWidth560}`}
      data-testid="purchase-status"
      data-status={status}
    >
      {status === "pending" && (
        <div className={`${content.row2} ${content.center}`} role="status">
          <CircularProgress size={24} />
          <p className={content.body1}>{t("pending")}</p>
        </div>
      )}
      {status === "active" && (
        <div className={`${content.stack2} ${content.flush}`}>
          <Alert severity="success" role="status">
            {t("active", { tournament: tournamentName })}
          </Alert>
          {/* A new group, or back to the tournament and the groups already there. */}
          <div className={content.row1}>
            <ButtonLink variant="contained" href={`/${slug}/new-game`}>
              {t("createGroup")}
            </ButtonLink>
            <ButtonLink variant="outlined" href={`/${slug}`}>
              {t("backToTournament")}
            </ButtonLink>
          </div>
        </div>
      )}
      {(status === "failed" || status === "canceled" || status === "expired") && (
        <div className={`${content.stack2} ${content.flush}`}>
          <Alert severity="warning" role="status">
            {t("notCompleted")}
          </Alert>
          <div>
            <ButtonLink variant="contained" href={`/${slug}/plus/join`}>
              {t("tryAgain")}
            </ButtonLink>
          </div>
        </div>
      )}
      {status === "refunded" && (
        <Alert severity="info" role="status">
          {t("refunded")}
        </Alert>
      )}
    </div>
  );
}
