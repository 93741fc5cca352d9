/**
 * One mail, written: subject, HTML and the plain text derived from the same template, in the
 * reader's language (docs/decisions/0038-mail-templates.md).
 */
import "server-only";
import type { Locale } from "@/lib/constants";
import { getEnv } from "@/lib/env";
import { localePrefix } from "@/lib/locales";
import { getTranslator, type Translate } from "@/server/i18n/translate";
import { Layout } from "./components";
import { toHtml, toText } from "./markup";
import { MAIL_TEMPLATES, type MailContext, type MailKind, type MailProps } from "./templates";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Languages written right to left (none of ours yet; the markup is ready for them). */
const RTL_LANGUAGES = new Set(["ar", "he", "fa", "ur", "yi"]);

export function directionOf(locale: string): "ltr" | "rtl" {
  return RTL_LANGUAGES.has(locale.split("-")[0]!.toLowerCase()) ? "rtl" : "ltr";
}

export async function mailContext(locale: Locale, translate?: Translate): Promise<MailContext> {
  const publicUrl = getEnv().PUBLIC_URL.replace(/\/$/, "");
  return {
    t: translate ?? (await getTranslator(locale)),
    locale,
    publicUrl,
    homeUrl: `${publicUrl}${localePrefix(locale)}/`,
  };
}

export function renderWith<K extends MailKind>(kind: K, props: MailProps<K>, ctx: MailContext): RenderedMail {
  const template = MAIL_TEMPLATES[kind] as unknown as {
    render: (p: MailProps<K>, c: MailContext) => ReturnType<(typeof MAIL_TEMPLATES)[K]["render"]>;
  };
  const parts = template.render(props, ctx);
  const mail = (
    <Layout
      lang={ctx.locale}
      dir={directionOf(ctx.locale)}
      title={parts.subject}
      preheader={parts.preheader}
      footer={parts.footer}
      homeUrl={ctx.homeUrl}
    >
      {parts.body}
    </Layout>
  );
  return { subject: parts.subject, html: `<!DOCTYPE html>${toHtml(mail)}`, text: toText(mail) };
}

export async function renderMail<K extends MailKind>(
  kind: K,
  props: MailProps<K>,
  locale: Locale,
): Promise<RenderedMail> {
  return renderWith(kind, props, await mailContext(locale));
}

/** The preview of one template with its sample data (admins only: the page asks). */
export async function previewMail(kind: MailKind, locale: Locale): Promise<RenderedMail> {
  const ctx = await mailContext(locale);
  const sample = (MAIL_TEMPLATES[kind] as unknown as { sample: (c: MailContext) => unknown }).sample(ctx);
  return renderWith(kind, sample as never, ctx);
}
