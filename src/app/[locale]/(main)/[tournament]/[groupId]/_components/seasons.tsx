import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { getGroupSeasons } from "@/server/groups/seasons";
import { LinkButton } from "@/ui/link-button";
import { ContinueSeason } from "./continue-season";

type Seasons = Awaited<ReturnType<typeof getGroupSeasons>>;

/**
 * The group's seasons on its page (decision 0052): the season before and the one after (a link
 * where I am a member), the all-time table, and for its owner the next tournaments to continue into.
 * Nothing for a group of one season that cannot continue.
 */
export async function SeasonsSection({ groupId, base, seasons }: { groupId: string; base: string; seasons: Seasons }) {
  const { previous, next, choices } = seasons;
  if (!previous && !next && choices.length === 0) return null;
  const t = await getTranslations("season");
  const seasonHref = (s: NonNullable<Seasons["previous"]>) => `/${s.tournament.slug}/${s.groupId}`;
  return (
    <Paper component="section" aria-labelledby="seasons-title" sx={{ p: 2 }} data-testid="seasons">
      <Typography id="seasons-title" variant="h6" component="h2" gutterBottom>
        {t("title")}
      </Typography>
      <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
        {next && (
          <Typography data-testid="next-season">
            {next.member
              ? t.rich("next", {
                  tournament: next.tournament.name,
                  link: (chunks) => <Link href={seasonHref(next)}>{chunks}</Link>,
                })
              : t("nextNotMember", { tournament: next.tournament.name })}
          </Typography>
        )}
        {previous && (
          <Typography data-testid="previous-season">
            {previous.member
              ? t.rich("previous", {
                  tournament: previous.tournament.name,
                  link: (chunks) => <Link href={seasonHref(previous)}>{chunks}</Link>,
                })
              : t("previousPlain", { tournament: previous.tournament.name })}
          </Typography>
        )}
        {(previous || next) && (
          <LinkButton variant="outlined" size="small" href={`${base}/all-time`}>
            {t("allTime")}
          </LinkButton>
        )}
        {choices.length > 0 && <ContinueSeason groupId={groupId} choices={choices} />}
      </Stack>
    </Paper>
  );
}
