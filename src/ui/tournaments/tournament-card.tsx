import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getFormatter, getTranslations } from "next-intl/server";
import type { TournamentCard as Card_ } from "@/server/tournaments/queries";
import { LinkButton } from "@/ui/link-button";
import { Countdown } from "./countdown";

/** A tournament on the home page: sport, dates, status and the countdown to its next lock. */
export async function TournamentCard({
  tournament,
  now,
  featured = false,
}: {
  tournament: Card_;
  now: number;
  featured?: boolean;
}) {
  const t = await getTranslations();
  const format = await getFormatter();
  const start = tournament.startsAt ?? tournament.firstKickoff;
  const end = tournament.endsAt ?? tournament.lastKickoff;
  return (
    <Card
      component="article"
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
      data-testid="tournament-card"
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: "wrap" }}>
          <Chip size="small" label={t(`sport.${tournament.sport}`)} />
          <Chip size="small" variant="outlined" label={t(`status.${tournament.status}`)} />
          {tournament.isDemo && <Chip size="small" color="secondary" label={t("home.demoBadge")} />}
          {featured && <Chip size="small" color="primary" label={t("home.featured")} />}
        </Stack>
        <Typography variant="h6" component="h3">
          {tournament.name}
        </Typography>
        {start && end && (
          <Typography variant="body2" color="text.secondary">
            {format.dateTimeRange(start, end, { day: "numeric", month: "short", year: "numeric" })}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {tournament.nextLock
            ? t.rich("home.nextLock", {
                countdown: () => <Countdown target={tournament.nextLock!.toISOString()} serverNow={now} />,
              })
            : t("home.noUpcoming")}
        </Typography>
      </CardContent>
      <CardActions>
        <LinkButton href={`/${tournament.slug}`} variant="contained">
          {t("home.openTournament", { name: tournament.name })}
        </LinkButton>
      </CardActions>
    </Card>
  );
}
