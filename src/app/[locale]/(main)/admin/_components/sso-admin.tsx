"use client";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useRouter } from "@/i18n/navigation";
import type { SsoProviderView } from "@/lib/schemas/sso";
import { useAction } from "@/ui/forms/use-action";
import { useSnackbar } from "@/ui/snackbar";

export type SsoRow = SsoProviderView;

const EMPTY = {
  type: "oidc" as "oidc" | "saml",
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
  const router = useRouter();
  const { enqueueSnackbar } = useSnackbar();
  const [draft, setDraft] = useState(EMPTY);
  const { run, api, pending } = useAction();
  // Switching or removing a provider leaves the form usable.
  const other = useAction();
  const set = (key: keyof typeof EMPTY, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const save = () => {
    const common = {
      type: draft.type,
      providerId: draft.providerId.trim(),
      name: draft.name.trim(),
      domains: draft.domains
        .split(",")
        .map((d) => d.trim())
        .filter(Boolean),
      issuer: draft.issuer.trim(),
    };
    const body =
      draft.type === "oidc"
        ? { ...common, clientId: draft.clientId.trim(), clientSecret: draft.clientSecret }
        : { ...common, entryPoint: draft.entryPoint.trim(), certificate: draft.certificate };
    return run(() => api("/api/admin/sso", { body }), {
      onSuccess: () => {
        enqueueSnackbar(t("saved", { name: common.name }), { variant: "success" });
        setDraft(EMPTY);
        router.refresh();
      },
    });
  };
  const toggle = (provider: SsoRow) =>
    other.run(
      () =>
        other.api(`/api/admin/sso/${provider.providerId}`, { method: "PATCH", body: { enabled: !provider.enabled } }),
      { onSuccess: () => router.refresh() },
    );
  const remove = (provider: SsoRow) =>
    other.run(() => other.api(`/api/admin/sso/${provider.providerId}`, { method: "DELETE" }), {
      onSuccess: () => {
        enqueueSnackbar(t("deleted", { name: provider.name }), { variant: "success" });
        router.refresh();
      },
    });

  return (
    <Paper component="section" aria-labelledby="admin-sso" sx={{ p: 3 }}>
      <Typography id="admin-sso" variant="h6" component="h2">
        {t("title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t("intro")}
      </Typography>
      {providers.length > 0 && (
        <List data-testid="sso-providers">
          {providers.map((provider) => (
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
          ))}
        </List>
      )}
      <Stack
        spacing={2}
        sx={{ mt: 2, maxWidth: 560 }}
        component="form"
        aria-label={t("new")}
        onSubmit={(e) => (e.preventDefault(), void save())}
      >
        <Typography variant="subtitle1" component="h3">
          {t("new")}
        </Typography>
        <TextField select label={t("type")} value={draft.type} onChange={(e) => set("type", e.target.value)}>
          <MenuItem value="oidc">OpenID Connect</MenuItem>
          <MenuItem value="saml">SAML 2.0</MenuItem>
        </TextField>
        <TextField label={t("name")} value={draft.name} onChange={(e) => set("name", e.target.value)} required />
        <TextField
          label={t("providerId")}
          value={draft.providerId}
          onChange={(e) => set("providerId", e.target.value)}
          helperText={t("providerIdHint")}
          required
        />
        <TextField
          label={t("domains")}
          value={draft.domains}
          onChange={(e) => set("domains", e.target.value)}
          helperText={t("domainsHint")}
          required
        />
        <TextField
          label={draft.type === "oidc" ? t("issuer") : t("entityId")}
          value={draft.issuer}
          onChange={(e) => set("issuer", e.target.value)}
          required
        />
        {draft.type === "oidc" ? (
          <>
            <TextField
              label={t("clientId")}
              value={draft.clientId}
              onChange={(e) => set("clientId", e.target.value)}
              required
            />
            <TextField
              label={t("clientSecret")}
              type="password"
              autoComplete="off"
              value={draft.clientSecret}
              onChange={(e) => set("clientSecret", e.target.value)}
              required
            />
          </>
        ) : (
          <>
            <TextField
              label={t("entryPoint")}
              value={draft.entryPoint}
              onChange={(e) => set("entryPoint", e.target.value)}
              required
            />
            <TextField
              label={t("certificate")}
              value={draft.certificate}
              onChange={(e) => set("certificate", e.target.value)}
              multiline
              minRows={4}
              required
            />
          </>
        )}
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={pending}>
            {t("save")}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
