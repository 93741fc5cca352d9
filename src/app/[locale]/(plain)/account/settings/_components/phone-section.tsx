"use client";
import { useTranslations } from "next-intl";
import { useForm } from "@/ui/forms/form";
import { apiFetch } from "@/lib/api-client";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { Section } from "./section";
import styles from "./settings.module.css";
import { useSettingsAction } from "./use-settings-action";
import { TEXT_LIMITS } from "@/lib/schemas/limits";

const phoneResolver = lazyCodeResolver(() => import("@/lib/phone").then((m) => m.enrolPhoneInput));
const codeResolver = lazyCodeResolver(() => import("@/lib/schemas/account").then((m) => m.sixDigitCodeInput));

export interface PhoneFactor {
  id: string;
  friendly_name: string | null;
  status: "verified" | "unverified";
  /** Masked: the last digits. */
  phone?: string;
}

/**
 * The phone as a second factor (decision 0053): a number, a code by SMS to prove it, and from then
 * on a code by SMS at sign-in. Adding and removing it ask for a recent sign-in (in place).
 */
export function PhoneSection({ factor }: { factor: PhoneFactor | null }) {
  const t = useTranslations("settings");
  const ta = useTranslations("account");
  const adding = useForm({
    resolver: phoneResolver,
    defaultValues: { factor_type: "phone" as const, phone: "", friendly_name: "" },
  });
  const verifying = useForm({ resolver: codeResolver, defaultValues: { code: "" } });
  // Each form's errors show on its own fields; the add form's run also answers for resend and remove.
  const { run, pending, locale } = useSettingsAction({ setError: adding.setError, fields: ["phone", "friendly_name"] });
  const verifyAction = useSettingsAction({ setError: verifying.setError, fields: ["code"] });
  const busy = pending || verifyAction.pending;

  const challenge = (id: string) =>
    apiFetch(`/api/account/factors/${encodeURIComponent(id)}/challenge`, { method: "POST", locale });

  const add = adding.handleSubmit(({ friendly_name, ...values }) =>
    run(
      async () => {
        const added = await apiFetch<{ id: string }>("/api/account/factors", {
          method: "POST",
          locale,
          body: { ...values, ...(friendly_name ? { friendly_name } : {}) },
        });
        await challenge(added.id);
        verifying.reset();
      },
      { success: t("phoneCodeSent") },
    ),
  );

  const resend = (id: string) => run(() => challenge(id), { success: t("phoneCodeSent") });

  const verify = (id: string) =>
    verifying.handleSubmit(({ code }) =>
      verifyAction.run(
        async () => {
          await apiFetch(`/api/account/factors/${encodeURIComponent(id)}/verify`, {
            method: "POST",
            locale,
            body: { code },
          });
          verifying.reset();
          adding.reset();
        },
        { success: t("phoneVerified") },
      ),
    );

  const remove = (id: string) =>
    run(() => apiFetch(`/api/account/factors/${encodeURIComponent(id)}`, { method: "DELETE", locale }), {
      success: t("phoneRemoved"),
    });

  const verified = factor?.status === "verified";
  const label = factor ? [factor.friendly_name, factor.phone].filter(Boolean).join(" · ") : "";

  return (
    <Section title={t("phoneTitle")}>
      <p className={`${content.body1} ${content.secondary}`}>{t("phoneHint")}</p>
      <p className={content.body1} role="status" data-testid="phone-state">
        {!factor ? t("phoneNone") : verified ? t("phoneOn", { phone: label }) : t("phoneWaiting", { phone: label })}
      </p>
      {factor && verified && (
        <div>
          <button
            type="button"
            className={buttonClass("outlined", "medium", content.outlinedError)}
            onClick={() => remove(factor.id)}
            disabled={busy}
          >
            {t("phoneRemove")}
          </button>
        </div>
      )}
      {factor && !verified && (
        <form noValidate onSubmit={verify(factor.id)} className={styles.rowSm}>
          <FormInput
            form={verifying}
            name="code"
            id="phone-code"
            label={ta("code")}
            autoComplete="one-time-code"
            size="small"
            fullWidth={false}
            htmlInput={{ inputMode: "numeric", maxLength: TEXT_LIMITS.smsCode }}
          />
          <button type="submit" className={buttonClass("contained")} disabled={busy}>
            {t("phoneVerify")}
          </button>
          <button type="button" className={buttonClass()} onClick={() => resend(factor.id)} disabled={busy}>
            {t("phoneResend")}
          </button>
        </form>
      )}
      {!verified && (
        <form noValidate onSubmit={add} className={`${content.stack1} ${content.flush}`}>
          <div className={styles.rowSm}>
            <FormInput
              form={adding}
              name="phone"
              id="phone-number"
              label={t("phoneNumber")}
              type="tel"
              autoComplete="tel"
              hint={t("phoneNumberHint")}
              size="small"
              fullWidth={false}
            />
            <FormInput
              form={adding}
              name="friendly_name"
              id="phone-name"
              label={t("phoneName")}
              size="small"
              fullWidth={false}
              htmlInput={{ maxLength: TEXT_LIMITS.phoneName }}
            />
          </div>
          <div>
            <button type="submit" className={buttonClass(factor ? "outlined" : "contained")} disabled={busy}>
              {factor ? t("phoneChange") : t("phoneAdd")}
            </button>
          </div>
        </form>
      )}
      {verified && <Alert variant="outlined">{t("phoneSignInHint")}</Alert>}
    </Section>
  );
}
