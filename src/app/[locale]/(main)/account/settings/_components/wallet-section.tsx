"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { apiFetch } from "@/lib/api-client";
import { shortAddress } from "@/lib/wallet";
import { hasPageWallet, linkPageWallet, onWalletArrives, pageWallet } from "@/ui/auth/wallet-sign-in";
import { Section } from "./section";
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
      <Typography sx={{ color: "text.secondary" }}>{t("walletHint")}</Typography>
      {wallets.length === 0 ? (
        <Typography data-testid="wallet-none">{t("walletNone")}</Typography>
      ) : (
        <List dense aria-label={t("walletTitle")}>
          {wallets.map((w) => (
            <ListItem
              key={w.id}
              secondaryAction={
                <Button
                  color="error"
                  disabled={pending}
                  // The visible word starts the name (WCAG 2.5.3); the address tells the buttons apart.
                  aria-label={t("walletRemove", { address: shortAddress(w.address) })}
                  onClick={() => remove(w.id)}
                >
                  {t("push.remove")}
                </Button>
              }
            >
              <ListItemText primary={shortAddress(w.address)} slotProps={{ primary: { title: w.address } }} />
            </ListItem>
          ))}
        </List>
      )}
      <Box>
        {hasWallet ? (
          <Button variant="outlined" onClick={link} disabled={pending}>
            {t("walletAdd")}
          </Button>
        ) : (
          <Typography sx={{ color: "text.secondary" }}>{t("walletNoBrowserWallet")}</Typography>
        )}
      </Box>
    </Section>
  );
}
