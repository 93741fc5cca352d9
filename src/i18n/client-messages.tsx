/**
 * The messages a page's browser code reads (decision 0042): the shell's namespaces and those
 * named here, not the whole locale file. A page wraps what it renders in it; the unit test
 * `client-messages.test.ts` fails when a browser module reachable from the page reads a namespace
 * the page does not send, and a missing message is a console error, which fails every browser test.
 */
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { pickNamespaces, SHELL_NAMESPACES, type Namespace } from "./messages";
import { routing } from "./routing";

type Props = { namespaces: readonly Namespace[]; params: Promise<{ locale: string }>; children: ReactNode };

export async function ClientMessages({ namespaces, params, children }: Props) {
  // Rendered before the page itself, which sets its locale too: on a client-side navigation the
  // locale layout does not run.
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, [...SHELL_NAMESPACES, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}

/** The shell's messages, for the locale layout's provider. */
export async function shellMessages(): Promise<Record<string, unknown>> {
  return pickNamespaces(await getMessages(), SHELL_NAMESPACES);
}
