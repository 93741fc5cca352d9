import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { currentTime } from "@/lib/clock";
import { requirePageUser } from "@/server/auth/page-guards";
import { listDuePicks } from "@/server/picks/due-picks";
import { listMyGroups } from "@/server/groups/queries";
import { NoDuePicks } from "@/ui/home/empty-states";
import { DuePicksList } from "@/ui/home/due-picks-list";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { privatePageMetadata } from "@/ui/metadata";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";

/** Open matchdays listed at most (a season of a league in a few groups). */
const DUE_LISTED = 60;

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  return privatePageMetadata(locale, "duePicks");
});

/**
 * "My picks" of the bottom navigation: every open matchday of my groups, the one locking first
 * first. Drawn by the server without MUI (decision 0068): its islands are the countdowns.
 */
const DuePicksPage = definePage({}, async ({ locale, db }) => {
  const { user } = await requirePageUser(locale, "/picks");
  const t = await getTranslations();
  const due = await listDuePicks(db, user.id, DUE_LISTED);
  const groups = due.length === 0 ? await listMyGroups(db, user.id) : [];
  return (
    <div className={`${content.stack2} ${content.flush}`}>
      <h1 className={content.h4}>{t("titles.duePicks")}</h1>
      {due.length > 0 ? (
        <DuePicksList due={due} now={currentTime()} />
      ) : (
        <NoDuePicks
          scheduleOf={groups[0]?.tournamentSlug}
          create={
            <ButtonLink variant="contained" href="/groups">
              {t("home.createGroup")}
            </ButtonLink>
          }
        />
      )}
    </div>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof DuePicksPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["countdown"]}>
      <DuePicksPage {...props} />
    </ClientMessages>
  );
}
