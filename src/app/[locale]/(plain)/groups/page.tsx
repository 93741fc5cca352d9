import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requirePageUser } from "@/server/auth/page-guards";
import { listMyStandings } from "@/server/standings/my-standings";
import { listOpenTournaments } from "@/server/tournaments/queries";
import { EmptyState } from "@/ui/empty-state";
import { NoTournaments } from "@/ui/home/empty-states";
import { JoinWithLink } from "@/ui/home/join-with-link";
import { MyGroupsList } from "@/ui/home/my-groups-list";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { privatePageMetadata } from "@/ui/metadata";
import { defineMetadata, definePage } from "@/server/http/define-page";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  return privatePageMetadata(locale, "myGroups");
});

/**
 * "Groups" of the bottom navigation: my groups with my rank and points, then a new group for an
 * open tournament, or join one with a link. Drawn by the server without MUI (decision 0068).
 */
const MyGroupsPage = definePage({}, async ({ locale, db }) => {
  const { user } = await requirePageUser(locale, "/groups");
  const t = await getTranslations();
  const [groups, tournaments] = await Promise.all([listMyStandings(db, user.id), listOpenTournaments(db)]);
  const open = tournaments.filter((tournament) => tournament.status !== "finished");
  return (
    <div className={`${content.stack4} ${content.flush}`}>
      <div className={`${content.stack2} ${content.flush}`}>
        <h1 className={content.h4}>{t("titles.myGroups")}</h1>
        {groups.length > 0 ? (
          <MyGroupsList groups={groups} />
        ) : (
          <EmptyState testId="groups-empty">{t("home.noGroups")}</EmptyState>
        )}
      </div>
      <section aria-labelledby="create-title">
        <h2 id="create-title" className={`${content.h5} ${content.gutterBottom}`}>
          {t("home.createGroup")}
        </h2>
        {open.length > 0 ? (
          <div className={content.row1}>
            {open.map((tournament) => (
              <ButtonLink key={tournament.id} variant="outlined" href={`/${tournament.slug}/new-game`}>
                {tournament.name}
              </ButtonLink>
            ))}
          </div>
        ) : (
          <NoTournaments />
        )}
      </section>
      <section aria-labelledby="join-title">
        <h2 id="join-title" className={`${content.h5} ${content.gutterBottom}`}>
          {t("home.joinTitle")}
        </h2>
        <JoinWithLink />
      </section>
    </div>
  );
});
export default MyGroupsPage;
