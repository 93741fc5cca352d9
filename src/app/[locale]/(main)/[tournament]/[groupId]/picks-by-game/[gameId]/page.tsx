import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Link } from "@/i18n/navigation";
import { requirePageUser } from "@/server/auth/page-guards";
import { getGamePicks } from "@/server/picks/member-picks";
import { loadTournament } from "@/server/tournaments/page-data";
import { LinkButton } from "@/ui/link-button";
import { DistributionView } from "@/ui/picks/distribution-view";
import { GameLabel, PickText, ResultText } from "@/ui/picks/pick-text";
import { LiveRefresh } from "@/ui/realtime/live-refresh";
import { TournamentHeader } from "@/ui/tournaments/tournament-header";
import { privatePageMetadata } from "@/ui/metadata";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { groupPath, tournamentPath } from "@/server/http/page-params";
import { id } from "@/server/http/params";

export const generateMetadata = defineMetadata(
  { params: tournamentPath },
  async ({ locale, params: { tournament } }): Promise<Metadata> => {
    return privatePageMetadata(locale, "gamePicks", tournament);
  },
);

/** Every member's pick of one game, with points and how the group split; only once the game locked. */
const PicksByGamePage = definePage(
  { params: groupPath.extend({ gameId: id }) },
  async ({ locale, params: { tournament: slug, groupId, gameId }, db }) => {
    const { user } = await requirePageUser(locale, `/${slug}/${groupId}/picks-by-game/${gameId}`);
    const tournament = await loadTournament(slug);
    const data = await getGamePicks(db, user.id, groupId, gameId);
    if (data.tournament.slug !== slug) notFound();
    const t = await getTranslations();
    const format = await getFormatter();
    const base = `/${slug}/${groupId}`;
    return (
      <>
        <TournamentHeader tournament={tournament} />
        <LiveRefresh topics={[`tournament:${slug}`]} />
        <Stack spacing={3}>
          <div>
            <Typography variant="h5" component="h1">
              <GameLabel game={data.game} />
            </Typography>
            <Typography sx={{ color: "text.secondary" }}>
              {data.group.name} · {t("memberPicks.result")}: <ResultText game={data.game} />
            </Typography>
          </div>
          {!data.locked ? (
            <Typography data-testid="picks-hidden">
              {t("byGame.hidden", {
                time: format.dateTime(data.lockAt, {
                  weekday: "short",
                  day: "numeric",
                  month: "short",
                  hour: "2-digit",
                  minute: "2-digit",
                }),
              })}
            </Typography>
          ) : (
            <>
              <Paper component="section" aria-labelledby="by-game-picks" sx={{ p: 2, overflowX: "auto" }}>
                <Typography id="by-game-picks" variant="h6" component="h2" gutterBottom>
                  {t("byGame.picks")}
                </Typography>
                {data.picks.length === 0 ? (
                  <Typography>{t("byGame.nobody")}</Typography>
                ) : (
                  <Table size="small" data-testid="game-picks">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t("group.player")}</TableCell>
                        <TableCell>{t("memberPicks.pick")}</TableCell>
                        <TableCell align="right">{t("group.points")}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.picks.map((p) => (
                        <TableRow key={p.groupUserId}>
                          <TableCell>
                            <Link href={`${base}/picks/${p.groupUserId}`}>{p.nickname || t("group.formerPlayer")}</Link>
                          </TableCell>
                          <TableCell>
                            <PickText pick={p.pick} game={data.game} />
                            {p.joker && <Chip size="small" color="secondary" label={t("picks.joker")} sx={{ ml: 1 }} />}
                          </TableCell>
                          <TableCell align="right">{p.points ?? "–"}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Paper>
              <Paper component="section" aria-labelledby="by-game-distribution" sx={{ p: 2 }}>
                <Typography id="by-game-distribution" variant="h6" component="h2" gutterBottom>
                  {t("distribution.title")}
                </Typography>
                <DistributionView distribution={data.distribution} game={data.game} sport={data.tournament.sport} />
              </Paper>
            </>
          )}
          <div>
            <LinkButton href={base}>{t("memberPicks.backToGroup")}</LinkButton>
          </div>
        </Stack>
      </>
    );
  },
);
export default PicksByGamePage;
