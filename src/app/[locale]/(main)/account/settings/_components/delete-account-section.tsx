"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import { useState } from "react";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { useAction } from "@/ui/forms/use-action";
import { useConfirmIdentity, withFreshSignIn } from "./confirm-identity";
import { Section } from "./section";

export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations("settings");
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const { run, api, pending } = useAction();
  const confirmIdentity = useConfirmIdentity();
  const remove = () =>
    run(
      () =>
        withFreshSignIn(confirmIdentity, () =>
          api("/api/settings/delete-account", { body: hasPassword ? { password } : {} }),
        ),
      {
        onSuccess: (done) => {
          if (!done) return;
          enqueueSnackbar(t("deleteAccountDone"), { variant: "success" });
          announceAuthChange("signedOut");
          window.location.assign("/");
        },
      },
    );
  return (
    <Section title={t("deleteAccount")}>
      <Typography color="text.secondary">{t("deleteAccountText")}</Typography>
      <div>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          {t("deleteAccount")}
        </Button>
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-account-title">
        <DialogTitle id="delete-account-title">{t("deleteAccount")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{hasPassword ? t("deleteAccountText") : t("reauthHint")}</DialogContentText>
          {hasPassword && (
            <TextField
              autoFocus
              fullWidth
              label={t("confirmPassword")}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t("cancel")}</Button>
          <Button color="error" variant="contained" onClick={remove} disabled={pending || (hasPassword && !password)}>
            {t("deleteAccountConfirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
