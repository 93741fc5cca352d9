import CheckIcon from "@mui/icons-material/Check";
import Alert from "@mui/material/Alert";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PLUS_PLANS } from "@/lib/constants";
import { FREE_LIMITS, PLUS_UNLOCKS, type PlusFeature } from "@/lib/plus";
import { formatMoney } from "@/lib/money";
import { getPageSession } from "@/server/auth/page-guards";
import { hasPlus } from "@/server/billing/subscriptions";
import { isTestMode } from "@/server/billing/providers";
import { loadTournament } from "@/server/tournaments/page-data";
import { LinkButton } from "@/ui/link-button";
import { pageMetadata } from "@/ui/metadata";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { optionalText, tournamentPath } from "@/server/http/page-params";
import { z } from "zod";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament: slug } }): Promise<Metadata> => {
    const tournament = await loadTournament(slug);
    const t = await getTranslations({ locale, namespace: "plus" });
    return pageMetadata({ locale, path: `/${slug}/plus`, title: t("title", { tournament: tournament.name }) });
  },
);

/** What Plus gives in this tournament, and its price. */
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
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
          <Typography variant="h4" component="h1">
            {t("title", { tournament: tournament.name })}
          </Typography>
          {searchParams.canceled && <Alert severity="info">{t("canceledNotice")}</Alert>}
          <Paper sx={{ p: 3 }}>
            <Typography sx={{ mb: 1 }}>{t("intro")}</Typography>
            <List>
              {benefits.map((b) => (
                <ListItem key={b} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <CheckIcon color="primary" aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={b} />
                </ListItem>
              ))}
            </List>
            <Typography variant="h5" component="p" sx={{ my: 2 }} data-testid="plus-price">
              {t("price", { price: formatMoney(price.amount, locale, price.currency) })}
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
              {t("priceNote", { tournament: tournament.name })}
            </Typography>
            {active ? (
              <Alert severity="success">{t("youHavePlus", { tournament: tournament.name })}</Alert>
            ) : tournament.status === "finished" ? (
              <Alert severity="info">{t("tournamentOver")}</Alert>
            ) : (
              <LinkButton variant="contained" size="large" href={`/${slug}/plus/join`}>
                {t("getPlus")}
              </LinkButton>
            )}
            {isTestMode() && !active && (
              <Typography variant="body2" sx={{ color: "text.secondary", mt: 2 }}>
                {t("testModeNote")}
              </Typography>
            )}
          </Paper>
        </Stack>
      </>
    );
  },
);
export default PlusPage;
