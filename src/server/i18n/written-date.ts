import "server-only";
import { getFormatter } from "next-intl/server";

type Options = { dateOnly?: boolean };

/** Writes a moment as text: "6 Dec 2026, 08:30" (`dateOnly`: "6 Dec 2026"); `maybe` passes null on. */
export type DateWriter = ((at: string | Date, options?: Options) => string) & {
  maybe: (at: string | Date | null, options?: Options) => string | null;
};

/**
 * Dates a client component shows, written on the server in the page's language and the viewer's
 * zone (the request's next-intl configuration, as `useFormatter` would in the browser): the browser
 * then formats no date while the page hydrates. A page's first date format loads the language's
 * date data, 40 ms here and over 100 ms on a phone (docs/benchmarks.md, 2026-12-06).
 */
export async function dateWriter(): Promise<DateWriter> {
  const format = await getFormatter();
  const write = (at: string | Date, options?: Options) =>
    format.dateTime(
      new Date(at),
      options?.dateOnly ? { dateStyle: "medium" } : { dateStyle: "medium", timeStyle: "short" },
    );
  return Object.assign(write, {
    maybe: (at: string | Date | null, options?: Options) => (at ? write(at, options) : null),
  });
}
