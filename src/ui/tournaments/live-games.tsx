import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { currentTime } from "@/lib/clock";
import { competitorName, flagOf } from "@/lib/competitor-name";
import type { Locale } from "@/lib/constants";
import type { Sport } from "@/lib/sports";
import type { GameView } from "@/server/tournaments/queries";
import { Flag } from "@/ui/flag";
import { LiveClockText } from "./live-clock";

/**
 * The games under way in a tournament (`listGames(…, "live")`), each with its running score and minute (issue 13, screen 5),
 * linking to its matchday's schedule; nothing when none is. The page's LiveRefresh re-renders it
 * when a score changes.
 */
export async function LiveGames({
  games: live,
  tournament,
}: {
  games: (GameView & { matchdayOrdinal: number })[];
  tournament: { slug: string; sport: Sport };
}) {
  if (live.length === 0) return null;
  const t = await getTranslations();
  const tag = (await getLocale()) as Locale;
  const now = currentTime();
  return (
    <Paper component="section" aria-labelledby="live-games-title" sx={{ p: 2 }} data-testid="live-games">
      <Typography id="live-games-title" variant="h6" component="h2" gutterBottom>
        {t("live.title")}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {live.map((game) => {
          const running = game.result as { home?: number; away?: number } | null;
          const score =
            running && typeof running.home === "number" && typeof running.away === "number"
              ? { home: running.home, away: running.away }
              : null;
          const side = (competitor: typeof game.home, label: string | null) =>
            competitor ? competitorName(competitor, tag) : (label ?? t("schedule.tbd"));
          return (
            <Box
              component="li"
              key={game.id}
              data-testid="live-game"
              sx={{
                display: "grid",
                gridTemplateColumns: "minmax(0, 1fr) auto minmax(0, 1fr) auto",
                alignItems: "center",
                columnGap: 1,
                py: 0.75,
                borderTop: 1,
                borderColor: "divider",
                "&:first-of-type": { borderTop: 0 },
              }}
            >
              {game.entrantIds ? (
                <Typography sx={{ gridColumn: "1 / 4", fontWeight: 500 }}>
                  <Link href={`/${tournament.slug}/schedule/${game.matchdayOrdinal}`}>
                    {game.stage && t.has(`stage.${game.stage}` as never)
                      ? t(`stage.${game.stage}` as never)
                      : (game.stage ?? t("schedule.entrants", { count: game.entrants.length }))}
                  </Link>
                </Typography>
              ) : (
                <>
                  <Typography sx={{ textAlign: "right", fontWeight: 500, minWidth: 0, overflowWrap: "anywhere" }}>
                    {side(game.home, game.homeLabel)} <Flag flag={flagOf(game.home?.code, tag)} />
                  </Typography>
                  <Typography
                    component="p"
                    sx={{ fontWeight: 700, fontVariantNumeric: "tabular-nums", minWidth: 48, textAlign: "center" }}
                  >
                    <Link
                      href={`/${tournament.slug}/schedule/${game.matchdayOrdinal}`}
                      data-testid="running-score"
                      aria-label={score ? t("live.score", score) : t("gameStatus.live")}
                    >
                      {score ? `${score.home}–${score.away}` : "–"}
                    </Link>
                  </Typography>
                  <Typography sx={{ fontWeight: 500, minWidth: 0, overflowWrap: "anywhere" }}>
                    <Flag flag={flagOf(game.away?.code, tag)} /> {side(game.away, game.awayLabel)}
                  </Typography>
                </>
              )}
              <Typography
                variant="body2"
                sx={{ color: "error.main", fontWeight: 600, whiteSpace: "nowrap", textAlign: "right" }}
              >
                <LiveClockText
                  sport={tournament.sport}
                  kickoff={game.kickoff.toISOString()}
                  knockout={game.knockout}
                  level={!score || score.home === score.away}
                  serverNow={now}
                />
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
