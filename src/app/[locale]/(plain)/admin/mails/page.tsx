import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { LOCALE_NAMES, LOCALES } from "@/lib/constants";
import { toLocale } from "@/lib/locales";
import { requirePageUser } from "@/server/auth/page-guards";
import { previewMail } from "@/server/mail/templates/render";
import { MAIL_KINDS, type MailKind } from "@/server/mail/templates/templates";
import { MailFrame } from "@/ui/mail-frame";
import { ButtonLink, buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import styles from "../admin.module.css";
import { z } from "zod";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { optionalText } from "@/server/http/page-params";

export const dynamic = "force-dynamic";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "mailPreview" });
  return { title: t("title"), robots: { index: false } };
});

/**
 * Admins only (everybody else gets the 404 page, signed-out visitors sign in first): every mail
 * template with sample data, in any language, as HTML and as plain text side by side. Drawn by the
 * server without MUI (decision 0068).
 */
const MailPreviewPage = definePage(
  { searchParams: z.object({ template: optionalText, lang: optionalText }) },
  async ({ locale, searchParams: query }) => {
    const { user } = await requirePageUser(locale, "/admin/mails");
    if (user.role !== "admin") notFound();
    const kind: MailKind = MAIL_KINDS.find((k) => k === query.template) ?? MAIL_KINDS[0]!;
    const language = toLocale(query.lang) ?? locale;
    const t = await getTranslations("mailPreview");
    const mail = await previewMail(kind, language);
    return (
      <div className={`${content.stack3} ${content.flush}`}>
        <div className={`${content.stack1} ${content.flush}`}>
          <h1 className={content.h4}>{t("title")}</h1>
          <p className={`${content.body1} ${content.secondary}`}>{t("intro")}</p>
        </div>
        <nav aria-labelledby="mail-templates">
          <h2 id="mail-templates" className={`${content.h6} ${content.mb1}`}>
            {t("templates")}
          </h2>
          <ul className={styles.links}>
            {MAIL_KINDS.map((k) => (
              <li key={k}>
                <ButtonLink
                  href={`/admin/mails?template=${k}&lang=${language}`}
                  variant={k === kind ? "contained" : "outlined"}
                  size="small"
                  aria-current={k === kind ? "page" : undefined}
                >
                  {k}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
        <form method="get" className={`${content.row1} ${content.center}`}>
          <input type="hidden" name="template" value={kind} />
          <label htmlFor="mail-language">{t("language")}</label>
          <select id="mail-language" name="lang" defaultValue={language} className={styles.select}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClass("outlined")}>
            {t("show")}
          </button>
        </form>
        <h2 className={content.h6} data-testid="mail-subject">
          {t("subject", { subject: mail.subject })}
        </h2>
        <div className={styles.sideBySide}>
          <section aria-labelledby="mail-html" className={`${content.paper} ${content.p2} ${styles.cell}`}>
            <h3 id="mail-html" className={`${content.subtitle1} ${content.mb1}`}>
              {t("html")}
            </h3>
            <MailFrame html={mail.html} title={t("htmlFrame", { subject: mail.subject })} height={640} />
          </section>
          <section aria-labelledby="mail-text" className={`${content.paper} ${content.p2} ${styles.cell}`}>
            <h3 id="mail-text" className={`${content.subtitle1} ${content.mb1}`}>
              {t("text")}
            </h3>
            <pre data-testid="mail-text" lang={language} className={styles.mailText}>
              {mail.text}
            </pre>
          </section>
        </div>
      </div>
    );
  },
);
export default MailPreviewPage;
