import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { requirePageUser } from "@/server/auth/page-guards";
import { isMailboxOn, mailsFor } from "@/server/mail/mailbox";
import { MailFrame } from "@/ui/mail-frame";
import { Alert } from "@/ui/plain/alert";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { defineMetadata, definePage } from "@/server/http/define-page";
import styles from "./mailbox.module.css";

export const dynamic = "force-dynamic";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "mailbox" });
  return { title: t("title"), robots: { index: false } };
});

/** Links in a mail's text, clickable. */
function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(/(https?:\/\/\S+)/g).map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * Without a mail server, the mails kept for it: a player reads their own (but no sign-in, reset or
 * verification link), an admin reads all, the signed-out visitor is sent to sign in
 * (docs/decisions/0015-private-mail.md). Drawn by the server without MUI (decision 0068).
 */
const MailboxPage = definePage({}, async ({ locale, db }) => {
  if (!isMailboxOn()) notFound();
  const { user } = await requirePageUser(locale, "/mailbox");
  const t = await getTranslations("mailbox");
  const format = await getFormatter();
  const mails = await mailsFor(db, user);
  const text = (text: string | null) => (
    <pre className={styles.text}>{text === null ? <em>{t("unreadable")}</em> : <Linked text={text} />}</pre>
  );
  return (
    <div className={`${content.stack2} ${content.flush} ${content.maxWidth900}`}>
      <h1 className={content.h4}>{t("title")}</h1>
      <Alert severity={user.role === "admin" ? "warning" : "info"}>
        {user.role === "admin" ? t("introAdmin") : t("intro")}
      </Alert>
      <div>
        <ButtonLink href="/mailbox" variant="outlined">
          {t("refresh")}
        </ButtonLink>
      </div>
      {mails.length === 0 && <p className={content.body1}>{t("empty")}</p>}
      {mails.map((mail) => (
        <article key={mail.id} className={`${content.paper} ${content.p2}`} data-testid="mail">
          <h2 className={content.h6}>{mail.subject ?? t("unreadable")}</h2>
          <p className={`${content.body2} ${content.secondary}`}>
            {t("to", { to: mail.to.join(", ") })} ·{" "}
            {format.dateTime(mail.createdAt, { dateStyle: "medium", timeStyle: "short" })}
          </p>
          {mail.html ? (
            <>
              <div className={content.mt1}>
                <MailFrame html={mail.html} title={t("htmlFrame", { subject: mail.subject ?? "" })} height={480} />
              </div>
              <details className={styles.details}>
                <summary>{t("plainText")}</summary>
                {text(mail.text)}
              </details>
            </>
          ) : (
            text(mail.text)
          )}
        </article>
      ))}
    </div>
  );
});
export default MailboxPage;
