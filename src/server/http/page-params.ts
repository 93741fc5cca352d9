import "server-only";
import { z } from "zod";
import { id, ordinal, slug } from "./params";

/**
 * Schemas of the pages' path and query parameters (`definePage`, decision 0067), built from the
 * route handlers' own (`./params`), so that a page and its API agree on what names something.
 */

/** `/[tournament]/…` */
export const tournamentPath = z.object({ tournament: slug });
/** `/[tournament]/[groupId]/…`: a group's id is a UUID; anything else is a group that does not exist. */
export const groupPath = tournamentPath.extend({ groupId: id });
/** A matchday's number as it appears in a path: digits only (no `1e2`, no `0x10`), 1 to 999. */
export const matchdayOrdinal = z
  .string()
  .regex(/^\d{1,3}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(999));
/** A page of a list in the query (`?page=3`): a bad or missing one is the first page. */
export const pageNumber = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number)
  .catch(1);
/** An optional query value that is dropped when it is not one of `values` (a stale or hand-made link). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).optional().catch(undefined);
}
/** An optional query text: a repeated parameter (`?a=1&a=2`) counts as absent. */
export const optionalText = z.string().optional().catch(undefined);
/** `/admin/[slug]`: a tournament's address. */
export const slugPath = z.object({ slug });
/** An optional matchday in the query (`?matchday=3`): a bad one is dropped (the page shows its default). */
export const optionalOrdinal = ordinal.optional().catch(undefined);
