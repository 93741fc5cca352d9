"use client";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "@/ui/forms/form";
import { Link } from "@/i18n/navigation";
import { passwordProblems } from "@/lib/password";
import { refusePassword, withPasswordRules } from "@/ui/forms/refuse-password";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormCheckbox, FormInput } from "@/ui/plain/form-fields";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { afterSignIn } from "./auth";
import type { AuthMode } from "./auth-panel";
import type { CheckMailState } from "./check-mail";
import { Divider } from "@/ui/plain/divider";
import { ProviderButtons, type Provider, type SignUpAgreements } from "./provider-buttons";
import styles from "./account.module.css";

/** The server's schema, loaded with the first submit, and the password rules beside it. */
const resolver = withPasswordRules(lazyCodeResolver(() => import("@/lib/schemas/account").then((m) => m.signUpInput)));

interface Props {
  email: string;
  setEmail: (email: string) => void;
  redirectTo: string;
  go: (mode: AuthMode) => void;
  onSent: (state: CheckMailState) => void;
  providers: Provider[];
}

export function SignUpForm({ email, setEmail, redirectTo, go, onSent, providers }: Props) {
  const t = useTranslations("account");
  const tt = useTranslations();
  const form = useForm({
    resolver,
    defaultValues: {
      name: "",
      email,
      password: "",
      acceptTerms: false as unknown as true,
      acceptPrivacy: false as unknown as true,
      acceptMarketing: false,
    },
  });
  const { run, pending, locale } = useAction({
    setError: form.setError,
    fields: ["name", "email", "password", "acceptTerms", "acceptPrivacy"],
  });
  const [password, watchedEmail, watchedName] = useWatch({
    control: form.control,
    name: ["password", "email", "name"],
  });
  const problems = password ? passwordProblems(password, { email: watchedEmail, name: watchedName }) : [];

  const submit = form.handleSubmit((values) => {
    const callbackURL = `/redirect?redirectTo=${encodeURIComponent(redirectTo)}`;
    setEmail(values.email);
    if (refusePassword(form.setError, values.password, values)) return;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return run(
      async () => {
        const client = await loadAuthClient(locale);
        // Our answer says `signedIn` where Better Auth's said `token` (auth-handler.ts, decision 0016).
        return unwrap<{ signedIn?: boolean }>(
          client.signUp.email({ ...values, locale, timeZone, callbackURL } as never) as never,
        );
      },
      {
        onSuccess: async (data) => {
          // Without a mail server the new account is signed in at once (decision 0015).
          if (data?.signedIn) afterSignIn(redirectTo);
          else onSent({ kind: "signUp", email: values.email, callbackURL });
        },
      },
    );
  });

  // A provider's sign-up needs the same boxes ticked as the e-mail one (and nothing else of the form).
  const agreements = async (): Promise<SignUpAgreements | null> => {
    if (!(await form.trigger(["acceptTerms", "acceptPrivacy"], { shouldFocus: true }))) return null;
    return { acceptTerms: true, acceptPrivacy: true, acceptMarketing: form.getValues("acceptMarketing") };
  };

  const agreement = (name: "acceptTerms" | "acceptPrivacy" | "acceptMarketing", label: React.ReactNode) => (
    <div>
      <FormCheckbox form={form} name={name} label={label} />
    </div>
  );

  return (
    <form noValidate className={`${content.stack2} ${content.flush} ${styles.column}`} onSubmit={submit}>
      <FormInput form={form} name="name" label={t("name")} autoComplete="nickname" required />
      <FormInput form={form} name="email" label={t("email")} type="email" autoComplete="email" required />
      <FormInput
        form={form}
        name="password"
        label={t("password")}
        type="password"
        autoComplete="new-password"
        required
        hint={problems[0] ? tt(problems[0].code as never, problems[0].params as never) : t("passwordHint")}
      />
      {agreement(
        "acceptTerms",
        t.rich("acceptTerms", {
          terms: (chunks) => (
            <Link href="/docs/terms" target="_blank">
              {chunks}
            </Link>
          ),
        }),
      )}
      {agreement(
        "acceptPrivacy",
        t.rich("acceptPrivacy", {
          privacy: (chunks) => (
            <Link href="/docs/privacy" target="_blank">
              {chunks}
            </Link>
          ),
        }),
      )}
      {agreement("acceptMarketing", t("acceptMarketing"))}
      <button type="submit" className={buttonClass("contained", "large")} disabled={pending}>
        {t("signUp")}
      </button>
      <button type="button" className={buttonClass("text", "small")} onClick={() => go("signIn")}>
        {t("haveAccount")} {t("signIn")}
      </button>
      {providers.length > 0 && (
        <>
          <Divider>{t("or")}</Divider>
          <ProviderButtons
            providers={providers}
            redirectTo={redirectTo}
            go={go}
            mode="signUp"
            agreements={agreements}
          />
        </>
      )}
    </form>
  );
}
