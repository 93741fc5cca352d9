import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { getPathname } from "@/i18n/navigation";
import { parseInvitation } from "@/lib/invitations";
import { findInvitation } from "@/server/groups/queries";
import { JoinWithLink } from "@/ui/home/join-with-link";
import { privatePageMetadata } from "@/ui/metadata";
import content from "@/ui/plain/content.module.css";
import { z } from "zod";
import { defineMetadata, definePage } from "@/server/http/define-page";

/** What was pasted (the first, if the field came twice), within 2,000 characters. */
const pastedLink = z.object({
  link: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? (value[0] ?? "") : value).slice(0, 2000))
    .catch(""),
});

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  return privatePageMetadata(locale, "join");
});

/**
 * Where "Join with a link" sends what was pasted: a link or a known code goes on to that group's
 * invitation (which checks the code); anything else comes back here with the field and a hint.
 * Drawn by the server without MUI (decision 0068).
 */
const JoinWithLinkPage = definePage(
  { searchParams: pastedLink },
  async ({ locale, searchParams: { link: pasted }, db }) => {
    const invitation = parseInvitation(pasted);
    const target =
      invitation && "groupId" in invitation
        ? invitation
        : invitation
          ? await findInvitation(db, invitation.invitationCode).then(
              (found) => found && { ...found, invitationCode: invitation.invitationCode },
            )
          : null;
    if (target)
      redirect(
        getPathname({
          locale,
          href: `/${target.tournamentSlug}/${target.groupId}/join/${encodeURIComponent(target.invitationCode)}`,
        }),
      );
    const t = await getTranslations();
    return (
      <div className={`${content.stack2} ${content.flush} ${content.maxWidth640}`}>
        <h1 className={content.h4}>{t("home.joinTitle")}</h1>
        <JoinWithLink value={pasted} error={pasted.trim() !== ""} />
      </div>
    );
  },
);
export default JoinWithLinkPage;
