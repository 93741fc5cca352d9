import { getTranslations } from "next-intl/server";
import type { TournamentRow } from "@/server/tournaments/queries";
import { AdSlot } from "@/ui/ads/ad-slot";
import { ButtonLink } from "@/ui/plain/button-link";
import { Chip } from "@/ui/plain/chip";
import content from "@/ui/plain/content.module.css";

/** Name, sport, status and the tournament's own navigation. Drawn by the server without MUI (decision 0068). */
export async function TournamentHeader({
  tournament,
  current,
}: {
  tournament: TournamentRow;
  current?: "home" | "schedule" | "world" | "leagues" | "help" | "plus";
}) {
  const t = await getTranslations();
  const base = `/${tournament.slug}`;
  const Name = current === "home" ? "h1" : "p";
  const links = [
    ["home", base, t("nav.home")],
    ["schedule", `${base}/schedule`, t("tournament.schedule")],
    ["world", `${base}/world`, t("world.nav")],
    ["leagues", `${base}/leagues`, t("leagues.nav")],
    ["help", `${base}/help`, t("tournament.help")],
    ["plus", `${base}/plus`, t("plus.nav")],
  ] as const;
  return (
    <div className={`${content.stack1} ${content.flush}`} style={{ marginBottom: 24 }}>
      <div className={content.row1} style={{ alignItems: "center" }}>
        <Chip label={t(`sport.${tournament.sport}`)} />
        <Chip
          color={tournament.status === "started" ? "primary" : "default"}
          label={t(`status.${tournament.status}`)}
        />
        {tournament.isDemo && <Chip color="secondary" label={t("home.demoBadge")} />}
      </div>
      <Name className={content.h4} style={{ fontWeight: 700 }}>
        {tournament.name}
      </Name>
      <nav aria-label={tournament.name} className={`${content.row1} ${content.tightLinks}`}>
        {links.map(([key, href, label]) => (
          <ButtonLink key={key} href={href} variant={current === key ? "contained" : "text"} size="small">
            {label}
          </ButtonLink>
        ))}
      </nav>
      <AdSlot slot="top" tournamentId={tournament.id} />
    </div>
  );
}
