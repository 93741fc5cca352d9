import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { LOCALE_NAMES, LOCALES } from "@/lib/constants";
import { toLocale } from "@/lib/locales";
import { requirePageUser } from "@/server/auth/page-guards";
import { previewMail } from "@/server/mail/templates/render";
import { MAIL_KINDS, type MailKind } from "@/server/mail/templates/templates";
import { ChipLink } from "@/ui/chip-link";
import { MailFrame } from "@/ui/mail-frame";
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
 * template with sample data, in any language, as HTML and as plain text side by side.
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
      <Stack spacing={3} sx={{ maxWidth: 1280 }}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {t("title")}
          </Typography>
          <Typography sx={{ color: "text.secondary" }}>{t("intro")}</Typography>
        </Stack>
        <Box component="nav" aria-labelledby="mail-templates">
          <Typography id="mail-templates" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t("templates")}
          </Typography>
          <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", gap: 1, listStyle: "none", p: 0, m: 0 }}>
            {MAIL_KINDS.map((k) => (
              <li key={k}>
                <ChipLink
                  href={`/admin/mails?template=${k}&lang=${language}`}
                  label={k}
                  color={k === kind ? "primary" : "default"}
                  variant={k === kind ? "filled" : "outlined"}
                  aria-current={k === kind ? "page" : undefined}
                />
              </li>
            ))}
          </Box>
        </Box>
        <Box component="form" method="get" sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
          <input type="hidden" name="template" value={kind} />
          <label htmlFor="mail-language">{t("language")}</label>
          <Box
            component="select"
            id="mail-language"
            name="lang"
            defaultValue={language}
            sx={{ font: "inherit", p: 1, borderRadius: 1, minHeight: 40 }}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </Box>
          <Button type="submit" variant="outlined">
            {t("show")}
          </Button>
        </Box>
        <Typography variant="h6" component="h2" data-testid="mail-subject">
          {t("subject", { subject: mail.subject })}
        </Typography>
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, gap: 2 }}>
          <Paper component="section" aria-labelledby="mail-html" sx={{ p: 2, minWidth: 0 }}>
            <Typography id="mail-html" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {t("html")}
            </Typography>
            <MailFrame html={mail.html} title={t("htmlFrame", { subject: mail.subject })} height={640} />
          </Paper>
          <Paper component="section" aria-labelledby="mail-text" sx={{ p: 2, minWidth: 0 }}>
            <Typography id="mail-text" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {t("text")}
            </Typography>
            <Box
              component="pre"
              data-testid="mail-text"
              lang={language}
              sx={{
                whiteSpace: "pre-wrap",
                overflowWrap: "anywhere",
                fontFamily: "ui-monospace, monospace",
                fontSize: 14,
                m: 0,
              }}
            >
              {mail.text}
            </Box>
          </Paper>
        </Box>
      </Stack>
    );
  },
);
export default MailPreviewPage;
