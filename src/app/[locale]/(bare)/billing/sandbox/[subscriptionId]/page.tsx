import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { formatMoney } from "@/lib/money";
import { requirePageUser } from "@/server/auth/page-guards";
import { isTestMode } from "@/server/billing/providers";
import { getSubscription } from "@/server/billing/subscriptions";
import { Alert } from "@/ui/plain/alert";
import content from "@/ui/plain/content.module.css";
import { SnackbarHost } from "@/ui/snackbar";
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
 * ends, and the sandbox confirms it through the same signed webhook a real provider calls. Drawn
 * by the server without MUI (decision 0068): its island is the buttons, whose action loads at the
 * first press, and the snackbars of a refusal.
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
      <div className={`${content.paper} ${content.p3} ${content.maxWidth480} ${content.fullWidth}`}>
        <Alert severity="warning" className={content.mb2}>
          {t("sandboxBanner")}
        </Alert>
        <h1 className={`${content.h5} ${content.gutterBottom}`}>{t("sandboxTitle")}</h1>
        <p className={`${content.body1} ${content.mb1}`}>
          {t("sandboxItem", { tournament: subscription.tournamentName })}
        </p>
        <p className={`${content.h4} ${content.mb3}`}>
          {formatMoney(subscription.amount, locale, subscription.currency)}
        </p>
        {subscription.status === "pending" ? (
          <>
            <SandboxButtons
              subscriptionId={subscriptionId}
              statusPath={`/${subscription.tournament}/plus/status?subscriptionId=${subscriptionId}`}
            />
            <SnackbarHost onDemand />
          </>
        ) : (
          <p className={content.body1}>{t("sandboxDone")}</p>
        )}
      </div>
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
