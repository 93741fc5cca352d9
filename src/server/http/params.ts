import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";

/**
 * Schemas of path and query parameters, declared by each route in `withApi({ params, query })`.
 * A path parameter that fails its schema names nothing (404); a query parameter that fails is a
 * bad field (400 with `formField`). Strings with a NUL byte never get this far (see `withApi`).
 */

/** An id from the path (group, member, game, purchase, site): a UUID. */
export const id = z.uuid();
/** A tournament's address as it appears in a path. */
export const slug = z.string().min(1).max(64);
/** A matchday number: 1 to 999, as the matchday schema allows. */
export const ordinal = z.coerce.number().int().min(1).max(999);
/** An avatar's storage key. */
export const storageKey = z.string().min(1).max(128);

/** An id from the path (group, member, game): anything but a UUID is one that does not exist. */
export function idParam(raw: string): string {
  if (!id.safeParse(raw).success) throw new AppError({ code: "error.notFound" });
  return raw;
}
