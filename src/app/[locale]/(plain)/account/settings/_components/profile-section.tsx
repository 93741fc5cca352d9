"use client";
import { useTimeZone, useTranslations } from "next-intl";
import { Controller, useForm } from "@/ui/forms/form";
import { setBrowserCookie } from "@/lib/browser-cookies";
import { CONSENT_COOKIE, DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from "@/lib/constants";
import { offsetMatches, type TimeZoneOption } from "@/lib/time-zones";
import { localePrefix, toLocale } from "@/lib/locales";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { buttonClass } from "@/ui/plain/button-link";
import { Autocomplete } from "@/ui/plain/combobox";
import { NativeSelect } from "@/ui/plain/field";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { FormSelect } from "@/ui/plain/form-select";

const FIELDS = ["name", "locale", "timeZone", "country"] as const;
const resolver = lazyCodeResolver(() => import("@/lib/schemas/profile").then((m) => m.profileFormInput));

export function ProfileSection(props: {
  name: string;
  locale: string;
  timeZone: string | null;
  country: string | null;
  /**
   * The countries a player may choose, named and ordered in the page's language by the server
   * (`namedPlayerCountries`): the country table stays there, and the browser loads no region names.
   */
  countries: readonly { code: string; name: string }[];
  /** The zones, named in the page's language by the server (`timeZoneOptions`), the player's own among them. */
  zones: readonly TimeZoneOption[];
}) {
  const t = useTranslations("settings");
  const ta = useTranslations("account");
  const form = useForm({
    resolver,
    defaultValues: {
      name: props.name,
      locale: toLocale(props.locale) ?? DEFAULT_LOCALE,
      timeZone: props.timeZone,
      country: props.country,
    },
  });
  const { run, pending, locale: pageLocale } = useSettingsAction({ setError: form.setError, fields: FIELDS });
  // The zone the page's times are in: the one this device reported (TimeZoneSync), the same on the
  // server and in the browser. Asking the browser here would draw the server's zone first, and load
  // the language's date data while the page hydrates.
  const deviceZone = useTimeZone() ?? "UTC";
  // Named as the server named it among the options (Europe/Kiev as Europe/Kyiv): the list of old
  // names stays on the server.
  const deviceZoneName =
    props.zones.find((zone) => zone.value === deviceZone)?.label ?? deviceZone.replaceAll("_", " ");

  const save = form.handleSubmit(async (values) => {
    const language = values.locale as Locale;
    const ok = await run(async () => unwrap((await loadAuthClient(pageLocale)).updateUser(values as never)));
    if (ok && language !== pageLocale) {
      // The page follows the new language at once.
      setBrowserCookie(LOCALE_COOKIE, language, CONSENT_COOKIE.maxAgeSeconds);
      const rest = window.location.pathname.replace(new RegExp(`^${localePrefix(pageLocale as Locale)}(?=/|$)`), "");
      window.location.assign(`${localePrefix(language)}${rest || "/"}`);
    }
  });

  return (
    <Section title={t("profile")}>
      <form noValidate onSubmit={save} className={`${content.stack2} ${content.flush}`}>
        <FormInput
          form={form}
          name="name"
          id="profile-name"
          label={ta("name")}
          htmlInput={{ maxLength: TEXT_LIMITS.playerName }}
          required
        />
        <FormSelect form={form} name="locale" id="profile-locale" label={t("language")}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </FormSelect>
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field }) => (
            <Autocomplete
              id="profile-time-zone"
              fullWidth
              label={t("timeZone")}
              placeholder={t("timeZoneAuto", { zone: deviceZoneName })}
              // No zone of the player's own is a choice too: "Automatic (…)" says so without a focus.
              placeholderShown
              helperText={t("timeZoneHint")}
              options={props.zones}
              // "UTC+1", "GMT-5": the zones at that offset now, and only those.
              matches={offsetMatches}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <NativeSelect
              id="profile-country"
              fullWidth
              label={t("country")}
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ""}
              // "No country" is the empty option: the profile holds none (null).
              onChange={(e) => field.onChange(e.target.value || null)}
              onBlur={field.onBlur}
              helperText={t("countryHint")}
            >
              <option value="">{t("noCountry")}</option>
              {props.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <div>
          <button type="submit" className={buttonClass("contained")} disabled={pending}>
            {t("save")}
          </button>
        </div>
      </form>
    </Section>
  );
}
