import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PLUS_PLANS } from "@/lib/constants";
import { FREE_LIMITS, PLUS_UNLOCKS, type PlusFeature } from "@/lib/plus";
import { formatMoney } from "@/lib/money";
import { getPageSession } from "@/server/auth/page-guards";
import { hasPlus } from "@/server/billing/subscriptions";
import { isTestMode } from "@/server/billing/providers";
import { loadTournament } from "@/server/tournaments/page-data";
import { Alert } from "@/ui/plain/alert";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { pageMetadata } from "@/ui/metadata";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { optionalText, tournamentPath } from "@/server/http/page-params";
import { z } from "zod";
import styles from "./plus.module.css";

/** MUI's Check icon. */
const CHECK = "M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament: slug } }): Promise<Metadata> => {
    const tournament = await loadTournament(slug);
    const t = await getTranslations({ locale, namespace: "plus" });
    return pageMetadata({ locale, path: `/${slug}/plus`, title: t("title", { tournament: tournament.name }) });
  },
);

/** What Plus gives in this tournament, and its price. Drawn by the server without MUI (decision 0068). */
const PlusPage = definePage(
  { params: tournamentPath, searchParams: z.object({ canceled: optionalText }) },
  async ({ locale, params: { tournament: slug }, searchParams, db }) => {
    const tournament = await loadTournament(slug);
    const session = await getPageSession();
    const active = session ? await hasPlus(db, session.user.id, tournament.id) : false;
    const t = await getTranslations("plus");
    const price = PLUS_PLANS.plus;
    // Every feature of lib/plus.ts, in its order: a feature added there has to be named here.
    const benefit: Record<PlusFeature, string> = {
      noAds: t("benefitNoAds"),
      moreGroups: t("benefitGroups", { groups: FREE_LIMITS.groupsPerTournament, members: FREE_LIMITS.membersPerGroup }),
      biggerGroups: t("benefitGroups", {
        groups: FREE_LIMITS.groupsPerTournament,
        members: FREE_LIMITS.membersPerGroup,
      }),
      customScoring: t("benefitScoring"),
      jokers: t("benefitJokers"),
      stats: t("benefitStats"),
      export: t("benefitExport"),
      reminders: t("benefitReminders"),
    };
    const benefits = [...new Set((Object.keys(PLUS_UNLOCKS) as PlusFeature[]).map((feature) => benefit[feature]))];
    return (
      <>
        <TournamentHeader tournament={tournament} current="plus" />
        <div className={`${content.stack3} ${content.flush} ${styles.page}`}>
          <h1 className={content.h4}>{t("title", { tournament: tournament.name })}</h1>
          {searchParams.canceled && <Alert>{t("canceledNotice")}</Alert>}
          <div className={`${content.paper} ${content.p3}`}>
            <p className={content.body1} style={{ marginBottom: 8 }}>
              {t("intro")}
            </p>
            <ul className={styles.benefits}>
              {benefits.map((b) => (
                <li key={b}>
                  <div className={styles.icon}>
                    <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                      <path d={CHECK} />
                    </svg>
                  </div>
                  <div className={styles.text}>{b}</div>
                </li>
              ))}
            </ul>
            <p className={`${content.h5} ${styles.price}`} data-testid="plus-price">
              {t("price", { price: formatMoney(price.amount, locale, price.currency) })}
            </p>
            <p className={`${content.body2} ${content.secondary}`} style={{ marginBottom: 16 }}>
              {t("priceNote", { tournament: tournament.name })}
            </p>
            {active ? (
              <Alert severity="success">{t("youHavePlus", { tournament: tournament.name })}</Alert>
            ) : tournament.status === "finished" ? (
              <Alert>{t("tournamentOver")}</Alert>
            ) : (
              <ButtonLink variant="contained" size="large" href={`/${slug}/plus/join`}>
                {t("getPlus")}
              </ButtonLink>
            )}
            {isTestMode() && !active && (
              <p className={`${content.body2} ${content.secondary} ${content.mt2}`}>{t("testModeNote")}</p>
            )}
          </div>
        </div>
      </>
    );
  },
);
export default PlusPage;
