import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { currentTime } from "@/lib/clock";
import { competitorName, flagOf } from "@/lib/competitor-name";
import { type Locale } from "@/lib/constants";
import type { FootballResult, HockeyResult, QualifiersResult, RankingResult } from "@/lib/schemas/results";
import type { Sport } from "@/lib/sports";
import type { CompetitorRow, GameView } from "@/server/tournaments/queries";
import { Flag } from "@/ui/flag";
import { LiveClockText } from "@/ui/tournaments/live-clock";

const STATUS_COLOR = {
  scheduled: "default",
  live: "error",
  finished: "success",
  postponed: "warning",
  cancelled: "default",
} as const;

function Side({
  competitor,
  label,
  tag,
  align,
}: {
  competitor: CompetitorRow | null;
  label: string | null;
  tag: string;
  align: "left" | "right";
}) {
  const flag = flagOf(competitor?.code, tag);
  const name = competitor ? competitorName(competitor, tag) : label;
  return (
    // A row: the flag stays on the line of its name and never shrinks; the name wraps only between
    // words (the side is never narrower than its longest word; the middle column gives way).
    <Typography
      component="div"
      sx={{
        flex: "1 1 0",
        display: "flex",
        alignItems: "center",
        gap: 0.75,
        justifyContent: align === "right" ? "flex-end" : "flex-start",
        textAlign: align,
        fontWeight: 500,
      }}
    >
      {align === "right" && flag && <Flag flag={flag} />}
      <span data-testid="team-name" style={{ overflowWrap: "break-word", hyphens: "manual", wordBreak: "normal" }}>
        {name}
      </span>
      {align === "left" && flag && <Flag flag={flag} />}
    </Typography>
  );
}

/** One game of the schedule: who plays, when (in the viewer's zone), and the result once known. */
export async function GameCard({ game, sport }: { game: GameView; sport: Sport }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const tag = (await getLocale()) as Locale;
  const when = format.dateTime(game.kickoff, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  const status = (
    <Chip
      size="small"
      color={STATUS_COLOR[game.status]}
      label={t(`gameStatus.${game.status}`)}
      variant={game.status === "live" ? "filled" : "outlined"}
    />
  );
  const running = game.status === "live" ? (game.result as { home?: number; away?: number } | null) : null;
  const lockNote = game.locksAt.getTime() !== game.kickoff.getTime() && (
    <Typography variant="body2" color="text.secondary">
      {t("schedule.locks", {
        time: format.dateTime(game.locksAt, { weekday: "short", hour: "2-digit", minute: "2-digit" }),
      })}
    </Typography>
  );

  if (game.entrantIds) {
    const byId = new Map(game.entrants.map((e) => [e.id, e]));
    const result = game.result as (RankingResult & Partial<QualifiersResult>) | QualifiersResult | null;
    const ranking = result && "ranking" in result && result.ranking ? result.ranking : null;
    const qualifiers = result && "qualifiers" in result ? result.qualifiers : null;
    const statuses = (result && "statuses" in result && result.statuses) || {};
    const shown = (ranking ?? qualifiers ?? []).slice(0, 10);
    return (
      <Paper component="article" variant="outlined" sx={{ p: 2 }} data-testid="game">
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {game.stage
              ? t.has(`stage.${game.stage}` as never)
                ? t(`stage.${game.stage}` as never)
                : game.stage
              : when}
          </Typography>
          {status}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={game.kickoff.toISOString()}>{when}</time> ·{" "}
          {t("schedule.entrants", { count: game.entrants.length })}
        </Typography>
        {lockNote}
        {shown.length > 0 && (
          <Box component="ol" sx={{ pl: 3, my: 1 }} data-testid="ranking">
            {shown.map((id) => {
              const entrant = byId.get(id);
              if (!entrant) return null;
              return (
                <li key={id}>
                  <Flag flag={flagOf(entrant.code, tag)} />
                  {competitorName(entrant, tag)}
                  {qualifiers && !ranking && ` — ${t("schedule.qualified")}`}
                </li>
              );
            })}
          </Box>
        )}
        {Object.entries(statuses).map(([id, s]) => (
          <Typography key={id} variant="body2" color="text.secondary">
            {byId.get(id) ? competitorName(byId.get(id)!, tag) : ""}: {t(`schedule.${s}`)}
          </Typography>
        ))}
      </Paper>
    );
  }

  const result = game.result as (FootballResult & Partial<HockeyResult>) | null;
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} data-testid="game">
      <Stack direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: "center" }}>
        <Side competitor={game.home} label={game.homeLabel ?? t("schedule.tbd")} tag={tag} align="right" />
        <Box sx={{ flex: "0 1 auto", minWidth: { xs: 0, sm: 96 }, textAlign: "center" }}>
          {result ? (
            <Typography variant="h6" component="p" data-testid="score" sx={{ fontVariantNumeric: "tabular-nums" }}>
              {result.home}–{result.away}
              {sport === "hockey" && result.decidedIn && result.decidedIn !== "regulation" && (
                <Typography component="span" variant="body2">
                  {" "}
                  {t(`schedule.${result.decidedIn}`)}
                </Typography>
              )}
            </Typography>
          ) : (
            <Typography variant="body2" component="p">
              <time dateTime={game.kickoff.toISOString()}>{when}</time>
            </Typography>
          )}
        </Box>
        <Side competitor={game.away} label={game.awayLabel ?? t("schedule.tbd")} tag={tag} align="left" />
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: "center", alignItems: "center", mt: 1, flexWrap: "wrap" }}
      >
        {status}
        {game.status === "live" && (
          <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: "tabular-nums" }}>
            <LiveClockText
              sport={sport}
              kickoff={game.kickoff.toISOString()}
              knockout={game.knockout}
              level={!running || running.home === running.away}
              serverNow={currentTime()}
            />
          </Typography>
        )}
        {result && (
          <Typography variant="body2" color="text.secondary">
            <time dateTime={game.kickoff.toISOString()}>{when}</time>
          </Typography>
        )}
        {result?.extraTime && (
          <Typography variant="body2" color="text.secondary">
            {t("schedule.afterExtraTime", result.extraTime)}
          </Typography>
        )}
        {result?.penalties && (
          <Typography variant="body2" color="text.secondary">
            {t("schedule.penalties", result.penalties)}
          </Typography>
        )}
      </Stack>
      {lockNote}
    </Paper>
  );
}
