"use client";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useSnackbar } from "notistack";

export function InviteLink({ url }: { url: string }) {
  const t = useTranslations("group");
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Paper component="section" aria-labelledby="invite-title" sx={{ p: 2 }}>
      <Typography id="invite-title" variant="h6" component="h2" gutterBottom>
        {t("invite")}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t("inviteText")}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <TextField value={url} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true, "aria-label": t("invite"), "data-testid": "invite-link" } }} />
        <Button variant="outlined" sx={{ whiteSpace: "nowrap", flexShrink: 0 }} onClick={() => navigator.clipboard?.writeText(url).then(() => enqueueSnackbar(t("copied"), { variant: "success" }))}>
          {t("copy")}
        </Button>
      </Stack>
    </Paper>
  );
}
