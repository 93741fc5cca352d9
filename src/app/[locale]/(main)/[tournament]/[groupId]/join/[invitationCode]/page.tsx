import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { z } from "zod";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/lib/constants";
import { isAppError } from "@/lib/errors";
import { getPageSession } from "@/server/auth/page-guards";
import { getAppDb } from "@/server/db";
import { previewInvitation } from "@/server/groups/manage-groups";
import { getGroupView } from "@/server/groups/queries";
import { LinkButton } from "@/ui/link-button";
import { JoinButton } from "./join-button";
import { privatePageMetadata, shareImageOf } from "@/ui/metadata";
import { ClientMessages } from "@/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; tournament: string; groupId: string; invitationCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tournament, groupId, invitationCode } = await params;
  return privatePageMetadata(
    locale,
    "join",
    tournament,
    await shareImageOf(locale, { tournament, groupId, code: invitationCode }),
  );
}

/** The invitation: a preview of the group, then join (signing in first and coming back). */
async function JoinPage({ params }: Props) {
  const { locale, tournament: slug, groupId, invitationCode } = await params;
  setRequestLocale(locale);
  const t = await getTranslations();
  const db = await getAppDb();
  const preview = z.uuid().safeParse(groupId).success
    ? await previewInvitation(db, groupId, invitationCode).catch((error: unknown) => {
        if (isAppError(error)) return null;
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
        () => false,
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
}

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof JoinPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["group", "error"]}>
      <JoinPage {...props} />
    </ClientMessages>
  );
}
