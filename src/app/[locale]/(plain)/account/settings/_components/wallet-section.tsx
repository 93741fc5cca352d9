"use client";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { apiFetch } from "@/lib/api-client";
import { shortAddress } from "@/lib/wallet";
import { hasPageWallet, linkPageWallet, onWalletArrives, pageWallet } from "@/ui/auth/wallet-sign-in";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { Section, SettingsItem, SettingsList } from "./section";
import { useSettingsAction } from "./use-settings-action";

export interface LinkedWalletView {
  id: string;
  address: string;
}

/**
 * The Ethereum wallets that sign in to this account (decision 0060): the browser's wallet signs a
 * message to link it; linking and removing ask for a recent sign-in (in place). The server refuses
 * to remove the last way in.
 */
export function WalletSection({ wallets }: { wallets: LinkedWalletView[] }) {
  const t = useTranslations("settings");
  const { run, pending, locale } = useSettingsAction();
  // Known only in the browser: the button appears once the page has found a wallet.
  const hasWallet = useSyncExternalStore(onWalletArrives, hasPageWallet, () => false);

  const link = () =>
    run(
      async () => {
        const wallet = pageWallet();
        if (wallet) await linkPageWallet(wallet, locale);
      },
      { success: t("walletAdded") },
    );
  const remove = (id: string) =>
    run(() => apiFetch(`/api/account/wallets/${encodeURIComponent(id)}`, { method: "DELETE", locale }), {
      success: t("walletRemoved"),
    });

  return (
    <Section title={t("walletTitle")}>
      <p className={`${content.body1} ${content.secondary}`}>{t("walletHint")}</p>
      {wallets.length === 0 ? (
        <p className={content.body1} data-testid="wallet-none">
          {t("walletNone")}
        </p>
      ) : (
        <SettingsList aria-label={t("walletTitle")}>
          {wallets.map((w) => (
            <SettingsItem
              key={w.id}
              action={
                <button
                  type="button"
                  className={buttonClass("text", "medium", content.errorButton)}
                  disabled={pending}
                  // The visible word starts the name (WCAG 2.5.3); the address tells the buttons apart.
                  aria-label={t("walletRemove", { address: shortAddress(w.address) })}
                  onClick={() => remove(w.id)}
                >
                  {t("push.remove")}
                </button>
              }
              primary={shortAddress(w.address)}
              title={w.address}
            />
          ))}
        </SettingsList>
      )}
      <div>
        {hasWallet ? (
          <button type="button" className={buttonClass("outlined")} onClick={link} disabled={pending}>
            {t("walletAdd")}
          </button>
        ) : (
          <p className={`${content.body1} ${content.secondary}`}>{t("walletNoBrowserWallet")}</p>
        )}
      </div>
    </Section>
  );
}
