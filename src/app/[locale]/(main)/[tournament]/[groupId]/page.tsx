import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { z } from "zod";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { requirePageUser } from "@/server/auth/page-guards";
import { getAppDb } from "@/server/db";
import { getGroupView } from "@/server/groups/queries";
import { getStandings } from "@/server/standings/queries";
import { loadTournament } from "@/server/tournaments/page-data";
import { LinkButton } from "@/ui/link-button";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { InviteLink } from "./_components/invite-link";

type Props = { params: Promise<{ locale: Locale; tournament: string; groupId: string }> };

export const metadata: Metadata = { robots: { index: false } };

/** The group home: standings and the invitation link (members only; others get the 404 page). */
export default async function GroupPage({ params }: Props) {
  const { locale, tournament: slug, groupId } = await params;
  setRequestLocale(locale);
  if (!z.uuid().safeParse(groupId).success) notFound();
  const { user } = await requirePageUser(locale, `/${slug}/${groupId}`);
  const tournament = await loadTournament(slug);
  const db = await getAppDb();
  const view = await getGroupView(db, user.id, groupId).catch(() => notFound());
  if (view.tournament.slug !== slug) notFound();
  const standings = await getStandings(db, user.id, groupId);
  const t = await getTranslations("group");
  const invite = `${getEnv().PUBLIC_URL}${getPathname({ locale, href: `/${slug}/${groupId}/join/${view.group.invitationCode}` })}`;
  return (
    <>
      <TournamentHeader tournament={tournament} />
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}>
          <div>
            <Typography variant="h5" component="h1">
              {view.group.name}
            </Typography>
            <Typography color="text.secondary">{t("members", { count: view.members.length })}</Typography>
          </div>
          <LinkButton variant="contained" href={`/${slug}/${groupId}/picks`}>
            {t("myPicks")}
          </LinkButton>
        </Stack>
        <Paper component="section" aria-labelledby="standings-title" sx={{ p: 2, overflowX: "auto" }}>
          <Typography id="standings-title" variant="h6" component="h2" gutterBottom>
            {t("standings")}
          </Typography>
          <Table size="small" data-testid="standings">
            <TableHead>
              <TableRow>
                <TableCell>{t("rank")}</TableCell>
                <TableCell>{t("player")}</TableCell>
                <TableCell align="right">{t("points")}</TableCell>
                <TableCell align="right">{t("exact")}</TableCell>
                <TableCell align="right">{t("outcome")}</TableCell>
                <TableCell align="right">{t("played")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {standings.map((row) => (
                <TableRow key={row.groupUserId} selected={row.groupUserId === view.me.groupUserId}>
                  <TableCell>{row.rank}</TableCell>
                  <TableCell>{row.nickname || t("formerPlayer")}</TableCell>
                  <TableCell align="right">
                    <strong>{row.points}</strong>
                  </TableCell>
                  <TableCell align="right">{row.exact}</TableCell>
                  <TableCell align="right">{row.outcome}</TableCell>
                  <TableCell align="right">{row.played}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
        {view.me.role !== "member" && <InviteLink url={invite} />}
      </Stack>
    </>
  );
}
