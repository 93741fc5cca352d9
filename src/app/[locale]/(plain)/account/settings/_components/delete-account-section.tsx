"use client";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useSnackbar } from "@/ui/snackbar";
import { useState } from "react";
import { useForm } from "@/ui/forms/form";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { useConfirmIdentity, withFreshSignIn } from "./confirm-identity";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { Section } from "./section";

// The dialog loads at the first "Delete account".
const DeleteAccountDialog = dynamic(() => import("@/ui/settings/delete-account-dialog"), { ssr: false });

const withPassword = lazyCodeResolver(() => import("@/lib/schemas/account").then((m) => m.currentPasswordInput));
// Without a password, confirming who one is happens in place when the server asks for it.
const withoutPassword = lazyCodeResolver(() => import("@/lib/schemas/account").then((m) => m.noPasswordInput));

export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations("settings");
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  // Once asked, the dialog stays mounted, so that it can close with its transition.
  const [asked, setAsked] = useState(false);
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
      <p className={`${content.body1} ${content.secondary}`}>{t("deleteAccountText")}</p>
      <div>
        <button
          type="button"
          className={buttonClass("outlined", "medium", content.outlinedError)}
          onClick={() => {
            setAsked(true);
            setOpen(true);
          }}
        >
          {t("deleteAccount")}
        </button>
      </div>
      {asked && (
        <DeleteAccountDialog
          open={open}
          onClose={() => setOpen(false)}
          form={form}
          onSubmit={remove}
          hasPassword={hasPassword}
          pending={pending}
        />
      )}
    </Section>
  );
}
