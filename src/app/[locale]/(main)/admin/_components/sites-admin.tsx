"use client";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/constants";
import { localeSegment } from "@/lib/locales";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import type { CreateSiteInput, SiteFormValues } from "@/lib/schemas/sites";
import { useFieldErrorText } from "@/ui/forms/use-form-errors";
import { FormText } from "@/ui/forms/form-text";
import { FormSelect } from "@/ui/forms/form-select";
import { RecordsAdmin, useRecordsAdmin } from "./records-admin";

const loadSchema = () => import("@/lib/schemas/sites").then((m) => m.siteForm);

export interface SiteRow {
  id: string;
  host: string;
  name: string;
  slogan: string | null;
  locales: Locale[];
  defaultLocale: Locale;
  gtmId: string | null;
  gaId: string | null;
  adsPageKey: string | null;
  featured: string[];
}

const EMPTY: SiteFormValues = {
  host: "",
  name: "",
  slogan: "",
  locales: [...LOCALES],
  defaultLocale: "en",
  gtmId: "",
  gaId: "",
  adsPageKey: "",
  featured: "",
};

const toValues = (site: SiteRow): SiteFormValues => ({
  host: site.host,
  name: site.name,
  slogan: site.slogan ?? "",
  locales: site.locales,
  defaultLocale: site.defaultLocale,
  gtmId: site.gtmId ?? "",
  gaId: site.gaId ?? "",
  adsPageKey: site.adsPageKey ?? "",
  featured: site.featured.join(", "),
});

/** The sites this deployment serves: each host with its name, languages, analytics, ads and featured tournaments. */
export function SitesAdmin({ sites }: { sites: SiteRow[] }) {
  const t = useTranslations("admin");
  const errorText = useFieldErrorText();
  const [editing, setEditing] = useState<string | null>(null);
  const { form, save, other, done } = useRecordsAdmin<SiteFormValues, CreateSiteInput>(loadSchema, EMPTY);
  const edit = (id: string | null, values: SiteFormValues) => {
    setEditing(id);
    form.reset(values);
  };
  const offered = useWatch({ control: form.control, name: "locales" });

  const submit = form.handleSubmit((body) =>
    save.run(
      () =>
        editing
          ? save.api(`/api/admin/sites/${editing}`, { method: "PATCH", body })
          : save.api("/api/admin/sites", { body }),
      { onSuccess: done(t("siteSaved", { host: body.host }), () => edit(null, EMPTY)) },
    ),
  );
  const remove = (site: SiteRow) =>
    other.run(() => other.api(`/api/admin/sites/${site.id}`, { method: "DELETE" }), {
      onSuccess: done(t("siteDeleted", { host: site.host })),
    });

  return (
    <RecordsAdmin
      id="admin-sites"
      title={t("sites")}
      intro={t("sitesIntro")}
      records={sites}
      listTestId="sites"
      formTitle={editing ? t("editSite") : t("newSite")}
      onSubmit={submit}
      submitLabel={t("saveSite")}
      pending={save.pending}
      actions={editing && <Button onClick={() => edit(null, EMPTY)}>{t("cancelEdit")}</Button>}
      renderRecord={(site) => (
        <ListItem
          key={site.id}
          divider
          secondaryAction={
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => edit(site.id, toValues(site))}>
                {t("edit")}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => remove(site)}
                aria-label={t("deleteSite", { host: site.host })}
              >
                {t("delete")}
              </Button>
            </Stack>
          }
        >
          <ListItemText
            primary={`${site.name} · ${site.host}`}
            secondary={site.locales.map((l) => localeSegment(l).toUpperCase()).join(" ")}
          />
        </ListItem>
      )}
    >
      <FormText form={form} name="host" id="site-host" label={t("siteHost")} hint={t("siteHostHint")} required />
      <FormText
        form={form}
        name="name"
        id="site-name"
        label={t("siteName")}
        required
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.siteName } }}
      />
      <FormText
        form={form}
        name="slogan"
        id="site-slogan"
        label={t("siteSlogan")}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.siteSlogan } }}
      />
      <Controller
        control={form.control}
        name="locales"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">{t("siteLocales")}</FormLabel>
            <FormGroup>
              <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap" }}>
                {LOCALES.map((l) => (
                  <FormControlLabel
                    key={l}
                    label={LOCALE_NAMES[l]}
                    control={
                      <Checkbox
                        checked={field.value.includes(l)}
                        onChange={(e) =>
                          field.onChange(e.target.checked ? [...field.value, l] : field.value.filter((x) => x !== l))
                        }
                      />
                    }
                  />
                ))}
              </Stack>
            </FormGroup>
            {fieldState.error && <FormHelperText>{errorText(fieldState.error)}</FormHelperText>}
          </FormControl>
        )}
      />
      <FormSelect form={form} name="defaultLocale" id="site-default-locale" label={t("siteDefaultLocale")}>
        {offered.map((l) => (
          <MenuItem key={l} value={l}>
            {LOCALE_NAMES[l]}
          </MenuItem>
        ))}
      </FormSelect>
      <FormText form={form} name="featured" id="site-featured" label={t("siteFeatured")} hint={t("siteFeaturedHint")} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormText form={form} name="gtmId" id="site-gtm" label="GTM" placeholder="GTM-XXXXXXX" />
        <FormText form={form} name="gaId" id="site-ga" label="GA" placeholder="G-XXXXXXX" />
        <FormText
          form={form}
          name="adsPageKey"
          id="site-ads"
          label={t("siteAds")}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.adsPageKey } }}
        />
      </Stack>
    </RecordsAdmin>
  );
}
