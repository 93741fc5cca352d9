import { stageName } from "@/lib/stage-name";
import type { Metadata } from "next";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { competitorName } from "@/lib/competitor-name";
import { type Locale } from "@/lib/constants";
import { nextStatuses } from "@/lib/running-status";
import { SHAPE_OF } from "@/lib/sports";
import { slotLabel } from "@/lib/slot-label";
import { currentTime } from "@/lib/clock";
import { formatKickoff } from "@/lib/kickoff-format";
import { requirePageUser } from "@/server/auth/page-guards";
import { listBonusQuestions } from "@/server/bonus/questions";
import { loadTournament } from "@/server/tournaments/page-data";
import { listCompetitors, listGames, listMatchdays } from "@/server/tournaments/queries";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { SnackbarHost } from "@/ui/snackbar";
import styles from "../admin.module.css";
import { BonusAdminSection } from "./_components/bonus-admin";
import { CompetitorsSection } from "./_components/competitors-section";
import { GamesSection } from "./_components/games-section";
import { MatchdaysSection } from "./_components/matchdays-section";
import { SettingsSection } from "./_components/settings-section";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { slugPath } from "@/server/http/page-params";

export const generateMetadata = defineMetadata(
  { params: slugPath },
  async ({ locale, params: { slug } }): Promise<Metadata> => {
    const tournament = await loadTournament(slug);
    const t = await getTranslations({ locale, namespace: "admin" });
    return { title: `${t("manageTournament")}: ${tournament.name}`, robots: { index: false } };
  },
);

/**
 * Admins only (others get the 404 page): a tournament's settings, competitors, matchdays and games.
 * Drawn by the server without MUI (decision 0068); its islands are the forms, on the plain fields.
 */
const AdminTournamentPage = definePage({ params: slugPath }, async ({ locale, params: { slug }, db }) => {
  const { user } = await requirePageUser(locale, `/admin/${slug}`);
  if (user.role !== "admin") notFound();
  const tournament = await loadTournament(slug);
  const [competitors, matchdays, games, bonus] = await Promise.all([
    listCompetitors(db, tournament.id),
    listMatchdays(db, tournament.id),
    listGames(db, tournament.id),
    listBonusQuestions(db, slug),
  ]);
  const format = await getFormatter();
  const common = await getTranslations();
  const tag = (await getLocale()) as Locale;
  const t = await getTranslations("admin");
  const named = competitors.map((c) => ({ id: c.id, name: c.name, code: c.code, label: competitorName(c, tag) }));
  const label = (id: string | null, slot: string | null) =>
    named.find((c) => c.id === id)?.label ?? slotLabel(slot, common);
  return (
    <div className={`${content.stack3} ${content.flush} ${styles.maxWidth960}`}>
      <div className={styles.headRow}>
        <h1 className={content.h4}>{tournament.name}</h1>
        <ButtonLink href={`/${slug}`}>{t("open")}</ButtonLink>
      </div>
      <SettingsSection
        slug={slug}
        name={tournament.name}
        season={tournament.season}
        competition={tournament.competition}
        status={tournament.status}
        next={[...nextStatuses(tournament.status)]}
      />
      <CompetitorsSection slug={slug} competitors={named} />
      <MatchdaysSection
        slug={slug}
        matchdays={matchdays.map((m) => ({ ordinal: m.ordinal, name: m.name, status: m.status, games: m.games }))}
      />
      <GamesSection
        slug={slug}
        ranking={SHAPE_OF[tournament.sport] === "ranking"}
        competitors={named}
        matchdays={matchdays.map((m) => ({ ordinal: m.ordinal, name: m.name }))}
        games={games.map((g) => ({
          id: g.id,
          matchday: g.matchdayOrdinal,
          kickoff: g.kickoff.toISOString(),
          locksAt: g.locksAt.getTime() < g.kickoff.getTime() ? g.locksAt.toISOString() : null,
          homeId: g.homeId,
          awayId: g.awayId,
          homeLabel: g.homeLabel && slotLabel(g.homeLabel, common),
          awayLabel: g.awayLabel && slotLabel(g.awayLabel, common),
          title: g.entrantIds
            ? g.stage
              ? stageName(g.stage, common)
              : common("schedule.entrants", { count: g.entrants.length })
            : `${label(g.homeId, g.homeLabel)} – ${label(g.awayId, g.awayLabel)}`,
          status: g.status,
        }))}
      />
      <BonusAdminSection
        slug={slug}
        competitors={named.map((c) => ({ id: c.id, name: c.label }))}
        questions={bonus.map((q) => ({
          id: q.id,
          kind: q.kind,
          text: q.key ? common(`bonus.key.${q.key}` as "bonus.key.winner") : (q.text ?? ""),
          locked: q.locked,
          lockText: q.lockAt ? formatKickoff(format, q.lockAt, currentTime()) : null,
          answer: q.answer,
          fromResult: q.answerSource === "result",
          groups: q.groups,
        }))}
      />
      <SnackbarHost onDemand />
    </div>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof AdminTournamentPage>[0]) {
  return (
    <ClientMessages
      params={props.params}
      namespaces={["admin", "gameStatus", "status", "tournament", "bonus", "error"]}
    >
      <AdminTournamentPage {...props} />
    </ClientMessages>
  );
}
