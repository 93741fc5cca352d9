"use client";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { setBrowserCookie } from "@/lib/browser-cookies";
import { CONSENT_COOKIE, DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from "@/lib/constants";
import { PLAYER_COUNTRIES } from "@/lib/countries";
import { localePrefix, toLocale } from "@/lib/locales";
import { getAuthClient, unwrap } from "@/ui/auth/auth-client";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";
import { TEXT_LIMITS } from "@/lib/schemas/limits";

export function ProfileSection(props: {
  name: string;
  locale: string;
  timeZone: string | null;
  country: string | null;
}) {
  const t = useTranslations("settings");
  const ta = useTranslations("account");
  const { run, pending, locale: pageLocale } = useSettingsAction();
  const [name, setName] = useState(props.name);
  const [language, setLanguage] = useState<Locale>(toLocale(props.locale) ?? DEFAULT_LOCALE);
  const [timeZone, setTimeZone] = useState<string | null>(props.timeZone);
  const [country, setCountry] = useState<string>(props.country ?? "");
  // Country names in the page's language, by the browser's own data (no list to translate).
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([pageLocale], { type: "region" });
    return PLAYER_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, pageLocale),
    );
  }, [pageLocale]);
  const zones = useMemo(() => Intl.supportedValuesOf("timeZone"), []);
  const deviceZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);

  const save = async () => {
    const ok = await run(() =>
      unwrap(
        getAuthClient(pageLocale).updateUser({ name, locale: language, timeZone, country: country || null } as never),
      ),
    );
    if (ok && language !== pageLocale) {
      // The page follows the new language at once.
      setBrowserCookie(LOCALE_COOKIE, language, CONSENT_COOKIE.maxAgeSeconds);
      const rest = window.location.pathname.replace(new RegExp(`^${localePrefix(pageLocale as Locale)}(?=/|$)`), "");
      window.location.assign(`${localePrefix(language)}${rest || "/"}`);
    }
  };

  return (
    <Section title={t("profile")}>
      <TextField
        label={ta("name")}
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.playerName } }}
        required
      />
      <TextField select label={t("language")} value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <MenuItem key={l} value={l}>
            {LOCALE_NAMES[l]}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        options={zones}
        value={timeZone}
        onChange={(_, value) => setTimeZone(value)}
        renderInput={(params) => (
          <TextField {...params} label={t("timeZone")} placeholder={t("timeZoneAuto", { zone: deviceZone })} />
        )}
      />
      <TextField
        select
        label={t("country")}
        value={country}
        onChange={(e) => setCountry(e.target.value)}
        helperText={t("countryHint")}
      >
        <MenuItem value="">{t("noCountry")}</MenuItem>
        {countries.map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button variant="contained" onClick={save} disabled={pending || name.trim().length === 0}>
          {t("save")}
        </Button>
      </Box>
    </Section>
  );
}
