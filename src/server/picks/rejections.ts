import "server-only";
import type { Locale } from "@/lib/constants";
import type { ErrorParams } from "@/lib/errors";
import { getTranslator } from "@/server/i18n/translate";

/**
 * A save's refusals in the seed's error shape, one per game: the code (for clients that act on it,
 * such as `error.pick.qualifiersCount`), its params, the field, and the message in the caller's
 * language, so that a player reads "Pick 10 qualifiers, you picked 8" beside that game.
 */
export async function withMessages<R extends { code: string; params?: ErrorParams }, T extends { rejected: R[] }>(
  result: T,
  locale: Locale,
): Promise<Omit<T, "rejected"> & { rejected: (R & { message: string })[] }> {
  if (result.rejected.length === 0) return { ...result, rejected: [] };
  const t = await getTranslator(locale);
  return { ...result, rejected: result.rejected.map((r) => ({ ...r, message: t(r.code, r.params) })) };
}
