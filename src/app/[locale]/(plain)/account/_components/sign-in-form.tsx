"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "@/ui/forms/form";
import { apiFetch } from "@/lib/api-client";
import { SEARCH_DEBOUNCE_MS } from "@/lib/constants";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { afterSignIn } from "./auth";
import type { AuthMode } from "./auth-panel";
import styles from "./account.module.css";

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
  const organisation = useOrganisation(useWatch({ control: form.control, name: "email" }), locale);

  const signInWithOrganisation = (event: React.FormEvent) => {
    event.preventDefault();
    if (!organisation) return;
    setEmail(form.getValues("email"));
    // The client follows the answer's URL to the identity provider, which sends the browser back.
    void run(async () => {
      const client = await loadAuthClient(locale);
      return unwrap(
        client.signIn.sso({
          providerId: organisation.providerId,
          loginHint: form.getValues("email").trim(),
          callbackURL: `/redirect?redirectTo=${encodeURIComponent(redirectTo)}`,
          errorCallbackURL: window.location.pathname,
        }),
      );
    });
  };

  const submit = form.handleSubmit((values) => {
    setEmail(values.email);
    return run(
      async () => {
        const client = await loadAuthClient(locale);
        return unwrap(
          client.signIn.email({
            ...values,
            callbackURL: `/redirect?redirectTo=${encodeURIComponent(redirectTo)}`,
          }),
        );
      },
      {
        onSuccess: (data) => {
          if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return go("twoFactor");
          return afterSignIn(redirectTo);
        },
      },
    );
  });

  return (
    <form
      noValidate
      className={`${content.stack2} ${content.flush} ${styles.column}`}
      onSubmit={organisation ? signInWithOrganisation : submit}
    >
      <FormInput form={form} name="email" label={t("email")} type="email" autoComplete="username webauthn" required />
      {organisation ? (
        <Alert severity="info" role="status">
          {t("ssoDetected", { name: organisation.name })}
        </Alert>
      ) : (
        <FormInput
          form={form}
          name="password"
          label={t("password")}
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      <button type="submit" className={buttonClass("contained", "large")} disabled={pending}>
        {organisation ? t("ssoContinue", { name: organisation.name }) : t("signIn")}
      </button>
      <div className={`${content.row1} ${styles.ends}`}>
        <button type="button" className={buttonClass("text", "small")} onClick={() => go("reset")}>
          {t("forgotPassword")}
        </button>
        <button type="button" className={buttonClass("text", "small")} onClick={() => go("signUp")}>
          {t("noAccount")} {t("createOne")}
        </button>
      </div>
    </form>
  );
}
