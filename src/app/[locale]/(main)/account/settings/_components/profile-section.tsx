"use client";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { setBrowserCookie } from "@/lib/browser-cookies";
import { CONSENT_COOKIE, DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from "@/lib/constants";
import { PLAYER_COUNTRIES } from "@/lib/countries";
import { timeZoneName } from "@/lib/time-zones";
import { localePrefix, toLocale } from "@/lib/locales";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { FormText } from "@/ui/forms/form-text";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";

const FIELDS = ["name", "locale", "timeZone", "country"] as const;
const resolver = lazyCodeResolver(() => import("@/lib/schemas/profile").then((m) => m.profileFormInput));

export function ProfileSection(props: {
  name: string;
  locale: string;
  timeZone: string | null;
  country: string | null;
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
  // Country names in the page's language, by the browser's own data (no list to translate).
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([pageLocale], { type: "region" });
    return PLAYER_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, pageLocale),
    );
  }, [pageLocale]);
  const zones = useMemo(() => Intl.supportedValuesOf("timeZone"), []);
  const deviceZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);

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
      <Stack component="form" noValidate spacing={2} onSubmit={save}>
        <FormText
          form={form}
          name="name"
          id="profile-name"
          label={ta("name")}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.playerName } }}
          required
        />
        <Controller
          control={form.control}
          name="locale"
          render={({ field }) => (
            <TextField select label={t("language")} {...field}>
              {LOCALES.map((l) => (
                <MenuItem key={l} value={l}>
                  {LOCALE_NAMES[l]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field }) => (
            <Autocomplete
              options={zones}
              getOptionLabel={timeZoneName}
              value={field.value ?? null}
              onChange={(_, value) => field.onChange(value)}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t("timeZone")}
                  placeholder={t("timeZoneAuto", { zone: timeZoneName(deviceZone) })}
                />
              )}
            />
          )}
        />
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <TextField
              select
              label={t("country")}
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ""}
              onChange={(e) => field.onChange(e.target.value || null)}
              onBlur={field.onBlur}
              helperText={t("countryHint")}
            >
              <MenuItem value="">{t("noCountry")}</MenuItem>
              {countries.map((c) => (
                <MenuItem key={c.code} value={c.code}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={pending}>
            {t("save")}
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}
