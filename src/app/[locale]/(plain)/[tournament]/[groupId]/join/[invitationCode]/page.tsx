import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getPathname } from "@/i18n/navigation";
import { getPageSession } from "@/server/auth/page-guards";
import { freeNickname, previewInvitation } from "@/server/groups/membership";
import { getGroupView } from "@/server/groups/queries";
import { Alert } from "@/ui/plain/alert";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { SnackbarHost } from "@/ui/snackbar";
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
        <div className={`${content.stack2} ${content.flush}`} style={{ maxWidth: 560 }}>
          {/* The invitee's heading (the page's own title), not the owner's "Invite your friends". */}
          <h1 className={content.h5}>{t("titles.join")}</h1>
          <Alert severity="warning">{t("error.group.invitationInvalid")}</Alert>
          <ButtonLink href={`/${slug}`}>{t("nav.home")}</ButtonLink>
        </div>
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
      <div className={`${content.paper} ${content.p3}`} style={{ maxWidth: 560 }}>
        <div className={`${content.stack2} ${content.flush}`}>
          <h1 className={content.h5}>{t("group.joinTitle", { group: preview.name })}</h1>
          <p className={content.body1}>
            {t("group.joinText", {
              group: preview.name,
              tournament: preview.tournament.name,
              mode: t(`helpPage.${preview.mode}`),
              count: preview.members,
            })}
          </p>
          {member ? (
            <>
              <Alert severity="info">{t("group.alreadyMember")}</Alert>
              <ButtonLink variant="contained" href={`/${slug}/${groupId}`}>
                {t("group.open")}
              </ButtonLink>
            </>
          ) : session ? (
            <>
              <JoinButton
                slug={slug}
                groupId={groupId}
                invitationCode={invitationCode}
                // The account's name, numbered when a member plays under it already ("Ana 2").
                nickname={await freeNickname(db, groupId, session.user.name)}
              />
              <SnackbarHost onDemand />
            </>
          ) : (
            <ButtonLink variant="contained" href={`/account?redirectTo=${encodeURIComponent(here)}`}>
              {t("group.signInToJoin")}
            </ButtonLink>
          )}
        </div>
      </div>
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
