import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { currentTime } from "@/lib/clock";
import { requirePageUser } from "@/server/auth/page-guards";
import { listDuePicks } from "@/server/picks/due-picks";
import { listMyGroups } from "@/server/groups/queries";
import { EmptyState } from "@/ui/empty-state";
import { DuePicksList } from "@/ui/home/due-picks-list";
import { LinkButton } from "@/ui/link-button";
import { privatePageMetadata } from "@/ui/metadata";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";

/** Open matchdays listed at most (a season of a league in a few groups). */
const DUE_LISTED = 60;

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  return privatePageMetadata(locale, "duePicks");
});

/** "My picks" of the bottom navigation: every open matchday of my groups, the one locking first first. */
const DuePicksPage = definePage({}, async ({ locale, db }) => {
  const { user } = await requirePageUser(locale, "/picks");
  const t = await getTranslations();
  const due = await listDuePicks(db, user.id, DUE_LISTED);
  const groups = due.length === 0 ? await listMyGroups(db, user.id) : [];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t("titles.duePicks")}
      </Typography>
      {due.length > 0 ? (
        <DuePicksList due={due} now={currentTime()} />
      ) : groups.length === 0 ? (
        <EmptyState
          testId="due-empty"
          actions={
            <LinkButton variant="contained" href="/groups">
              {t("home.createGroup")}
            </LinkButton>
          }
        >
          {t("home.dueNoGroups")}
        </EmptyState>
      ) : (
        <EmptyState
          testId="due-empty"
          actions={
            <LinkButton variant="outlined" href={`/${groups[0]!.tournamentSlug}/schedule`}>
              {t("home.seeSchedule")}
            </LinkButton>
          }
        >
          {t("home.dueNone")}
        </EmptyState>
      )}
    </Stack>
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
