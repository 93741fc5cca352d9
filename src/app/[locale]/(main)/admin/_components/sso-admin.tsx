"use client";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import type { CreateSsoProviderInput, SsoFormValues, SsoProviderView } from "@/lib/schemas/sso";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { FormText } from "@/ui/forms/form-text";
import { FormSelect } from "@/ui/forms/form-select";
import { RecordsAdmin, useRecordsAdmin } from "./records-admin";

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
        <ListItem key={provider.providerId} divider sx={{ flexWrap: "wrap", gap: 1 }}>
          <ListItemText
            sx={{ minWidth: 240 }}
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
            slotProps={{ secondary: { sx: { wordBreak: "break-all" } } }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <FormControlLabel
              label={provider.enabled ? t("on") : t("off")}
              control={
                <Switch
                  checked={provider.enabled}
                  onChange={() => void toggle(provider)}
                  slotProps={{ input: { "aria-label": t("toggle", { name: provider.name }) } }}
                />
              }
            />
            <Button
              size="small"
              color="error"
              onClick={() => void remove(provider)}
              aria-label={t("delete", { name: provider.name })}
            >
              {t("deleteShort")}
            </Button>
          </Stack>
        </ListItem>
      )}
    >
      <FormSelect form={form} name="type" id="sso-type" label={t("type")}>
        <MenuItem value="oidc">OpenID Connect</MenuItem>
        <MenuItem value="saml">SAML 2.0</MenuItem>
      </FormSelect>
      <FormText {...field("name")} label={t("name")} slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.ssoName } }} />
      <FormText {...field("providerId")} label={t("providerId")} hint={t("providerIdHint")} />
      <FormText {...field("domains")} label={t("domains")} hint={t("domainsHint")} />
      <FormText {...field("issuer")} label={oidc ? t("issuer") : t("entityId")} />
      {oidc ? (
        <>
          <FormText {...field("clientId")} label={t("clientId")} />
          <FormText {...field("clientSecret")} label={t("clientSecret")} type="password" autoComplete="off" />
        </>
      ) : (
        <>
          <FormText {...field("entryPoint")} label={t("entryPoint")} />
          <FormText {...field("certificate")} label={t("certificate")} multiline minRows={4} />
        </>
      )}
    </RecordsAdmin>
  );
}
