import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PLUS_PLANS } from "@/lib/constants";
import { formatMoney } from "@/lib/money";
import { requirePageUser } from "@/server/auth/page-guards";
import { isTestMode } from "@/server/billing/providers";
import { hasPlus } from "@/server/billing/subscriptions";
import { loadTournament } from "@/server/tournaments/page-data";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { SnackbarHost } from "@/ui/snackbar";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { StartCheckout } from "./start-checkout";
import { privatePageMetadata } from "@/ui/metadata";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { tournamentPath } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament } }): Promise<Metadata> => {
    return privatePageMetadata(locale, "plusJoin", tournament);
  },
);

/**
 * Checkout start: the price once more, then /api/billing/init-payment and on to the provider.
 * Drawn by the server without MUI (decision 0068): its island is the button, whose action loads at
 * the first press, and the snackbars of a refusal.
 */
const PlusJoinPage = definePage({ params: tournamentPath }, async ({ locale, params: { tournament: slug }, db }) => {
  const { user } = await requirePageUser(locale, `/${slug}/plus/join`);
  const tournament = await loadTournament(slug);
  const t = await getTranslations("plus");
  const active = await hasPlus(db, user.id, tournament.id);
  const price = PLUS_PLANS.plus;
  return (
    <>
      <TournamentHeader tournament={tournament} />
      <h1 className={`${content.h5} ${content.gutterBottom}`}>{t("joinTitle", { tournament: tournament.name })}</h1>
      <div className={`${content.paper} ${content.p3} ${content.maxWidth560}`}>
        {active ? (
          <>
            <p className={`${content.body1} ${content.mb2}`}>{t("youHavePlus", { tournament: tournament.name })}</p>
            <ButtonLink variant="contained" href={`/${slug}`}>
              {t("backToTournament")}
            </ButtonLink>
          </>
        ) : (
          <>
            <p className={`${content.body1} ${content.mb2}`}>
              {t("joinText", { price: formatMoney(price.amount, locale, price.currency), tournament: tournament.name })}
            </p>
            {isTestMode() && (
              <p className={`${content.body2} ${content.secondary} ${content.mb2}`}>{t("testModeNote")}</p>
            )}
            <StartCheckout slug={slug} />
          </>
        )}
      </div>
      {!active && <SnackbarHost onDemand />}
    </>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof PlusJoinPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["plus", "error"]}>
      <PlusJoinPage {...props} />
    </ClientMessages>
  );
}
