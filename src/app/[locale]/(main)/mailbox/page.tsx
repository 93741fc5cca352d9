import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { requirePageUser } from "@/server/auth/page-guards";
import { isMailboxOn, mailsFor } from "@/server/mail/mailbox";
import { LinkButton } from "@/ui/link-button";
import { MailFrame } from "@/ui/mail-frame";
import { defineMetadata, definePage } from "@/server/http/define-page";

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
 * (docs/decisions/0015-private-mail.md).
 */
const MailboxPage = definePage({}, async ({ locale, db }) => {
  if (!isMailboxOn()) notFound();
  const { user } = await requirePageUser(locale, "/mailbox");
  const t = await getTranslations("mailbox");
  const format = await getFormatter();
  const mails = await mailsFor(db, user);
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1">
        {t("title")}
      </Typography>
      <Alert severity={user.role === "admin" ? "warning" : "info"}>
        {user.role === "admin" ? t("introAdmin") : t("intro")}
      </Alert>
      <Box>
        <LinkButton href="/mailbox" variant="outlined">
          {t("refresh")}
        </LinkButton>
      </Box>
      {mails.length === 0 && <Typography>{t("empty")}</Typography>}
      {mails.map((mail) => (
        <Paper key={mail.id} component="article" sx={{ p: 2 }} data-testid="mail">
          <Typography variant="h6" component="h2">
            {mail.subject ?? t("unreadable")}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("to", { to: mail.to.join(", ") })} ·{" "}
            {format.dateTime(mail.createdAt, { dateStyle: "medium", timeStyle: "short" })}
          </Typography>
          {mail.html ? (
            <>
              <Box sx={{ mt: 1 }}>
                <MailFrame html={mail.html} title={t("htmlFrame", { subject: mail.subject ?? "" })} height={480} />
              </Box>
              <Box component="details" sx={{ mt: 1 }}>
                <Box component="summary" sx={{ cursor: "pointer" }}>
                  {t("plainText")}
                </Box>
                <Box
                  component="pre"
                  sx={{ whiteSpace: "pre-wrap", fontFamily: "inherit", mt: 1, mb: 0, overflowWrap: "anywhere" }}
                >
                  {mail.text === null ? <em>{t("unreadable")}</em> : <Linked text={mail.text} />}
                </Box>
              </Box>
            </>
          ) : (
            <Box
              component="pre"
              sx={{ whiteSpace: "pre-wrap", fontFamily: "inherit", mt: 1, mb: 0, overflowWrap: "anywhere" }}
            >
              {mail.text === null ? <em>{t("unreadable")}</em> : <Linked text={mail.text} />}
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
});
export default MailboxPage;
