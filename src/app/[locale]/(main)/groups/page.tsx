import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePageUser } from "@/server/auth/page-guards";
import { listMyStandings } from "@/server/standings/my-standings";
import { listOpenTournaments } from "@/server/tournaments/queries";
import { EmptyState } from "@/ui/empty-state";
import { JoinWithLink } from "@/ui/home/join-with-link";
import { MyGroupsList } from "@/ui/home/my-groups-list";
import { LinkButton } from "@/ui/link-button";
import { privatePageMetadata } from "@/ui/metadata";
import { defineMetadata, definePage } from "@/server/http/define-page";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  return privatePageMetadata(locale, "myGroups");
});

/** "Groups" of the bottom navigation: my groups with my rank and points, then a new group for an open tournament, or join one with a link. */
const MyGroupsPage = definePage({}, async ({ locale, db }) => {
  const { user } = await requirePageUser(locale, "/groups");
  const t = await getTranslations();
  const [groups, tournaments] = await Promise.all([listMyStandings(db, user.id), listOpenTournaments(db)]);
  const open = tournaments.filter((tournament) => tournament.status !== "finished");
  return (
    <Stack spacing={4}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t("titles.myGroups")}
        </Typography>
        {groups.length > 0 ? (
          <MyGroupsList groups={groups} />
        ) : (
          <EmptyState testId="groups-empty">{t("home.noGroups")}</EmptyState>
        )}
      </Stack>
      <section aria-labelledby="create-title">
        <Typography id="create-title" variant="h5" component="h2" gutterBottom>
          {t("home.createGroup")}
        </Typography>
        {open.length > 0 ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            {open.map((tournament) => (
              <LinkButton key={tournament.id} variant="outlined" href={`/${tournament.slug}/new-game`}>
                {tournament.name}
              </LinkButton>
            ))}
          </Stack>
        ) : (
          <EmptyState
            actions={
              <LinkButton variant="contained" href="/contact">
                {t("home.tournamentsEmptyAction")}
              </LinkButton>
            }
          >
            {t("home.tournamentsEmpty")}
          </EmptyState>
        )}
      </section>
      <section aria-labelledby="join-title">
        <Typography id="join-title" variant="h5" component="h2" gutterBottom>
          {t("home.joinTitle")}
        </Typography>
        <JoinWithLink />
      </section>
    </Stack>
  );
});
export default MyGroupsPage;
