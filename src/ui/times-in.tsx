import { getLocale, getNow, getTimeZone, getTranslations } from "next-intl/server";
import { zoneName } from "@/lib/zone-name";

/** "Times: Central European Time (GMT+01:00)": the zone the page's kickoffs and locks are shown in, by its name. */
export async function TimesIn() {
  const [t, locale, zone, now] = await Promise.all([getTranslations("schedule"), getLocale(), getTimeZone(), getNow()]);
  return <>{t("timesIn", { zone: zoneName(locale, zone, now) })}</>;
}
