"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { unwrap } from "@/ui/auth/auth-client";
import { goAfterSignIn, useAuthAction } from "@/ui/auth/use-auth-action";
import { useHandleError, zodCodeResolver } from "@/ui/forms/use-form-errors";
import type { AuthMode } from "./auth-panel";
import { FormText } from "./form-fields";

const signInInput = z.object({ email: z.string().trim().min(1).pipe(z.email()), password: z.string().min(1) });

interface Props {
  email: string;
  setEmail: (email: string) => void;
  redirectTo: string;
  go: (mode: AuthMode) => void;
}

export function SignInForm({ email, setEmail, redirectTo, go }: Props) {
  const t = useTranslations("account");
  const form = useForm({ resolver: zodCodeResolver(signInInput), defaultValues: { email, password: "" } });
  const handleError = useHandleError(form.setError, ["email", "password"]);
  const { run, pending } = useAuthAction();

  const submit = form.handleSubmit((values) => {
    setEmail(values.email);
    return run((client) =>
      unwrap(client.signIn.email({ ...values, callbackURL: `/redirect?redirectTo=${encodeURIComponent(redirectTo)}` })),
    )
      .then((data) => {
        if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return go("twoFactor");
        announceAuthChange("signedIn");
        goAfterSignIn(redirectTo);
      })
      .catch(handleError);
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <FormText form={form} name="email" label={t("email")} type="email" autoComplete="username webauthn" required />
      <FormText form={form} name="password" label={t("password")} type="password" autoComplete="current-password" required />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {t("signIn")}
      </Button>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", justifyContent: "space-between" }}>
        <Button size="small" onClick={() => go("reset")}>
          {t("forgotPassword")}
        </Button>
        <Button size="small" onClick={() => go("signUp")}>
          {t("noAccount")} {t("createOne")}
        </Button>
      </Stack>
    </Stack>
  );
}
