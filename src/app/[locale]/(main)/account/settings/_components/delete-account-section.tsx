"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { FormText } from "@/ui/forms/form-text";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { useConfirmIdentity, withFreshSignIn } from "./confirm-identity";
import { Section } from "./section";

const withPassword = lazyCodeResolver(() => import("@/lib/schemas/account").then((m) => m.currentPasswordInput));
// Without a password, confirming who one is happens in place when the server asks for it.
const withoutPassword = lazyCodeResolver(() => import("@/lib/schemas/account").then((m) => m.noPasswordInput));

export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations("settings");
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: hasPassword ? withPassword : withoutPassword,
    defaultValues: { password: "" },
  });
  const { run, api, pending } = useAction({ setError: form.setError, fields: ["password"] });
  const confirmIdentity = useConfirmIdentity();
  // Confirming who one is takes the place of this dialog: cancelling it cancels the deletion.
  const confirmInstead = () => {
    setOpen(false);
    return confirmIdentity();
  };
  const remove = form.handleSubmit(({ password }) =>
    run(
      () =>
        withFreshSignIn(confirmInstead, () =>
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
    ),
  );
  return (
    <Section title={t("deleteAccount")}>
      <Typography sx={{ color: "text.secondary" }}>{t("deleteAccountText")}</Typography>
      <div>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          {t("deleteAccount")}
        </Button>
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-account-title">
        <form noValidate onSubmit={remove}>
          <DialogTitle id="delete-account-title">{t("deleteAccount")}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t("deleteAccountText")}</DialogContentText>
            {!hasPassword && <DialogContentText sx={{ mb: 2 }}>{t("reauthHintNoPassword")}</DialogContentText>}
            {hasPassword && (
              <FormText
                form={form}
                name="password"
                id="delete-account-password"
                autoFocus
                label={t("confirmPassword")}
                type="password"
                autoComplete="current-password"
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t("cancel")}</Button>
            <Button type="submit" color="error" variant="contained" disabled={pending}>
              {t("deleteAccountConfirm")}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Section>
  );
}
