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

/**
 * Mails whose link or code proves that the reader owns the address: stored sealed, emptied once
 * sent, and without a mail server shown to admins only (docs/decisions/0015-private-mail.md).
 */
export const SECRET_MAIL_KINDS: ReadonlySet<string> = new Set<AccountMailKind>(["verifyEmail", "resetPassword", "magicLink", "otp", "changeEmail", "newsletterConfirm"]);

export interface AccountMail {
  kind: AccountMailKind;
  to: string;
  locale: Locale;
  name?: string;
  /** The account the mail is for, when there is one (found by the address otherwise). */
  userId?: string | null;
  params: Record<string, string | number>;
}

export async function sendAccountMail(db: Db, mail: AccountMail): Promise<void> {
  const t = await getTranslator(mail.locale);
  const greeting = mail.name ? t("mail.greeting", { name: mail.name }) : t("mail.greetingAnonymous");
  const body = t(`mail.${mail.kind}.body`, mail.params);
  await sendMail(db, {
    kind: mail.kind,
    to: [mail.to],
    userId: mail.userId,
    secret: SECRET_MAIL_KINDS.has(mail.kind),
    subject: t(`mail.${mail.kind}.subject`, mail.params),
    text: `${greeting}\n\n${body}\n\n${t("mail.signature")}\n`,
  });
}
