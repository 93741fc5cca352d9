import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PLUS_PLANS } from "@/lib/constants";
import { formatMoney } from "@/lib/money";
import { requirePageUser } from "@/server/auth/page-guards";
import { isTestMode } from "@/server/billing/providers";
import { hasPlus } from "@/server/billing/subscriptions";
import { loadTournament } from "@/server/tournaments/page-data";
import { LinkButton } from "@/ui/link-button";
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

/** Checkout start: the price once more, then /api/billing/init-payment and on to the provider. */
const PlusJoinPage = definePage({ params: tournamentPath }, async ({ locale, params: { tournament: slug }, db }) => {
  const { user } = await requirePageUser(locale, `/${slug}/plus/join`);
  const tournament = await loadTournament(slug);
  const t = await getTranslations("plus");
  const active = await hasPlus(db, user.id, tournament.id);
  const price = PLUS_PLANS.plus;
  return (
    <>
      <TournamentHeader tournament={tournament} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t("joinTitle", { tournament: tournament.name })}
      </Typography>
      <Paper sx={{ p: 3, maxWidth: 560 }}>
        {active ? (
          <>
            <Typography sx={{ mb: 2 }}>{t("youHavePlus", { tournament: tournament.name })}</Typography>
            <LinkButton variant="contained" href={`/${slug}`}>
              {t("backToTournament")}
            </LinkButton>
          </>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              {t("joinText", { price: formatMoney(price.amount, locale, price.currency), tournament: tournament.name })}
            </Typography>
            {isTestMode() && (
              <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
                {t("testModeNote")}
              </Typography>
            )}
            <StartCheckout slug={slug} />
          </>
        )}
      </Paper>
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
