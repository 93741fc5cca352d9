import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { getMemberPicks } from "@/server/picks/member-picks";
import { EmptyState } from "@/ui/empty-state";
import { LinkButton } from "@/ui/link-button";
import { GameLabel, PickText, ResultText } from "@/ui/picks/pick-text";
import { matchdayLabel } from "@/lib/matchday-label";

type MemberPicks = Awaited<ReturnType<typeof getMemberPicks>>;

/** A member's visible picks, matchday by matchday: game, result, pick, points. */
export async function MemberPicksView({ data, matchday }: { data: MemberPicks; matchday?: number }) {
  const t = await getTranslations();
  const { slug } = data.tournament;
  const base = `/${slug}/${data.group.id}`;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h5" component="h1">
          {t("memberPicks.title", { name: data.member.nickname || t("group.formerPlayer") })}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>
          {data.group.name} · {t("memberPicks.total", { points: data.points })}
        </Typography>
      </div>
      {data.matchdays.length === 0 && (
        <EmptyState
          testId="no-visible-picks"
          actions={
            <LinkButton variant="contained" href={`${base}/picks`}>
              {t("group.makePicks")}
            </LinkButton>
          }
        >
          {data.member.isMe ? t("memberPicks.noneMine") : t("memberPicks.none")}
        </EmptyState>
      )}
      {data.matchdays.map((m) => {
        const name = matchdayLabel(m, t);
        return (
          <Paper key={m.ordinal} component="section" aria-label={name} sx={{ p: 2, overflowX: "auto" }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {matchday ? name : <Link href={`${base}/picks/${data.member.groupUserId}/${m.ordinal}`}>{name}</Link>}
            </Typography>
            <Table size="small" data-testid="member-picks">
              <TableHead>
                <TableRow>
                  <TableCell>{t("memberPicks.game")}</TableCell>
                  <TableCell>{t("memberPicks.result")}</TableCell>
                  <TableCell>{t("memberPicks.pick")}</TableCell>
                  <TableCell align="right">{t("group.points")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {m.entries.map((e) => (
                  <TableRow key={e.game.id}>
                    <TableCell>
                      {e.locked ? (
                        <Link href={`${base}/picks-by-game/${e.game.id}`}>
                          <GameLabel game={e.game} />
                        </Link>
                      ) : (
                        <GameLabel game={e.game} />
                      )}
                    </TableCell>
                    <TableCell>
                      <ResultText game={e.game} />
                    </TableCell>
                    <TableCell>
                      <PickText pick={e.pick} game={e.game} />
                      {e.joker && <Chip size="small" color="secondary" label={t("picks.joker")} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell align="right">{e.points ?? "–"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        );
      })}
      <Stack direction="row" spacing={1}>
        {matchday && (
          <LinkButton href={`${base}/picks/${data.member.groupUserId}`}>{t("memberPicks.allMatchdays")}</LinkButton>
        )}
        <LinkButton href={base}>{t("memberPicks.backToGroup")}</LinkButton>
      </Stack>
    </Stack>
  );
}
