/** Loads a locale's messages (default namespace `common`, seed §2). */
import type { Locale } from "@/lib/constants";

export type Messages = typeof import("../../messages/en/common.json");

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}/common.json`)).default as Messages;
}
