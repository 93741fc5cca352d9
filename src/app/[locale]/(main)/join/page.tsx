import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { getPathname } from "@/i18n/navigation";
import { parseInvitation } from "@/lib/invitations";
import { findInvitation } from "@/server/groups/queries";
import { JoinWithLink } from "@/ui/home/join-with-link";
import { privatePageMetadata } from "@/ui/metadata";
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
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography variant="h4" component="h1">
          {t("home.joinTitle")}
        </Typography>
        <JoinWithLink value={pasted} error={pasted.trim() !== ""} />
      </Stack>
    );
  },
);
export default JoinWithLinkPage;
