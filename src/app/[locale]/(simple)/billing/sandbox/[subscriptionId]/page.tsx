import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { formatMoney } from "@/lib/money";
import { requirePageUser } from "@/server/auth/page-guards";
import { isTestMode } from "@/server/billing/providers";
import { getSubscription } from "@/server/billing/subscriptions";
import { SandboxButtons } from "./sandbox-buttons";
import { privatePageMetadata } from "@/ui/metadata";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { id } from "@/server/http/params";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  return privatePageMetadata(locale, "checkout");
});

/**
 * The sandbox provider's checkout (test mode, no real money): the buyer chooses how the payment
 * ends, and the sandbox confirms it through the same signed webhook a real provider calls.
 */
const SandboxCheckoutPage = definePage(
  { params: z.object({ subscriptionId: id }) },
  async ({ locale, params: { subscriptionId }, db }) => {
    if (!isTestMode()) notFound();
    const { user } = await requirePageUser(locale, `/billing/sandbox/${subscriptionId}`);
    const subscription = await getSubscription(db, user.id, subscriptionId);
    if (!subscription.testMode) notFound();
    const t = await getTranslations("plus");
    return (
      <Paper sx={{ p: 3, maxWidth: 480, width: "100%" }}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t("sandboxBanner")}
        </Alert>
        <Typography variant="h5" component="h1" gutterBottom>
          {t("sandboxTitle")}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t("sandboxItem", { tournament: subscription.tournamentName })}</Typography>
        <Typography variant="h4" component="p" sx={{ mb: 3 }}>
          {formatMoney(subscription.amount, locale, subscription.currency)}
        </Typography>
        {subscription.status === "pending" ? (
          <SandboxButtons
            subscriptionId={subscriptionId}
            statusPath={`/${subscription.tournament}/plus/status?subscriptionId=${subscriptionId}`}
          />
        ) : (
          <Typography>{t("sandboxDone")}</Typography>
        )}
      </Paper>
    );
  },
);

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof SandboxCheckoutPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["plus", "error"]}>
      <SandboxCheckoutPage {...props} />
    </ClientMessages>
  );
}
