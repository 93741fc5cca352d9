import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getFormatter, getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { type Locale } from "@/lib/constants";
import { GAME_MODES } from "@/lib/sports";
import { KICKOFF_FORMAT, type SheetMatchday } from "@/lib/picks/sheet-types";
import { requirePageUser } from "@/server/auth/page-guards";
import { getPredictionSheet } from "@/server/picks/predictions";
import { toSheetGame } from "@/server/picks/sheet-game";
import { loadTournament } from "@/server/tournaments/page-data";
import { listMatchdays } from "@/server/tournaments/queries";
import { LinkButton } from "@/ui/link-button";
import { DistributionView } from "@/ui/picks/distribution-view";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { PickSheet } from "../[groupId]/picks/pick-sheet";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { optionalChoice, optionalOrdinal, tournamentPath } from "@/server/http/page-params";
import { z } from "zod";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament: slug } }): Promise<Metadata> => {
    const tournament = await loadTournament(slug);
    const t = await getTranslations({ locale, namespace: "predictions" });
    return { title: `${t("title")} · ${tournament.name}`, robots: { index: false } };
  },
);

/**
 * The predictions hub: one pick per game for all my groups of this tournament that play the same
 * mode, and the crowd's distribution for every game once it locked.
 */
const PredictionsPage = definePage(
  {
    params: tournamentPath,
    searchParams: z.object({ mode: optionalChoice(GAME_MODES), matchday: optionalOrdinal }),
  },
  async ({ locale, params: { tournament: slug }, searchParams: query, db }) => {
    const { user } = await requirePageUser(locale, `/${slug}/predictions`);
    const tournament = await loadTournament(slug);
    const sheet = await getPredictionSheet(db, user.id, slug, query.mode);
    const t = await getTranslations();
    const tag = (await getLocale()) as Locale;
    const format = await getFormatter();
    const when = (kickoff: Date) => format.dateTime(kickoff, KICKOFF_FORMAT);
    const now = sheet.now.getTime();
    if (!sheet.mode) {
      return (
        <>
          <TournamentHeader tournament={tournament} />
          <Typography variant="h5" component="h1" gutterBottom>
            {t("predictions.title")}
          </Typography>
          <Paper sx={{ p: 2 }} data-testid="predictions-empty">
            <Typography sx={{ mb: 2 }}>{t("predictions.noGroups")}</Typography>
            <Stack direction="row" spacing={1}>
              <LinkButton variant="contained" href={`/${slug}/new-game`}>
                {t("group.create")}
              </LinkButton>
              <LinkButton href={`/${slug}`}>{t("predictions.backToTournament")}</LinkButton>
            </Stack>
          </Paper>
        </>
      );
    }
    const mode = sheet.mode;
    const jokers = sheet.groups.some((g) => g.jokers);
    const ordinals = [...new Set(sheet.games.map((g) => g.game.matchdayOrdinal))].sort((a, b) => a - b);
    const names = new Map((await listMatchdays(db, tournament.id)).map((m) => [m.ordinal, m.name]));
    const extras: Record<string, React.ReactNode> = {};
    const notes: Record<string, string> = {};
    for (const entry of sheet.games) {
      const lockedIn = entry.lockedIn.length
        ? t("predictions.lockedIn", {
            count: sheet.groups.length - entry.lockedIn.length,
            groups: entry.lockedIn.join(", "),
          })
        : null;
      if (entry.differs || lockedIn)
        notes[entry.game.id] = [entry.differs && t("predictions.differs"), lockedIn].filter(Boolean).join(" ");
      if (entry.crowd)
        extras[entry.game.id] = (
          <section aria-label={t("predictions.crowd")}>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              {t("predictions.crowd")}
            </Typography>
            <DistributionView distribution={entry.crowd} game={entry.game} sport={tournament.sport} />
          </section>
        );
    }
    const matchdays: SheetMatchday[] = ordinals.map((ordinal) => ({
      ordinal,
      name: names.get(ordinal) ?? null,
      games: sheet.games
        .filter((g) => g.game.matchdayOrdinal === ordinal)
        .map((entry) => toSheetGame(entry, tag, when)),
    }));
    return (
      <>
        <TournamentHeader tournament={tournament} />
        <Typography variant="h5" component="h1" gutterBottom>
          {t("predictions.title")}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {t("predictions.intro", { count: sheet.groups.length, groups: sheet.groups.map((g) => g.name).join(", ") })}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
          {t("schedule.timesIn", { zone: await getTimeZone() })}
        </Typography>
        {sheet.modes.length > 1 && (
          <Stack component="nav" aria-label={t("group.mode")} direction="row" spacing={1} sx={{ mb: 2 }}>
            {sheet.modes.map((m) => (
              <LinkButton
                key={m}
                variant={m === mode ? "contained" : "outlined"}
                href={`/${slug}/predictions?mode=${m}`}
                aria-current={m === mode ? "page" : undefined}
              >
                {t(m === "expert" ? "group.modeExpertShort" : "group.modeSimpleShort")}
              </LinkButton>
            ))}
          </Stack>
        )}
        <PickSheet
          saveTo={{ url: "/api/predictions", fields: { tournament: slug, mode } }}
          sport={tournament.sport}
          mode={mode}
          jokers={jokers}
          matchdays={matchdays}
          serverNow={now}
          shownMatchday={query.matchday}
          extras={extras}
          notes={notes}
        />
      </>
    );
  },
);

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof PredictionsPage>[0]) {
  return (
    <ClientMessages
      params={props.params}
      namespaces={["picks", "countdown", "tournament", "stage", "manage", "error", "live"]}
    >
      <PredictionsPage {...props} />
    </ClientMessages>
  );
}
