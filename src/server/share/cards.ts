/**
 * What a share image may say (decision 0037). A tournament's card is public: its name, sport and
 * dates. A group's card with its top three is for its members only. An invitation's card (the
 * group's valid invitation code) says what the invitation page already says to anyone holding the
 * link: the tournament, the group's name, "you're invited" and how many play; never a nickname or a
 * pick. Anything else is one 404, whether or not the group exists.
 */
import "server-only";
import type { Db } from "@/db";
import type { Locale } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { previewInvitation } from "@/server/groups/membership";
import { getTranslator, type Translate } from "@/server/i18n/translate";
import { resolveSite } from "@/server/sites/sites";
import { getStandings } from "@/server/standings/queries";
import { getTournamentBySlug } from "@/server/tournaments/queries";
import { requireGroupMember } from "@/server/groups/access";
import type { ShareCard } from "./share-image";

async function siteNameOf(db: Db, host: string | null, t: Translate): Promise<string> {
  return (await resolveSite(db, host)).name ?? t("meta.siteName");
}

const notFound = () => new AppError({ code: "error.notFound" });

function dates(locale: Locale, startsAt: Date | null, endsAt: Date | null): string | undefined {
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  if (startsAt && endsAt) return format.formatRange(startsAt, endsAt);
  if (startsAt ?? endsAt) return format.format((startsAt ?? endsAt)!);
  return undefined;
}

/** A tournament's public card: sport, name, dates. */
export async function tournamentCard(db: Db, slug: string, locale: Locale, host: string | null): Promise<ShareCard> {
  const tournament = await getTournamentBySlug(db, slug);
  if (!tournament) throw notFound();
  const t = await getTranslator(locale);
  return {
    siteName: await siteNameOf(db, host, t),
    kicker: t(`sport.${tournament.sport}`),
    title: tournament.name,
    subtitle: dates(locale, tournament.startsAt, tournament.endsAt),
    footer: t("share.tournamentFooter"),
  };
}

/**
 * A group's card: for a member, its top three; for anyone with the valid invitation code, the
 * invitation. Members see the top three even when they came by the invitation link.
 */
export async function groupCard(
  db: Db,
  groupId: string,
  locale: Locale,
  access: { userId: string | null; code: string | null; host: string | null },
): Promise<{ card: ShareCard; kind: "group" | "invitation" }> {
  const t = await getTranslator(locale);
  const siteName = await siteNameOf(db, access.host, t);
  const membership = access.userId ? await requireGroupMember(db, groupId, access.userId).catch(() => null) : null;
  if (membership && access.userId) {
    const top = await getStandings(db, access.userId, groupId, undefined, { page: 1, size: 3 });
    return {
      kind: "group",
      card: {
        siteName,
        kicker: membership.tournament.name,
        title: membership.group.name,
        rowsHeading: top.length ? t("share.topThree") : undefined,
        rows: top.map((row) => ({
          rank: row.rank,
          nickname: row.nickname,
          points: t("share.points", { points: row.points }),
        })),
        footer: t("share.groupFooter"),
      },
    };
  }
  if (!access.code) throw notFound();
  const preview = await previewInvitation(db, groupId, access.code).catch(() => {
    throw notFound();
  });
  return {
    kind: "invitation",
    card: {
      siteName,
      kicker: preview.tournament.name,
      title: preview.name,
      subtitle: `${t("share.invited")} · ${t("share.players", { count: preview.members })}`,
      footer: t("share.invitationFooter"),
    },
  };
}
