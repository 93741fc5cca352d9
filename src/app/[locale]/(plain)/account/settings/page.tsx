import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { deviceOf } from "@/lib/device";
import { getEnv } from "@/lib/env";
import { confirmableAccount, getAccountSettings } from "@/server/accounts/settings";
import { requirePageUser } from "@/server/auth/page-guards";
import { listMyPlus } from "@/server/billing/subscriptions";
import { calendarTokenStatus } from "@/server/calendar/tokens";
import { listPushDevices } from "@/server/push/subscriptions";
import { getReminderPreferences } from "@/server/reminders/preferences";
import { vapidKeys } from "@/server/secrets";
import { AgreementsSection } from "./_components/agreements-section";
import { AvatarSection } from "./_components/avatar-section";
import { CalendarSection } from "./_components/calendar-section";
import { ConfirmIdentityProvider } from "./_components/confirm-identity";
import { DeleteAccountSection } from "./_components/delete-account-section";
import { EmailSection } from "./_components/email-section";
import { NewsletterSection } from "./_components/newsletter-section";
import { RemindersSection } from "./_components/reminders-section";
import { ProfileSection } from "./_components/profile-section";
import { namedPlayerCountries } from "@/lib/countries";
import { timeZoneOptions } from "@/lib/time-zones";
import { currentTime } from "@/lib/clock";
import { PushSection } from "./_components/push-section";
import { listWallets } from "@/server/auth/wallet-link";
import { ButtonLink } from "@/ui/plain/button-link";
import styles from "./_components/settings.module.css";
import content from "@/ui/plain/content.module.css";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { SnackbarHost } from "@/ui/snackbar";
import { dateWriter } from "@/server/i18n/written-date";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "settings" });
  return { title: t("title"), robots: { index: false } };
});

/**
 * The account's settings, drawn without MUI (decision 0080): a dialog, a new feed's links and the
 * auth client load when used. How the player signs in has its own page (`security/`, decision 0097).
 */
const SettingsPage = definePage({}, async ({ locale, db }) => {
  const { user, session } = await requirePageUser(locale, "/account/settings");
  const [settings, reminders, plus, calendar, pushDevices, wallets] = await Promise.all([
    getAccountSettings(await headers(), user.id, session.id),
    getReminderPreferences(db, user.id),
    listMyPlus(db, user.id),
    calendarTokenStatus(db, user.id),
    listPushDevices(db, user.id),
    listWallets(db, user.id),
  ]);
  const t = await getTranslations("settings");
  const written = await dateWriter();
  const account = confirmableAccount(user.email, settings, wallets);
  return (
    <ConfirmIdentityProvider {...account}>
      <div className={`${content.stack3} ${content.flush} ${styles.page}`}>
        <h1 className={content.h4}>{t("title")}</h1>
        <ProfileSection
          name={user.name}
          locale={user.locale}
          timeZone={user.timeZone}
          country={user.country}
          countries={namedPlayerCountries(locale)}
          zones={timeZoneOptions(locale, new Date(currentTime()), user.timeZone)}
        />
        <AvatarSection image={user.image} name={user.name} />
        <EmailSection email={user.email} />
        <NewsletterSection
          state={settings.newsletter}
          // Without a mail server the confirmation waits in the mailbox, where only admins read it.
          mailSent={Boolean(getEnv().SMTP_URL)}
        />
        <RemindersSection
          on={reminders.emailReminders}
          leadHours={reminders.leadHours}
          plusTournaments={plus.map((p) => p.tournamentName)}
        />
        <PushSection
          publicKey={vapidKeys()?.publicKey ?? null}
          devices={pushDevices.map((d) => ({ ...d, device: deviceOf(d.userAgent), createdText: written(d.createdAt) }))}
        />
        <CalendarSection active={calendar.active} createdText={written.maybe(calendar.createdAt)} />
        <AgreementsSection
          agreements={settings.agreements}
          acceptedText={{
            terms: written.maybe(settings.agreements.terms.at),
            privacy: written.maybe(settings.agreements.privacy.at),
            marketing: written.maybe(settings.agreements.marketing.at),
          }}
        />
        <section aria-labelledby="security" className={`${content.paper} ${styles.section}`}>
          <h2 id="security" className={`${content.h6} ${content.gutterBottom}`}>
            {t("securityTitle")}
          </h2>
          <div className={`${content.stack2} ${content.flush}`}>
            <p className={`${content.body1} ${content.secondary}`}>{t("securityText")}</p>
            <div>
              <ButtonLink href="/account/settings/security" variant="outlined">
                {t("openSecurity")}
              </ButtonLink>
            </div>
          </div>
        </section>
        <DeleteAccountSection hasPassword={account.hasPassword} />
      </div>
    </ConfirmIdentityProvider>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof SettingsPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["account", "settings", "calendar", "error"]}>
      <SettingsPage {...props} />
      <SnackbarHost onDemand />
    </ClientMessages>
  );
}
