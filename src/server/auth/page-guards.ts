import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/lib/constants";
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
