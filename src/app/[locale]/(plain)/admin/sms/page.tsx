import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { requirePageUser } from "@/server/auth/page-guards";
import { isSmsOutboxOn, latestSms } from "@/server/sms/send-sms";
import { Alert } from "@/ui/plain/alert";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import styles from "../admin.module.css";
import { defineMetadata, definePage } from "@/server/http/define-page";

export const dynamic = "force-dynamic";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "smsOutbox" });
  return { title: t("title"), robots: { index: false } };
});

/**
 * Admins only (everybody else gets the 404 page): without an SMS gateway, the SMS kept instead of
 * sent, newest first, like the mailbox for mails (decision 0053). Drawn by the server without MUI
 * (decision 0068), as the mailbox.
 */
const SmsOutboxPage = definePage({}, async ({ locale, db }) => {
  const { user } = await requirePageUser(locale, "/admin/sms");
  if (user.role !== "admin") notFound();
  const t = await getTranslations("smsOutbox");
  const format = await getFormatter();
  const on = isSmsOutboxOn();
  const messages = on ? await latestSms(db) : [];
  return (
    <div className={`${content.stack2} ${content.flush} ${content.maxWidth900}`}>
      <h1 className={content.h4}>{t("title")}</h1>
      <Alert severity={on ? "warning" : "info"}>{on ? t("intro") : t("gateway")}</Alert>
      {on && (
        <div>
          <ButtonLink href="/admin/sms" variant="outlined">
            {t("refresh")}
          </ButtonLink>
        </div>
      )}
      {on && messages.length === 0 && <p className={content.body1}>{t("empty")}</p>}
      {messages.map((sms) => (
        <article key={sms.id} className={`${content.paper} ${content.p2}`} data-testid="sms">
          <h2 className={content.h6}>{t("to", { to: sms.to })}</h2>
          <p className={`${content.body2} ${content.secondary}`}>
            {t(`kind.${sms.kind === "signIn" ? "signIn" : "verifyPhone"}`)} ·{" "}
            {format.dateTime(sms.createdAt, { dateStyle: "medium", timeStyle: "medium" })}
          </p>
          <p className={`${content.body1} ${content.mt1} ${styles.anywhere}`}>
            {sms.text === null ? <em>{t("unreadable")}</em> : sms.text}
          </p>
        </article>
      ))}
    </div>
  );
});
export default SmsOutboxPage;
