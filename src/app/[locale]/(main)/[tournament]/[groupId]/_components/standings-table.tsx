import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import ArrowDropUpIcon from "@mui/icons-material/ArrowDropUp";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { OverallRow, StandingRow } from "@/lib/standings";

/** On a phone the table keeps rank, player, points and exact hits; the rest shows from 600 px. */
const NARROW_HIDDEN = { display: { xs: "none", sm: "table-cell" } } as const;

function Movement({ by }: { by: number | null }) {
  if (by === null) return null;
  if (by === 0) return <Box component="span" sx={{ color: "text.secondary" }}>–</Box>;
  const up = by > 0;
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", color: up ? "success.main" : "error.main" }}>
      {up ? <ArrowDropUpIcon fontSize="small" aria-hidden /> : <ArrowDropDownIcon fontSize="small" aria-hidden />}
      {Math.abs(by)}
    </Box>
  );
}

/** A table of the group: rank, movement (overall only), player (linking to their picks), points and hits. */
export async function StandingsTable({ rows, me, base, matchday, label }: { rows: (StandingRow | OverallRow)[]; me: string; base: string; matchday?: number; label: string }) {
  const t = await getTranslations("group");
  const withMovement = rows.some((r) => "movement" in r && r.movement !== null);
  return (
    <Table size="small" data-testid="standings" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t("rank")}</TableCell>
          {withMovement && <TableCell>{t("movement")}</TableCell>}
          <TableCell>{t("player")}</TableCell>
          <TableCell align="right">{t("points")}</TableCell>
          <TableCell align="right">{t("exact")}</TableCell>
          <TableCell align="right" sx={NARROW_HIDDEN}>
            {t("outcome")}
          </TableCell>
          <TableCell align="right" sx={NARROW_HIDDEN}>
            {t("played")}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const movement = "movement" in row ? row.movement : null;
          return (
            <TableRow key={row.groupUserId} selected={row.groupUserId === me}>
              <TableCell>{row.rank}</TableCell>
              {withMovement && (
                <TableCell aria-label={movement ? t(movement > 0 ? "movedUp" : "movedDown", { places: Math.abs(movement) }) : t("notMoved")}>
                  <Movement by={movement} />
                </TableCell>
              )}
              <TableCell>
                {row.nickname ? <Link href={`${base}/picks/${row.groupUserId}${matchday ? `/${matchday}` : ""}`}>{row.nickname}</Link> : t("formerPlayer")}
              </TableCell>
              <TableCell align="right">
                <strong>{row.points}</strong>
              </TableCell>
              <TableCell align="right">{row.exact}</TableCell>
              <TableCell align="right" sx={NARROW_HIDDEN}>
                {row.outcome}
              </TableCell>
              <TableCell align="right" sx={NARROW_HIDDEN}>
                {row.played}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
