import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { getFormatter, getTranslations } from "next-intl/server";
import type { MemberStats } from "@/lib/standings";

/** The group's statistics (Plus): hit rates, points per pick and each member's best matchday. */
export async function GroupStats({ stats, matchdayName }: { stats: MemberStats[]; matchdayName: (ordinal: number) => string }) {
  const t = await getTranslations("group");
  const format = await getFormatter();
  const percent = (share: number) => format.number(share, { style: "percent", maximumFractionDigits: 0 });
  return (
    <Table size="small" data-testid="group-stats" aria-label={t("stats")}>
      <TableHead>
        <TableRow>
          <TableCell>{t("player")}</TableCell>
          <TableCell align="right">{t("statsExactRate")}</TableCell>
          <TableCell align="right">{t("statsOutcomeRate")}</TableCell>
          <TableCell align="right">{t("statsPointsPerPick")}</TableCell>
          <TableCell>{t("statsBestMatchday")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {stats.map((s) => (
          <TableRow key={s.groupUserId}>
            <TableCell>{s.nickname || t("formerPlayer")}</TableCell>
            <TableCell align="right">{percent(s.exactRate)}</TableCell>
            <TableCell align="right">{percent(s.outcomeRate)}</TableCell>
            <TableCell align="right">{format.number(s.pointsPerPick, { maximumFractionDigits: 2 })}</TableCell>
            <TableCell>{s.bestMatchday ? t("statsBest", { name: matchdayName(s.bestMatchday.matchday), points: s.bestMatchday.points }) : "–"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
