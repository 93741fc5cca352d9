"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "@/ui/forms/form";
import { shortAddress, walletOfEmail } from "@/lib/wallet";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

const resolver = lazyCodeResolver(() => import("@/lib/schemas/account").then((m) => m.changeEmailInput));

export function EmailSection({ email }: { email: string }) {
  const t = useTranslations("settings");
  const account = useTranslations("account");
  const form = useForm({ resolver, defaultValues: { newEmail: "" } });
  const { run, pending, locale } = useSettingsAction({ setError: form.setError, fields: ["newEmail"] });
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A wallet account has no address yet (decision 0056): the link goes to the new one.
  const wallet = walletOfEmail(email);
  const change = form.handleSubmit(async ({ newEmail }) => {
    const ok = await run(
      async () =>
        unwrap(
          (await loadAuthClient(locale)).changeEmail({
            newEmail,
            callbackURL: "/redirect?redirectTo=%2Faccount%2Fsettings",
          }),
        ),
      { success: t("changeEmailSent", { email: wallet ? newEmail : email }) },
    );
    if (ok) setSentTo(newEmail);
  });
  return (
    <Section title={t("emailTitle")}>
      <p className={content.body1}>{wallet ? account("walletAccount", { address: shortAddress(wallet) }) : email}</p>
      {sentTo && <Alert>{t("changeEmailSent", { email: wallet ? sentTo : email })}</Alert>}
      <form noValidate onSubmit={change} className={`${content.stack2} ${content.flush}`}>
        <FormInput form={form} name="newEmail" id="new-email" label={t("newEmail")} type="email" autoComplete="email" />
        <div>
          <button type="submit" className={buttonClass("outlined")} disabled={pending}>
            {t("changeEmail")}
          </button>
        </div>
      </form>
    </Section>
  );
}
