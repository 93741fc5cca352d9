import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getPathname } from "@/i18n/navigation";
import { getPageSession } from "@/server/auth/page-guards";
import { previewInvitation } from "@/server/groups/manage-groups";
import { getGroupView } from "@/server/groups/queries";
import { LinkButton } from "@/ui/link-button";
import { JoinButton } from "./join-button";
import { privatePageMetadata, shareImageOf } from "@/ui/metadata";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage, isNotFound } from "@/server/http/define-page";
import { tournamentPath } from "@/server/http/page-params";
import { id } from "@/server/http/params";

/**
 * A link with a wrong group or code still lands here and says the invitation is not valid (a
 * shortened or mistyped link is common), rather than the 404 page.
 */
const invitationPath = tournamentPath.extend({ groupId: z.string(), invitationCode: z.string() });

export const generateMetadata = defineMetadata(
  { params: invitationPath },
  async ({ locale, params: { tournament, groupId, invitationCode } }): Promise<Metadata> => {
    return privatePageMetadata(
      locale,
      "join",
      tournament,
      await shareImageOf(locale, { tournament, groupId, code: invitationCode }),
    );
  },
);

/** The invitation: a preview of the group, then join (signing in first and coming back). */
const JoinPage = definePage(
  { params: invitationPath },
  async ({ locale, params: { tournament: slug, groupId, invitationCode }, db }) => {
    const t = await getTranslations();
    // Only "no such invitation" is the message below; an outage goes to the error page.
    const preview = id.safeParse(groupId).success
      ? await previewInvitation(db, groupId, invitationCode).catch((error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        })
      : null;
    if (!preview || preview.tournament.slug !== slug) {
      return (
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Typography variant="h5" component="h1">
            {t("group.invite")}
          </Typography>
          <Alert severity="warning">{t("error.group.invitationInvalid")}</Alert>
          <LinkButton href={`/${slug}`}>{t("nav.home")}</LinkButton>
        </Stack>
      );
    }
    const session = await getPageSession();
    const here = getPathname({ locale, href: `/${slug}/${groupId}/join/${invitationCode}` });
    const member = session
      ? await getGroupView(db, session.user.id, groupId).then(
          () => true,
          (error: unknown) => {
            if (isNotFound(error)) return false;
            throw error;
          },
        )
      : false;
    return (
      <Paper sx={{ p: 3, maxWidth: 560 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t("group.joinTitle", { group: preview.name })}
          </Typography>
          <Typography>
            {t("group.joinText", {
              group: preview.name,
              tournament: preview.tournament.name,
              mode: t(`helpPage.${preview.mode}`),
              count: preview.members,
            })}
          </Typography>
          {member ? (
            <>
              <Alert severity="info">{t("group.alreadyMember")}</Alert>
              <LinkButton variant="contained" href={`/${slug}/${groupId}`}>
                {t("group.open")}
              </LinkButton>
            </>
          ) : session ? (
            <JoinButton slug={slug} groupId={groupId} invitationCode={invitationCode} nickname={session.user.name} />
          ) : (
            <LinkButton variant="contained" href={`/account?redirectTo=${encodeURIComponent(here)}`}>
              {t("group.signInToJoin")}
            </LinkButton>
          )}
        </Stack>
      </Paper>
    );
  },
);

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof JoinPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["group", "error"]}>
      <JoinPage {...props} />
    </ClientMessages>
  );
}
