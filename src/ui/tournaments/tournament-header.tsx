import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import type { TournamentRow } from "@/server/tournaments/queries";
import { AdSlot } from "@/ui/ads/ad-slot";
import { LinkButton } from "@/ui/link-button";

/** Name, sport, status and the tournament's own navigation. */
export async function TournamentHeader({
  tournament,
  current,
}: {
  tournament: TournamentRow;
  current?: "home" | "schedule" | "world" | "leagues" | "help" | "plus";
}) {
  const t = await getTranslations();
  const base = `/${tournament.slug}`;
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Chip size="small" label={t(`sport.${tournament.sport}`)} />
        <Chip
          size="small"
          color={tournament.status === "started" ? "primary" : "default"}
          label={t(`status.${tournament.status}`)}
        />
        {tournament.isDemo && <Chip size="small" color="secondary" label={t("home.demoBadge")} />}
      </Stack>
      <Typography variant="h4" component={current === "home" ? "h1" : "p"} sx={{ fontWeight: 700 }}>
        {tournament.name}
      </Typography>
      <Stack
        component="nav"
        aria-label={tournament.name}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: "wrap" }}
      >
        <LinkButton href={base} variant={current === "home" ? "contained" : "text"} size="small">
          {t("nav.home")}
        </LinkButton>
        <LinkButton href={`${base}/schedule`} variant={current === "schedule" ? "contained" : "text"} size="small">
          {t("tournament.schedule")}
        </LinkButton>
        <LinkButton href={`${base}/world`} variant={current === "world" ? "contained" : "text"} size="small">
          {t("world.nav")}
        </LinkButton>
        <LinkButton href={`${base}/leagues`} variant={current === "leagues" ? "contained" : "text"} size="small">
          {t("leagues.nav")}
        </LinkButton>
        <LinkButton href={`${base}/help`} variant={current === "help" ? "contained" : "text"} size="small">
          {t("tournament.help")}
        </LinkButton>
        <LinkButton href={`${base}/plus`} variant={current === "plus" ? "contained" : "text"} size="small">
          {t("plus.nav")}
        </LinkButton>
      </Stack>
      <AdSlot slot="top" tournamentId={tournament.id} />
    </Stack>
  );
}
