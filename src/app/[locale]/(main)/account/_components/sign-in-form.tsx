"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { apiFetch } from "@/lib/api-client";
import { SEARCH_DEBOUNCE_MS } from "@/lib/constants";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { getAuthClient, goAfterSignIn, unwrap } from "@/ui/auth/auth-client";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import type { AuthMode } from "./auth-panel";
import { FormText } from "./form-fields";

const resolver = lazyCodeResolver(() => import("@/lib/schemas/account").then((m) => m.signInInput));

/** An address worth asking the server about (it checks it again): one @, a dot after it, no spaces. */
const PLAUSIBLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** An organisation's identity provider that signs an address in (decision 0058). */
interface Organisation {
  providerId: string;
  name: string;
}

/**
 * Which organisation signs an address in, asked as the visitor types it: an address of a domain
 * with single sign-on goes to its identity provider instead of asking for a password.
 */
function useOrganisation(email: string, locale: string): Organisation | null {
  const [found, setFound] = useState<{ email: string; organisation: Organisation | null } | null>(null);
  const typed = email.trim();
  const key = typed.length <= 254 && PLAUSIBLE_ADDRESS.test(typed) ? typed.toLowerCase() : null;
  useEffect(() => {
    if (!key) return;
    let current = true;
    const timer = setTimeout(() => {
      apiFetch<{ provider: Organisation | null }>("/api/sso/discover", { body: { email: key }, locale })
        .then((answer) => current && setFound({ email: key, organisation: answer.provider }))
        .catch(() => current && setFound({ email: key, organisation: null }));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, locale]);
  return key && found?.email === key ? found.organisation : null;
}

interface Props {
  email: string;
  setEmail: (email: string) => void;
  redirectTo: string;
  go: (mode: AuthMode) => void;
}

export function SignInForm({ email, setEmail, redirectTo, go }: Props) {
  const t = useTranslations("account");
  const form = useForm({ resolver, defaultValues: { email, password: "" } });
  const { run, pending, locale } = useAction({ setError: form.setError, fields: ["email", "password"] });
  const client = getAuthClient(locale);
  const organisation = useOrganisation(useWatch({ control: form.control, name: "email" }), locale);

  const signInWithOrganisation = (event: React.FormEvent) => {
    event.preventDefault();
    if (!organisation) return;
    setEmail(form.getValues("email"));
    // The client follows the answer's URL to the identity provider, which sends the browser back.
    void run(() =>
      unwrap(
        client.signIn.sso({
          providerId: organisation.providerId,
          loginHint: form.getValues("email").trim(),
          callbackURL: `/redirect?redirectTo=${encodeURIComponent(redirectTo)}`,
          errorCallbackURL: window.location.pathname,
        }),
      ),
    );
  };

  const submit = form.handleSubmit((values) => {
    setEmail(values.email);
    return run(
      () =>
        unwrap(
          client.signIn.email({ ...values, callbackURL: `/redirect?redirectTo=${encodeURIComponent(redirectTo)}` }),
        ),
      {
        onSuccess: (data) => {
          if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return go("twoFactor");
          announceAuthChange("signedIn");
          goAfterSignIn(redirectTo);
        },
      },
    );
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={organisation ? signInWithOrganisation : submit}>
      <FormText form={form} name="email" label={t("email")} type="email" autoComplete="username webauthn" required />
      {organisation ? (
        <Alert severity="info" role="status">
          {t("ssoDetected", { name: organisation.name })}
        </Alert>
      ) : (
        <FormText
          form={form}
          name="password"
          label={t("password")}
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {organisation ? t("ssoContinue", { name: organisation.name }) : t("signIn")}
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
