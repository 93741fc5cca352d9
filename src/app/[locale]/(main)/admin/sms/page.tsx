import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { requirePageUser } from "@/server/auth/page-guards";
import { isSmsOutboxOn, latestSms } from "@/server/sms/send-sms";
import { LinkButton } from "@/ui/link-button";
import { defineMetadata, definePage } from "@/server/http/define-page";

export const dynamic = "force-dynamic";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "smsOutbox" });
  return { title: t("title"), robots: { index: false } };
});

/**
 * Admins only (everybody else gets the 404 page): without an SMS gateway, the SMS kept instead of
 * sent, newest first, like the mailbox for mails (decision 0053).
 */
const SmsOutboxPage = definePage({}, async ({ locale, db }) => {
  const { user } = await requirePageUser(locale, "/admin/sms");
  if (user.role !== "admin") notFound();
  const t = await getTranslations("smsOutbox");
  const format = await getFormatter();
  const on = isSmsOutboxOn();
  const messages = on ? await latestSms(db) : [];
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1">
        {t("title")}
      </Typography>
      <Alert severity={on ? "warning" : "info"}>{on ? t("intro") : t("gateway")}</Alert>
      {on && (
        <Box>
          <LinkButton href="/admin/sms" variant="outlined">
            {t("refresh")}
          </LinkButton>
        </Box>
      )}
      {on && messages.length === 0 && <Typography>{t("empty")}</Typography>}
      {messages.map((sms) => (
        <Paper key={sms.id} component="article" sx={{ p: 2 }} data-testid="sms">
          <Typography variant="h6" component="h2">
            {t("to", { to: sms.to })}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t(`kind.${sms.kind === "signIn" ? "signIn" : "verifyPhone"}`)} ·{" "}
            {format.dateTime(sms.createdAt, { dateStyle: "medium", timeStyle: "medium" })}
          </Typography>
          <Typography sx={{ mt: 1, overflowWrap: "anywhere" }}>
            {sms.text === null ? <em>{t("unreadable")}</em> : sms.text}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
});
export default SmsOutboxPage;
