import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { requirePageUser } from "@/server/auth/page-guards";
import { getSubscription } from "@/server/billing/subscriptions";
import { loadTournament } from "@/server/tournaments/page-data";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { PurchaseStatus } from "./purchase-status";
import { privatePageMetadata } from "@/ui/metadata";
import content from "@/ui/plain/content.module.css";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { tournamentPath } from "@/server/http/page-params";
import { id } from "@/server/http/params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament } }): Promise<Metadata> => {
    return privatePageMetadata(locale, "plusStatus", tournament);
  },
);

/**
 * The result of a purchase, by `subscriptionId`: pending (asks again until it is known), active, or
 * not completed. Drawn by the server without MUI (decision 0068); the status is a small island.
 */
const PlusStatusPage = definePage(
  { params: tournamentPath, searchParams: z.object({ subscriptionId: id }) },
  async ({ locale, params: { tournament: slug }, searchParams: { subscriptionId }, db }) => {
    const session = await requirePageUser(locale, `/${slug}/plus/status?subscriptionId=${subscriptionId}`);
    const tournament = await loadTournament(slug);
    const subscription = await getSubscription(db, session.user.id, subscriptionId);
    if (subscription.tournament !== slug) notFound();
    const t = await getTranslations("plus");
    return (
      <>
        <TournamentHeader tournament={tournament} />
        <h1 className={`${content.h5} ${content.gutterBottom}`}>{t("statusTitle")}</h1>
        <PurchaseStatus
          subscriptionId={subscriptionId}
          slug={slug}
          tournamentName={tournament.name}
          initialStatus={subscription.status}
        />
      </>
    );
  },
);

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof PlusStatusPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["plus"]}>
      <PlusStatusPage {...props} />
    </ClientMessages>
  );
}
