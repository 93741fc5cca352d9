import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { cookies } from "next/headers";
import { TIME_ZONE_COOKIE } from "@/lib/constants";
import { isTimeZone } from "@/lib/schemas/profile";
import { loadMessages } from "./messages";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // Times show in the viewer's zone, which the browser reports in a cookie (TimeZoneSync).
  const zone = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  return { locale, messages: await loadMessages(locale), timeZone: zone && isTimeZone(zone) ? zone : "UTC" };
});
