import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { Link, getPathname } from "@/i18n/navigation";
import type { Locale } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { requirePageUser } from "@/server/auth/page-guards";
import { getAppDb } from "@/server/db";
import { hasPlus } from "@/server/billing/subscriptions";
import { getGroupView } from "@/server/groups/queries";
import { memberStats } from "@/lib/standings";
import { getGroupTables } from "@/server/standings/queries";
import { loadTournament } from "@/server/tournaments/page-data";
import { AdSlot } from "@/ui/ads/ad-slot";
import { ChipLink } from "@/ui/chip-link";
import { LinkButton } from "@/ui/link-button";
import { LiveRefresh } from "@/ui/realtime/live-refresh";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { GroupSettings, type SettingsGroup } from "./_components/group-settings";
import { GroupStats } from "./_components/group-stats";
import { InviteLink } from "./_components/invite-link";
import { Members } from "./_components/members";
import { StandingsTable } from "./_components/standings-table";
import { privatePageMetadata } from "@/ui/metadata";
import { unlocks } from "@/lib/plus";

type Props = { params: Promise<{ locale: Locale; tournament: string; groupId: string }>; searchParams: Promise<{ matchday?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tournament } = await params;
  return privatePageMetadata(locale, "group", tournament);
}

/**
 * The group home (members only; others get the 404 page): the overall table with movement, one
 * table per matchday (`?matchday=N`), matchday winners, members, the invitation link and settings.
 */
export default async function GroupPage({ params, searchParams }: Props) {
  const { locale, tournament: slug, groupId } = await params;
  setRequestLocale(locale);
  if (!z.uuid().safeParse(groupId).success) notFound();
  const { user } = await requirePageUser(locale, `/${slug}/${groupId}`);
  const tournament = await loadTournament(slug);
  const db = await getAppDb();
  const view = await getGroupView(db, user.id, groupId).catch(() => notFound());
  if (view.tournament.slug !== slug) notFound();
  const [tables, plus] = await Promise.all([getGroupTables(db, user.id, groupId), hasPlus(db, user.id, tournament.id)]);
  const t = await getTranslations();
  const base = `/${slug}/${groupId}`;
  const requested = Number((await searchParams).matchday);
  const shown = tables.matchdays.find((m) => m.matchday === requested);
  const nameOf = (m: { matchday: number; name: string | null }) => m.name ?? t("tournament.matchday", { ordinal: m.matchday });
  const nicknameOf = new Map(view.members.map((m) => [m.groupUserId, m.nickname]));
  const withWinners = tables.matchdays.filter((m) => m.winners.length > 0);
  const manager = view.me.role !== "member";
  const me = view.members.find((m) => m.groupUserId === view.me.groupUserId)!;
  const invite = view.group.invitationCode && `${getEnv().PUBLIC_URL}${getPathname({ locale, href: `${base}/join/${view.group.invitationCode}` })}`;
  return (
    <>
      <TournamentHeader tournament={tournament} />
      <LiveRefresh topics={[`tournament:${slug}`, `group:${groupId}`]} />
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", rowGap: 1 }}>
          <div>
            <Typography variant="h5" component="h1">
              {view.group.name}
            </Typography>
            <Typography color="text.secondary">
              {t("group.members", { count: view.members.length })} · {t(view.group.mode === "expert" ? "group.modeExpertShort" : "group.modeSimpleShort")}
            </Typography>
          </div>
          <Stack direction="row" spacing={1}>
            <LinkButton variant="contained" href={`${base}/picks`}>
              {t("group.myPicks")}
            </LinkButton>
            <LinkButton variant="outlined" href={`/${slug}/predictions`}>
              {t("predictions.short")}
            </LinkButton>
          </Stack>
        </Stack>
        <Paper component="section" aria-labelledby="standings-title" sx={{ p: 2, overflowX: "auto" }}>
          <Typography id="standings-title" variant="h6" component="h2" gutterBottom>
            {shown ? t("group.matchdayStandings", { name: nameOf(shown) }) : t("group.standings")}
          </Typography>
          {tables.matchdays.length > 0 && (
            <Stack component="nav" aria-label={t("group.tables")} direction="row" sx={{ gap: 1, flexWrap: "wrap", mb: 2 }}>
              <ChipLink href={base} label={t("group.overall")} color={shown ? "default" : "primary"} aria-current={shown ? undefined : "page"} />
              {tables.matchdays.map((m) => (
                <ChipLink
                  key={m.matchday}
                  href={`${base}?matchday=${m.matchday}`}
                  label={nameOf(m)}
                  color={shown?.matchday === m.matchday ? "primary" : "default"}
                  aria-current={shown?.matchday === m.matchday ? "page" : undefined}
                />
              ))}
            </Stack>
          )}
          <StandingsTable
            rows={shown ? shown.rows : tables.overall}
            me={view.me.groupUserId}
            base={base}
            matchday={shown?.matchday}
            label={shown ? t("group.matchdayStandings", { name: nameOf(shown) }) : t("group.standings")}
          />
          {tables.matchdays.length === 0 && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t("group.noPointsYet")}
            </Typography>
          )}
        </Paper>
        <AdSlot slot="standings" tournamentId={tournament.id} />
        {withWinners.length > 0 && (
          <Paper component="section" aria-labelledby="winners-title" sx={{ p: 2 }}>
            <Typography id="winners-title" variant="h6" component="h2" gutterBottom>
              {t("group.matchdayWinners")}
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }} data-testid="matchday-winners">
              {withWinners.map((m) => {
                const best = m.rows.find((r) => r.rank === 1)!;
                return (
                  <li key={m.matchday}>
                    <Link href={`${base}?matchday=${m.matchday}`}>{nameOf(m)}</Link>:{" "}
                    {t("group.winnersLine", { names: m.winners.map((id) => nicknameOf.get(id) || t("group.formerPlayer")).join(", "), points: best.points })}
                  </li>
                );
              })}
            </Stack>
          </Paper>
        )}
        <Paper component="section" aria-labelledby="stats-title" sx={{ p: 2, overflowX: "auto" }}>
          <Typography id="stats-title" variant="h6" component="h2" gutterBottom>
            {t("group.stats")}
          </Typography>
          {unlocks("stats", { player: plus }) ? (
            <GroupStats stats={memberStats(tables)} matchdayName={(ordinal) => nameOf(tables.matchdays.find((m) => m.matchday === ordinal) ?? { matchday: ordinal, name: null })} />
          ) : (
            <Typography color="text.secondary">{t.rich("group.statsPlus", { link: (chunks) => <Link href={`/${slug}/plus`}>{chunks}</Link> })}</Typography>
          )}
        </Paper>
        <Paper component="section" aria-labelledby="export-title" sx={{ p: 2 }}>
          <Typography id="export-title" variant="h6" component="h2" gutterBottom>
            {t("group.export")}
          </Typography>
          {unlocks("export", { player: plus }) ? (
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
              <Button variant="outlined" href={`/api/groups/${groupId}/export?what=picks`} download>
                {t("group.exportPicks")}
              </Button>
              <Button variant="outlined" href={`/api/groups/${groupId}/export?what=standings`} download>
                {t("group.exportStandings")}
              </Button>
            </Stack>
          ) : (
            <Typography color="text.secondary">{t.rich("group.exportPlus", { link: (chunks) => <Link href={`/${slug}/plus`}>{chunks}</Link> })}</Typography>
          )}
        </Paper>
        {invite && <InviteLink url={invite} />}
        <Members groupId={groupId} slug={slug} members={view.members} me={me} />
        {manager && <GroupSettings group={view.group as SettingsGroup} sport={view.tournament.sport} slug={slug} />}
      </Stack>
    </>
  );
}
