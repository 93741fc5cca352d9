/**
 * The account mails (verification, reset, magic link, code, e-mail change, newsletter), written
 * from the messages of the recipient's language.
 */
import "server-only";
import type { Db } from "@/db";
import type { Locale } from "@/lib/constants";
import { getTranslator } from "@/server/i18n/translate";
import { sendMail } from "./send-mail";

export type AccountMailKind =
  | "verifyEmail"
  | "resetPassword"
  | "magicLink"
  | "otp"
  | "changeEmail"
  | "existingAccount"
  | "newsletterConfirm";

export interface AccountMail {
  kind: AccountMailKind;
  to: string;
  locale: Locale;
  name?: string;
  params: Record<string, string | number>;
}

export async function sendAccountMail(db: Db, mail: AccountMail): Promise<void> {
  const t = await getTranslator(mail.locale);
  const greeting = mail.name ? t("mail.greeting", { name: mail.name }) : t("mail.greetingAnonymous");
  const body = t(`mail.${mail.kind}.body`, mail.params);
  await sendMail(db, {
    kind: mail.kind,
    to: [mail.to],
    subject: t(`mail.${mail.kind}.subject`, mail.params),
    text: `${greeting}\n\n${body}\n\n${t("mail.signature")}\n`,
  });
}
