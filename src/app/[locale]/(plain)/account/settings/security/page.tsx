import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { ClientMessages } from "@/i18n/client-messages";
import { deviceOf } from "@/lib/device";
import { confirmableAccount, getAccountSettings } from "@/server/accounts/settings";
import { listFactors } from "@/server/auth/phone-factor";
import { requirePageUser } from "@/server/auth/page-guards";
import { listWallets } from "@/server/auth/wallet-link";
import { defineMetadata, definePage } from "@/server/http/define-page";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { SnackbarHost } from "@/ui/snackbar";
import { ConfirmIdentityProvider } from "../_components/confirm-identity";
import { MethodsSection } from "../_components/methods-section";
import { PhoneSection } from "../_components/phone-section";
import { SessionsSection } from "../_components/sessions-section";
import styles from "../_components/settings.module.css";
import { TwoFactorSection } from "../_components/two-factor-section";
import { WalletSection } from "../_components/wallet-section";
import { dateWriter } from "@/server/i18n/written-date";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "settings" });
  return { title: t("securityTitle"), robots: { index: false } };
});

/**
 * How the player signs in and where they are signed in (decision 0097): two-step verification,
 * passkeys, the phone, wallets, linked sign-in methods and sessions. A page of its own beside the
 * settings, as the settings' cards that guard the account.
 */
const SecurityPage = definePage({}, async ({ locale, db }) => {
  const { user, session } = await requirePageUser(locale, "/account/settings/security");
  const [settings, factors, wallets] = await Promise.all([
    getAccountSettings(await headers(), user.id, session.id),
    listFactors(db, user.id),
    listWallets(db, user.id),
  ]);
  const totpOn = factors.some((f) => f.factor_type === "totp" && f.status === "verified");
  const phone = factors.find((f) => f.factor_type === "phone") ?? null;
  const account = confirmableAccount(user.email, settings, wallets);
  const walletRows = wallets.map(({ id, address }) => ({ id, address }));
  const t = await getTranslations("settings");
  const written = await dateWriter();
  return (
    <ConfirmIdentityProvider {...account}>
      <div className={`${content.stack3} ${content.flush} ${styles.page}`}>
        <div>
          <ButtonLink href="/account/settings" variant="text" size="small">
            <span aria-hidden="true">←&nbsp;</span>
            {t("title")}
          </ButtonLink>
          <h1 className={content.h4}>{t("securityTitle")}</h1>
        </div>
        <TwoFactorSection
          enabled={totpOn}
          passkeys={settings.passkeys.map(({ id, name, createdAt }) => ({
            id,
            name,
            createdText: written.maybe(createdAt, { dateOnly: true }),
          }))}
          hasPassword={account.hasPassword}
        />
        <PhoneSection factor={phone} />
        <WalletSection wallets={walletRows} />
        {/* Wallets are linked and removed in their own section; they are ways in here too. */}
        <MethodsSection methods={settings.methods} providers={settings.providers} wallets={walletRows} />
        <SessionsSection
          sessions={settings.sessions.map((s) => ({
            ...s,
            device: deviceOf(s.userAgent),
            createdText: written(s.createdAt),
          }))}
        />
      </div>
    </ConfirmIdentityProvider>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof SecurityPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["account", "settings", "error"]}>
      <SecurityPage {...props} />
      <SnackbarHost onDemand />
    </ClientMessages>
  );
}
