"use client";
import { useTranslations } from "next-intl";
import { useWatch } from "@/ui/forms/form";
import type { CreateSsoProviderInput, SsoFormValues, SsoProviderView } from "@/lib/schemas/sso";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { FormSelect } from "@/ui/plain/form-select";
import { Switch } from "@/ui/plain/toggles";
import { RecordRow, RecordsAdmin, useRecordsAdmin } from "./records-admin";

const loadSchema = () => import("@/lib/schemas/sso").then((m) => m.ssoProviderForm);

export type SsoRow = SsoProviderView;

const EMPTY: SsoFormValues = {
  type: "oidc",
  providerId: "",
  name: "",
  domains: "",
  issuer: "",
  clientId: "",
  clientSecret: "",
  entryPoint: "",
  certificate: "",
};

/** Organisations' identity providers: registered with their e-mail domains, switched on and off (decision 0058). */
export function SsoAdmin({ providers }: { providers: SsoRow[] }) {
  const t = useTranslations("admin.sso");
  const { form, save, other, done } = useRecordsAdmin<SsoFormValues, CreateSsoProviderInput>(loadSchema, EMPTY);
  const oidc = useWatch({ control: form.control, name: "type" }) === "oidc";
  const field = (name: keyof SsoFormValues) => ({ form, name, id: `sso-${name}`, required: true });

  const submit = form.handleSubmit((body) =>
    save.run(() => save.api("/api/admin/sso", { body }), {
      onSuccess: done(t("saved", { name: body.name }), () => form.reset(EMPTY)),
    }),
  );
  const toggle = (provider: SsoRow) =>
    other.run(
      () =>
        other.api(`/api/admin/sso/${provider.providerId}`, { method: "PATCH", body: { enabled: !provider.enabled } }),
      { onSuccess: done() },
    );
  const remove = (provider: SsoRow) =>
    other.run(() => other.api(`/api/admin/sso/${provider.providerId}`, { method: "DELETE" }), {
      onSuccess: done(t("deleted", { name: provider.name })),
    });

  return (
    <RecordsAdmin
      id="admin-sso"
      title={t("title")}
      intro={t("intro")}
      records={providers}
      listTestId="sso-providers"
      formTitle={t("new")}
      onSubmit={submit}
      submitLabel={t("save")}
      pending={save.pending}
      renderRecord={(provider) => (
        <RecordRow
          key={provider.providerId}
          primary={`${provider.name} · ${provider.type === "oidc" ? "OpenID Connect" : "SAML 2.0"}`}
          secondary={
            <>
              {provider.domains.join(", ")}
              <br />
              {t("callback")}: <code>{provider.callbackUrl}</code>
              {provider.spEntityId && (
                <>
                  <br />
                  {t("spEntityId")}: <code>{provider.spEntityId}</code>
                </>
              )}
            </>
          }
          actions={
            <>
              <Switch
                label={provider.enabled ? t("on") : t("off")}
                inputLabel={t("toggle", { name: provider.name })}
                checked={provider.enabled}
                onChange={() => void toggle(provider)}
              />
              <button
                type="button"
                className={buttonClass("text", "small", content.errorButton)}
                onClick={() => void remove(provider)}
                aria-label={t("delete", { name: provider.name })}
              >
                {t("deleteShort")}
              </button>
            </>
          }
        />
      )}
    >
      <FormSelect form={form} name="type" id="sso-type" label={t("type")}>
        <option value="oidc">OpenID Connect</option>
        <option value="saml">SAML 2.0</option>
      </FormSelect>
      <FormInput {...field("name")} label={t("name")} htmlInput={{ maxLength: TEXT_LIMITS.ssoName }} />
      <FormInput {...field("providerId")} label={t("providerId")} hint={t("providerIdHint")} />
      <FormInput {...field("domains")} label={t("domains")} hint={t("domainsHint")} />
      <FormInput {...field("issuer")} label={oidc ? t("issuer") : t("entityId")} />
      {oidc ? (
        <>
          <FormInput {...field("clientId")} label={t("clientId")} />
          <FormInput {...field("clientSecret")} label={t("clientSecret")} type="password" autoComplete="off" />
        </>
      ) : (
        <>
          <FormInput {...field("entryPoint")} label={t("entryPoint")} />
          <FormInput {...field("certificate")} label={t("certificate")} multiline rows={4} />
        </>
      )}
    </RecordsAdmin>
  );
}
