"use client";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import styles from "./group-page.module.css";

/** The group's invitation link to copy; `lead` says first why (a group with only me, issue 13). */
export function InviteLink({ url, lead }: { url: string; lead?: string }) {
  const t = useTranslations("group");
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Paper component="section" aria-labelledby="invite-title" sx={{ p: 2 }} data-testid="invite">
      <Typography id="invite-title" variant="h6" component="h2" gutterBottom>
        {t("invite")}
      </Typography>
      {lead && <Typography sx={{ mb: 1, fontWeight: 500 }}>{lead}</Typography>}
      <Typography sx={{ mb: 1 }}>{t("inviteText")}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        {/* A plain read-only field: MUI's TextField would bring its inputs, select and menu to every member's page. */}
        <input
          className={styles.invite}
          value={url}
          readOnly
          aria-label={t("invite")}
          data-testid="invite-link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          variant="outlined"
          sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
          onClick={() =>
            navigator.clipboard?.writeText(url).then(() => enqueueSnackbar(t("copied"), { variant: "success" }))
          }
        >
          {t("copy")}
        </Button>
      </Stack>
    </Paper>
  );
}
