import type { Metadata } from "next";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { competitorName } from "@/lib/competitor-name";
import { type Locale } from "@/lib/constants";
import { currentTime } from "@/lib/clock";
import { formatKickoff } from "@/lib/kickoff-format";
import { requirePageUser, toGroupPageIfFormer } from "@/server/auth/page-guards";
import { getGroupBonus } from "@/server/bonus/questions";
import { getGroupView } from "@/server/groups/queries";
import { loadTournament } from "@/server/tournaments/page-data";
import { privatePageMetadata } from "@/ui/metadata";
import content from "@/ui/plain/content.module.css";
import { SnackbarHost } from "@/ui/snackbar";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import styles from "./bonus.module.css";
import { ClientMessages } from "@/i18n/client-messages";
import { BonusView, type ShownQuestion, type ShownOption } from "./bonus-view";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { groupPath, tournamentPath } from "@/server/http/page-params";

type Props = { params: Promise<{ locale: Locale; tournament: string; groupId: string }> };

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament } }): Promise<Metadata> => {
    return privatePageMetadata(locale, "bonus", tournament);
  },
);

/**
 * A group's bonus questions (members only): my answers until each question locks, everybody's
 * after, the right answers and my points; its owner and admins choose the questions and points.
 */
const BonusPage = definePage({ params: groupPath }, async ({ locale, params: { tournament: slug, groupId }, db }) => {
  const { user } = await requirePageUser(locale, `/${slug}/${groupId}/bonus`);
  const tournament = await loadTournament(slug);
  const view = await getGroupView(db, user.id, groupId).catch(
    toGroupPageIfFormer(db, { locale, userId: user.id, tournament: slug, groupId }),
  );
  if (view.tournament.slug !== slug) notFound();
  const bonus = await getGroupBonus(db, user.id, groupId);
  const t = await getTranslations();
  const format = await getFormatter();
  const tag = (await getLocale()) as Locale;
  const names = new Map(bonus.competitors.map((c) => [c.id, competitorName(c, tag)]));
  const textOf = (q: { key: string | null; text: string | null }) =>
    q.key ? t(`bonus.key.${q.key}` as "bonus.key.winner") : (q.text ?? "");
  const shownAnswer = (kind: string, value: unknown): string =>
    value === null || value === undefined
      ? ""
      : kind === "competitor"
        ? (names.get(String(value)) ?? "?")
        : kind === "yesNo"
          ? t(value ? "bonus.yes" : "bonus.no")
          : String(value);
  const questions: ShownQuestion[] = bonus.questions.map((q) => ({
    id: q.id,
    kind: q.kind,
    text: textOf(q),
    points: q.points,
    locked: q.locked,
    lockText: q.lockAt ? formatKickoff(format, q.lockAt, currentTime()) : null,
    mine: q.mine,
    mineText: shownAnswer(q.kind, q.mine),
    answerText: q.answer === null ? null : shownAnswer(q.kind, q.answer),
    myPoints: q.myPoints,
    answers: q.answers.map((a) => ({
      id: a.groupUserId,
      nickname: a.nickname || t("group.formerPlayer"),
      text: shownAnswer(q.kind, a.answer),
      correct: a.correct,
    })),
  }));
  const options: ShownOption[] = bonus.options.map((o) => ({ ...o, text: textOf(o) }));
  const competitors = bonus.competitors
    .map((c) => ({ id: c.id, name: names.get(c.id)! }))
    .sort((a, b) => a.name.localeCompare(b.name, tag));
  return (
    <>
      <TournamentHeader tournament={tournament} />
      <h1 className={`${content.h5} ${content.gutterBottom}`}>{t("bonus.pageTitle", { group: view.group.name })}</h1>
      <p className={`${content.body1} ${content.secondary} ${styles.intro}`}>{t("bonus.intro")}</p>
      <BonusView
        groupId={groupId}
        questions={questions}
        options={bonus.manager ? options : null}
        competitors={competitors}
      />
      <SnackbarHost onDemand />
    </>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Props) {
  return (
    <ClientMessages params={props.params} namespaces={["bonus", "error"]}>
      <BonusPage {...props} />
    </ClientMessages>
  );
}
