import "server-only";
import { notFound } from "next/navigation";
import { isAppError } from "@/lib/errors";

/**
 * A page's data, or the 404 page when the service says there is no such thing for this viewer
 * (404, or 403: what a player may not see is, to them, not there). Any other failure (the
 * database down, a bug) goes on to the error page, which offers a retry, instead of posing as a
 * missing page.
 */
export async function orNotFound<T>(loading: Promise<T>): Promise<T> {
  try {
    return await loading;
  } catch (thrown) {
    if (isAppError(thrown) && (thrown.status === 404 || thrown.status === 403)) notFound();
    throw thrown;
  }
}
