import type { Metadata } from "next";
import { TimesIn } from "@/ui/times-in";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { type Locale } from "@/lib/constants";
import { GAME_MODES } from "@/lib/sports";
import { formatKickoff } from "@/lib/kickoff-format";
import type { SheetMatchday } from "@/lib/picks/sheet-types";
import { requirePageUser } from "@/server/auth/page-guards";
import { getPredictionSheet } from "@/server/picks/predictions";
import { toSheetGame } from "@/server/picks/sheet-game";
import { loadTournament } from "@/server/tournaments/page-data";
import { listMatchdays } from "@/server/tournaments/queries";
import { DistributionView } from "@/ui/picks/distribution-view";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { PickSheet } from "@/ui/picks/pick-sheet/pick-sheet";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import sheetCss from "@/ui/picks/pick-sheet/pick-sheet.module.css";
import { SnackbarHost } from "@/ui/snackbar";
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
 * mode, and the crowd's distribution for every game once it locked. Drawn by the server without
 * MUI (decisions 0068, 0073): the sheet is its one island.
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
    // With its year when the game is not in this year (on the server's clock, as the sheet's countdowns).
    const when = (kickoff: Date) => formatKickoff(format, kickoff, sheet.now);
    const now = sheet.now.getTime();
    if (!sheet.mode) {
      return (
        <>
          <TournamentHeader tournament={tournament} />
          <h1 className={`${content.h5} ${content.gutterBottom}`}>{t("predictions.title")}</h1>
          <div className={`${content.paper} ${content.p2}`} data-testid="predictions-empty">
            <p className={`${content.body1} ${sheetCss.mb2}`}>{t("predictions.noGroups")}</p>
            <div className={sheetCss.buttons}>
              <ButtonLink variant="contained" href={`/${slug}/new-game`}>
                {t("group.create")}
              </ButtonLink>
              <ButtonLink href={`/${slug}`}>{t("predictions.backToTournament")}</ButtonLink>
            </div>
          </div>
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
            <h3 className={`${sheetCss.subtitle2} ${content.gutterBottom}`}>{t("predictions.crowd")}</h3>
            <DistributionView distribution={entry.crowd} game={entry.game} sport={tournament.sport} />
          </section>
        );
    }
    const matchdays: SheetMatchday[] = ordinals.map((ordinal) => ({
      ordinal,
      name: names.get(ordinal) ?? null,
      games: sheet.games
        .filter((g) => g.game.matchdayOrdinal === ordinal)
        .map((entry) => toSheetGame(entry, tag, { when, number: (n) => format.number(n) }, t)),
    }));
    return (
      <>
        <TournamentHeader tournament={tournament} />
        <h1 className={`${content.h5} ${content.gutterBottom}`}>{t("predictions.title")}</h1>
        <p className={`${content.body1} ${sheetCss.mb1}`}>
          {t("predictions.intro", { count: sheet.groups.length, groups: sheet.groups.map((g) => g.name).join(", ") })}
        </p>
        <p className={`${content.body2} ${content.secondary} ${sheetCss.mb1}`}>
          <TimesIn />
        </p>
        {sheet.modes.length > 1 && (
          <nav aria-label={t("group.mode")} className={`${sheetCss.buttons} ${sheetCss.mb2}`}>
            {sheet.modes.map((m) => (
              <ButtonLink
                key={m}
                variant={m === mode ? "contained" : "outlined"}
                href={`/${slug}/predictions?mode=${m}`}
                aria-current={m === mode ? "page" : undefined}
              >
                {t(m === "expert" ? "group.modeExpertShort" : "group.modeSimpleShort")}
              </ButtonLink>
            ))}
          </nav>
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
          differing={sheet.games.filter((g) => g.differs).map((g) => g.game.id)}
        />
        {/* "Saved", "not saved" and errors: the snackbars load with the first (decision 0068). */}
        <SnackbarHost onDemand />
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
