"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "@/ui/forms/form";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { Dialog } from "@/ui/plain/dialog";
import { FormInput } from "@/ui/plain/form-fields";
import { refreshPage } from "@/ui/refresh";
import { useSnackbar } from "@/ui/snackbar";

const FIELDS = ["nickname"] as const;
/** The server's own rule for the name, loaded with the first submit. */
const resolver = lazyCodeResolver(() => import("@/lib/schemas/groups").then((m) => m.renameMemberInput));

/**
 * My name in this group, changed: a plain `Dialog` with its form, loaded when first opened
 * (./members.tsx). A name another member plays under is refused on the field
 * (`error.group.nicknameTaken`); what was typed stays.
 */
export default function NicknameDialog({
  groupId,
  nickname,
  open,
  onClose,
}: {
  groupId: string;
  nickname: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("group");
  const formId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm({ resolver, defaultValues: { nickname } });
  const action = useAction({ setError: form.setError, fields: FIELDS });
  const submit = form.handleSubmit((values) =>
    action.run(
      () =>
        action.api<{ nickname: string }>(`/api/groups/${groupId}/nickname`, {
          method: "PUT",
          body: { nickname: values.nickname },
        }),
      {
        onSuccess: (saved) => {
          onClose();
          enqueueSnackbar(t("renamed", { nickname: saved.nickname }), { variant: "success" });
          refreshPage();
        },
      },
    ),
  );
  return (
    <Dialog
      open={open}
      title={t("rename")}
      onClose={onClose}
      fullWidth="xs"
      actions={
        <>
          <button type="button" className={buttonClass()} onClick={onClose}>
            {t("cancel")}
          </button>
          <button type="submit" form={formId} className={buttonClass("contained")} disabled={action.pending}>
            {t("renameSave")}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className={content.stack2}>
        <FormInput
          form={form}
          name="nickname"
          label={t("nickname")}
          autoComplete="nickname"
          htmlInput={{ maxLength: TEXT_LIMITS.nickname, autoFocus: true }}
        />
      </form>
    </Dialog>
  );
}
