import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { tournamentLabel } from "@/lib/tournament-label";
import type { getGroupSeasons } from "@/server/groups/seasons";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { ContinueSeason } from "./continue-season-lazy";

type Seasons = Awaited<ReturnType<typeof getGroupSeasons>>;

/**
 * The group's seasons on its page (decision 0052): the season before and the one after (a link
 * where I am a member), the all-time table, and for its owner the next tournaments to continue into.
 * Nothing for a group of one season that cannot continue. Each season is named with its season
 * (`tournamentLabel`), so two alike-named ones differ. Drawn without MUI (decision 0068).
 */
export async function SeasonsSection({
  groupId,
  group,
  from,
  base,
  seasons,
}: {
  groupId: string;
  /** The group's name and its tournament's (`tournamentLabel`), for the owner's confirmation before continuing. */
  group: string;
  from: string;
  base: string;
  seasons: Seasons;
}) {
  const { previous, next, choices } = seasons;
  if (!previous && !next && choices.length === 0) return null;
  const t = await getTranslations("season");
  const seasonHref = (s: NonNullable<Seasons["previous"]>) => `/${s.tournament.slug}/${s.groupId}`;
  return (
    <section aria-labelledby="seasons-title" className={`${content.paper} ${content.p2}`} data-testid="seasons">
      <h2 id="seasons-title" className={`${content.h6} ${content.gutterBottom}`}>
        {t("title")}
      </h2>
      <div className={`${content.stack1} ${content.flush} ${content.start}`}>
        {next && (
          <p className={content.body1} data-testid="next-season">
            {next.member
              ? t.rich("next", {
                  tournament: tournamentLabel(next.tournament),
                  link: (chunks) => <Link href={seasonHref(next)}>{chunks}</Link>,
                })
              : t("nextNotMember", { tournament: tournamentLabel(next.tournament) })}
          </p>
        )}
        {previous && (
          <p className={content.body1} data-testid="previous-season">
            {previous.member
              ? t.rich("previous", {
                  tournament: tournamentLabel(previous.tournament),
                  link: (chunks) => <Link href={seasonHref(previous)}>{chunks}</Link>,
                })
              : t("previousPlain", { tournament: tournamentLabel(previous.tournament) })}
          </p>
        )}
        {(previous || next) && (
          <ButtonLink variant="outlined" size="small" href={`${base}/all-time`}>
            {t("allTime")}
          </ButtonLink>
        )}
        {choices.length > 0 && (
          <ContinueSeason
            groupId={groupId}
            group={group}
            from={from}
            choices={choices.map((c) => ({ slug: c.slug, name: tournamentLabel(c) }))}
          />
        )}
      </div>
    </section>
  );
}
