/** Loads a locale's messages (default namespace `common`, seed §2). */
import type { Locale } from "@/lib/constants";

export type Messages = typeof import("../../messages/en/common.json");
export type Namespace = keyof Messages;

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}/common.json`)).default as Messages;
}

/**
 * The namespaces every page's browser code reads (the shell: top bar, bottom navigation, language
 * and colour-scheme menus, cookie notice, error pages). A page adds its own with `ClientMessages`
 * (decision 0042); the rest of the locale file stays on the server.
 */
export const SHELL_NAMESPACES = [
  "a11y",
  "meta",
  "nav",
  "language",
  "colorScheme",
  "cookieNotice",
  "errorPage",
] as const satisfies readonly Namespace[];

/** The part of a locale's messages with these namespaces. */
export function pickNamespaces(
  messages: Record<string, unknown>,
  namespaces: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
