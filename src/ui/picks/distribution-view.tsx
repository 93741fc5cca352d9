import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { competitorName } from "@/lib/competitor-name";
import { type Locale } from "@/lib/constants";
import { percentOf, type Distribution } from "@/lib/scoring/distribution";
import type { Sport } from "@/lib/sports";
import type { GameView } from "@/server/tournaments/queries";
import { PickText } from "./pick-text";

function Bar({
  label,
  count,
  total,
  testId,
}: {
  label: React.ReactNode;
  count: number;
  total: number;
  testId?: string;
}) {
  const percent = percentOf(count, total);
  return (
    <Box data-testid={testId}>
      <Stack direction="row" sx={{ justifyContent: "space-between" }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums" }}>
          {percent}% ({count})
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-hidden sx={{ height: 8, borderRadius: 1 }} />
    </Box>
  );
}

/** How the picks of one game split: outcomes, most picked scores, or the most picked entrants. */
export async function DistributionView({
  distribution,
  game,
  sport,
}: {
  distribution: Distribution;
  game: GameView;
  sport: Sport;
}) {
  const t = await getTranslations();
  const tag = (await getLocale()) as Locale;
  const { total } = distribution;
  if (total === 0) return <Typography sx={{ color: "text.secondary" }}>{t("distribution.empty")}</Typography>;
  const nameOf = (id: string) => {
    const entrant = game.entrants.find((e) => e.id === id);
    return entrant ? competitorName(entrant, tag) : "?";
  };
  return (
    <Stack spacing={1.5} data-testid="distribution">
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t("distribution.total", { count: total })}
      </Typography>
      {distribution.outcomes &&
        (["home", "draw", "away"] as const)
          .filter((o) => o !== "draw" || sport === "football")
          .map((o) => (
            <Bar
              key={o}
              testId={`share-${o}`}
              label={<PickText pick={{ outcome: o }} game={game} />}
              count={distribution.outcomes![o]}
              total={total}
            />
          ))}
      {distribution.scores.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t("distribution.scores")}
          </Typography>
          {distribution.scores.slice(0, 5).map((s) => (
            <Bar key={`${s.home}:${s.away}`} label={`${s.home}–${s.away}`} count={s.count} total={total} />
          ))}
        </>
      )}
      {distribution.entrants.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {game.stage === "semi-final" ? t("distribution.qualifiers") : t("distribution.winners")}
          </Typography>
          {distribution.entrants.slice(0, 10).map((e) => (
            <Bar key={e.id} label={nameOf(e.id)} count={e.count} total={total} />
          ))}
        </>
      )}
    </Stack>
  );
}
