"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useWatch } from "@/ui/forms/form";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/constants";
import { localeSegment } from "@/lib/locales";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import type { CreateSiteInput, SiteFormValues } from "@/lib/schemas/sites";
import { useFieldErrorText } from "@/ui/forms/use-form-errors";
import { buttonClass } from "@/ui/plain/button-link";
import { Checkbox } from "@/ui/plain/choice";
import content from "@/ui/plain/content.module.css";
import fieldStyles from "@/ui/plain/field.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { FormSelect } from "@/ui/plain/form-select";
import styles from "../admin.module.css";
import { RecordRow, RecordsAdmin, useRecordsAdmin } from "./records-admin";

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
      actions={
        editing && (
          <button type="button" className={buttonClass()} onClick={() => edit(null, EMPTY)}>
            {t("cancelEdit")}
          </button>
        )
      }
      renderRecord={(site) => (
        <RecordRow
          key={site.id}
          primary={`${site.name} · ${site.host}`}
          secondary={site.locales.map((l) => localeSegment(l).toUpperCase()).join(" ")}
          actions={
            <>
              <button
                type="button"
                className={buttonClass("text", "small")}
                onClick={() => edit(site.id, toValues(site))}
              >
                {t("edit")}
              </button>
              <button
                type="button"
                className={buttonClass("text", "small", content.errorButton)}
                onClick={() => remove(site)}
                aria-label={t("deleteSite", { host: site.host })}
              >
                {t("delete")}
              </button>
            </>
          }
        />
      )}
    >
      <FormInput form={form} name="host" id="site-host" label={t("siteHost")} hint={t("siteHostHint")} required />
      <FormInput
        form={form}
        name="name"
        id="site-name"
        label={t("siteName")}
        required
        htmlInput={{ maxLength: TEXT_LIMITS.siteName }}
      />
      <FormInput
        form={form}
        name="slogan"
        id="site-slogan"
        label={t("siteSlogan")}
        htmlInput={{ maxLength: TEXT_LIMITS.siteSlogan }}
      />
      <Controller
        control={form.control}
        name="locales"
        render={({ field, fieldState }) => (
          <fieldset
            className={styles.checkboxes}
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? "site-locales-error" : undefined}
          >
            <legend>{t("siteLocales")}</legend>
            <div>
              {LOCALES.map((l) => (
                <Checkbox
                  key={l}
                  label={LOCALE_NAMES[l]}
                  checked={field.value.includes(l)}
                  onChange={(checked) =>
                    field.onChange(checked ? [...field.value, l] : field.value.filter((x) => x !== l))
                  }
                />
              ))}
            </div>
            {fieldState.error && (
              <p id="site-locales-error" className={fieldStyles.checkboxError}>
                {errorText(fieldState.error)}
              </p>
            )}
          </fieldset>
        )}
      />
      <FormSelect form={form} name="defaultLocale" id="site-default-locale" label={t("siteDefaultLocale")}>
        {offered.map((l) => (
          <option key={l} value={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </FormSelect>
      <FormInput
        form={form}
        name="featured"
        id="site-featured"
        label={t("siteFeatured")}
        hint={t("siteFeaturedHint")}
      />
      <div className={styles.fieldRow}>
        <FormInput form={form} name="gtmId" id="site-gtm" label="GTM" htmlInput={{ placeholder: "GTM-XXXXXXX" }} />
        <FormInput form={form} name="gaId" id="site-ga" label="GA" htmlInput={{ placeholder: "G-XXXXXXX" }} />
        <FormInput
          form={form}
          name="adsPageKey"
          id="site-ads"
          label={t("siteAds")}
          htmlInput={{ maxLength: TEXT_LIMITS.adsPageKey }}
        />
      </div>
    </RecordsAdmin>
  );
}
