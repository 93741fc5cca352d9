import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getPathname } from "@/i18n/navigation";
import type { Db } from "@/db";
import type { Locale } from "@/lib/constants";
import { isAppError } from "@/lib/errors";
import { formerMembership } from "@/server/groups/access";
import { getSession, type CurrentSession } from "./session";

/**
 * For pages that need an account: the signed-out visitor goes to /account?redirectTo=<this page>,
 * the path carrying its locale prefix unless it is the default one (seed §2).
 */
export async function requirePageUser(locale: Locale, path: string): Promise<CurrentSession> {
  const current = await getSession(await headers());
  if (current) return current;
  const target = getPathname({ locale, href: path });
  redirect(`${getPathname({ locale, href: "/account" })}?redirectTo=${encodeURIComponent(target)}`);
}

export async function getPageSession(): Promise<CurrentSession | null> {
  return getSession(await headers());
}

/**
 * For a group's own pages (the pick sheet, the bonus questions, statistics, members' picks, the
 * all-time table): a player who left the group or was removed from it goes to the group's page,
 * which says so and what to do (an old bookmark, the "My picks" tab); anyone else still gets the
 * error (the 404 page). Use as the loader's `.catch`.
 */
export function toGroupPageIfFormer(
  db: Db,
  where: { locale: Locale; userId: string; tournament: string; groupId: string },
): (error: unknown) => Promise<never> {
  return async (error) => {
    if (isAppError(error) && (error.code === "error.group.noLongerMember" || error.code === "error.notFound")) {
      const former = await formerMembership(db, where.groupId, where.userId);
      if (former?.tournament === where.tournament)
        redirect(getPathname({ locale: where.locale, href: `/${where.tournament}/${where.groupId}` }));
    }
    throw error;
  };
}
