"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "@/ui/forms/form";
import { passwordProblems } from "@/lib/password";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { useAction } from "@/ui/forms/use-action";
import { refusePassword, withPasswordRules } from "@/ui/forms/refuse-password";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";

/** Both fields filled in; the schema loads with the first submit (zod stays out of the page's first load). */
const resolver = withPasswordRules(
  lazyCodeResolver(() => import("@/lib/schemas/account").then((m) => m.changePasswordInput)),
);

export function ChangePasswordForm() {
  const t = useTranslations();
  const [done, setDone] = useState(false);
  const form = useForm({ resolver, defaultValues: { currentPassword: "", password: "" } });
  const { run, pending, locale } = useAction({ setError: form.setError, fields: ["currentPassword", "password"] });
  // The new password's first problem by the server's rules, said as it is typed (as on sign-up).
  const password = useWatch({ control: form.control, name: "password" });
  const problem = password ? passwordProblems(password)[0] : undefined;
  const submit = form.handleSubmit(({ currentPassword, password }) => {
    if (refusePassword(form.setError, password)) return;
    return run(
      // The auth client (and its plugins) loads with the first change, not with the page.
      async () =>
        unwrap(
          (await loadAuthClient(locale)).changePassword({
            currentPassword,
            newPassword: password,
            revokeOtherSessions: true,
          }),
        ),
      {
        onSuccess: () => {
          setDone(true);
          announceAuthChange("userUpdated");
        },
      },
    );
  });
  if (done) {
    return (
      <Alert severity="success" role="status">
        {t("changePassword.done")}
      </Alert>
    );
  }
  return (
    <form noValidate className={`${content.stack2} ${content.flush}`} onSubmit={submit}>
      <FormInput
        form={form}
        name="currentPassword"
        label={t("account.currentPassword")}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormInput
        form={form}
        name="password"
        label={t("account.newPassword")}
        type="password"
        autoComplete="new-password"
        required
        hint={problem ? t(problem.code as never, problem.params as never) : t("account.passwordHint")}
      />
      <button type="submit" className={buttonClass("contained", "large")} disabled={pending}>
        {t("changePassword.submit")}
      </button>
    </form>
  );
}
