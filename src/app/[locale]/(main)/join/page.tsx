import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { redirect } from "next/navigation";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/lib/constants";
import { parseInvitation } from "@/lib/invitations";
import { getAppDb } from "@/server/db";
import { findInvitation } from "@/server/groups/queries";
import { JoinWithLink } from "@/ui/home/join-with-link";
import { privatePageMetadata } from "@/ui/metadata";

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ link?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return privatePageMetadata(locale, "join");
}

/**
 * Where "Join with a link" sends what was pasted: a link or a known code goes on to that group's
 * invitation (which checks the code); anything else comes back here with the field and a hint.
 */
export default async function JoinWithLinkPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).link;
  const pasted = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 2000) ?? "";
  const invitation = parseInvitation(pasted);
  const target =
    invitation && "groupId" in invitation
      ? invitation
      : invitation
        ? await findInvitation(await getAppDb(), invitation.invitationCode).then(
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
}
