"use client";
import { useTranslations } from "next-intl";
import { useId, type FormEventHandler } from "react";
import type { UseFormReturn } from "@/ui/forms/form";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { Dialog, DialogText } from "@/ui/plain/dialog";
import { FormInput } from "@/ui/plain/form-fields";

/**
 * The deletion's dialog, a plain `Dialog` (the browser's modal <dialog>): it loads at the first
 * "Delete account" (decision 0080); the form and its action stay the section's. Its button sits
 * among the dialog's actions and submits the form by its id.
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
  const formId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      title={t("deleteAccount")}
      describedBy={textId}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttonClass()} onClick={onClose}>
            {t("cancel")}
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonClass("contained", "medium", content.containedError)}
            disabled={pending}
          >
            {t("deleteAccountConfirm")}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={content.stack2}>
        <DialogText id={textId}>{t("deleteAccountText")}</DialogText>
        {!hasPassword && <DialogText>{t("reauthHintNoPassword")}</DialogText>}
        {hasPassword && (
          <FormInput
            form={form}
            name="password"
            id="delete-account-password"
            htmlInput={{ autoFocus: true }}
            label={t("confirmPassword")}
            type="password"
            autoComplete="current-password"
          />
        )}
      </form>
    </Dialog>
  );
}
