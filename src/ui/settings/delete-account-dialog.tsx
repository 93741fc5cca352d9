"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslations } from "next-intl";
import type { FormEventHandler } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormText } from "@/ui/forms/form-text";
import { MuiTheme } from "@/ui/mui-theme";

/**
 * The deletion's dialog, with MUI's theme: it loads at the first "Delete account" (decision 0080);
 * the form and its action stay the section's.
 */
export default function DeleteAccountDialog({
  open,
  onClose,
  form,
  onSubmit,
  hasPassword,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  form: UseFormReturn<{ password: string }>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  hasPassword: boolean;
  pending: boolean;
}) {
  const t = useTranslations("settings");
  return (
    <MuiTheme>
      <Dialog open={open} onClose={onClose} aria-labelledby="delete-account-title">
        <form noValidate onSubmit={onSubmit}>
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
            <Button onClick={onClose}>{t("cancel")}</Button>
            <Button type="submit" color="error" variant="contained" disabled={pending}>
              {t("deleteAccountConfirm")}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </MuiTheme>
  );
}
