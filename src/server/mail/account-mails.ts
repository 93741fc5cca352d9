/**
 * The account mails (verification, reset, magic link, code, e-mail change, newsletter), written
 * from their templates (./templates) in the recipient's language, as HTML and plain text.
 */
import "server-only";
import type { Db } from "@/db";
import type { Locale } from "@/lib/constants";
import { sendMail } from "./send-mail";
import { renderMail } from "./templates/render";

export type AccountMailKind =
  "verifyEmail" | "resetPassword" | "magicLink" | "otp" | "changeEmail" | "existingAccount" | "newsletterConfirm";

/**
 * Mails whose link or code proves that the reader owns the address: stored sealed, emptied once
 * sent, and without a mail server shown to admins only (docs/decisions/0015-private-mail.md).
 */
export const SECRET_MAIL_KINDS: ReadonlySet<string> = new Set<AccountMailKind>([
  "verifyEmail",
  "resetPassword",
  "magicLink",
  "otp",
  "changeEmail",
  "newsletterConfirm",
]);

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
  const written =
    mail.kind === "otp"
      ? await renderMail(
          "otp",
          { name: mail.name, otp: String(mail.params.otp), minutes: Number(mail.params.minutes) },
          mail.locale,
        )
      : await renderMail(
          mail.kind,
          {
            name: mail.name,
            url: String(mail.params.url),
            newEmail: mail.params.newEmail === undefined ? undefined : String(mail.params.newEmail),
          },
          mail.locale,
        );
  await sendMail(db, {
    kind: mail.kind,
    to: [mail.to],
    userId: mail.userId,
    secret: SECRET_MAIL_KINDS.has(mail.kind),
    ...written,
  });
}
