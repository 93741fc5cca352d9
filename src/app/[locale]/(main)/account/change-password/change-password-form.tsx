"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { passwordProblems } from "@/lib/password";
import { getAuthClient, unwrap } from "@/ui/auth/auth-client";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { useAction } from "@/ui/forms/use-action";
import { zodCodeResolver } from "@/ui/forms/use-form-errors";
import { FormText } from "../_components/form-fields";

const changePasswordInput = z.object({ currentPassword: z.string().min(1), password: z.string().min(1) });

export function ChangePasswordForm() {
  const t = useTranslations();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodCodeResolver(changePasswordInput),
    defaultValues: { currentPassword: "", password: "" },
  });
  const { run, pending, locale } = useAction({ setError: form.setError, fields: ["currentPassword", "password"] });
  const submit = form.handleSubmit(({ currentPassword, password }) => {
    const problem = passwordProblems(password)[0];
    if (problem) {
      form.setError(
        "password",
        { type: problem.code, message: problem.code, types: problem.params as never },
        { shouldFocus: true },
      );
      return;
    }
    return run(
      () =>
        unwrap(
          getAuthClient(locale).changePassword({ currentPassword, newPassword: password, revokeOtherSessions: true }),
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
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <FormText
        form={form}
        name="currentPassword"
        label={t("account.currentPassword")}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormText
        form={form}
        name="password"
        label={t("account.newPassword")}
        type="password"
        autoComplete="new-password"
        required
        hint={t("account.passwordHint")}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {t("changePassword.submit")}
      </Button>
    </Stack>
  );
}
