"use client";
import FingerprintIcon from "@mui/icons-material/Fingerprint";
import AccountBalanceWalletIcon from "@mui/icons-material/AccountBalanceWallet";
import KeyIcon from "@mui/icons-material/Key";
import LinkIcon from "@mui/icons-material/Link";
import PasswordIcon from "@mui/icons-material/Password";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { announceAuthChange } from "@/ui/auth/auth-sync";
import { getAuthClient, goAfterSignIn, unwrap } from "@/ui/auth/auth-client";
import { hasPageWallet, onWalletArrives, pageWallet, signInWithWallet } from "@/ui/auth/wallet-sign-in";
import { useAction } from "@/ui/forms/use-action";
import type { AuthMode } from "./auth-panel";

export interface Provider {
  id: string;
  name: string;
}

/** What the sign-up form's boxes say, checked before a provider may sign a new player up. */
export interface SignUpAgreements {
  acceptTerms: true;
  acceptPrivacy: true;
  acceptMarketing: boolean;
}

interface Props {
  providers: Provider[];
  redirectTo: string;
  go: (m: AuthMode) => void;
  mode: AuthMode;
  /** On the sign-up form: the accepted agreements, or null while the boxes are not ticked. */
  agreements?: () => Promise<SignUpAgreements | null>;
}

/**
 * The other ways in: passkey, e-mailed link or code, a wallet where the browser has one
 * (EIP-1193, decision 0056), and the configured providers. A provider
 * signs a new player up only from the sign-up form, with the terms and privacy policy accepted
 * there; from the sign-in form it signs in the players it already knows.
 */
export function ProviderButtons({ providers, redirectTo, go, mode, agreements }: Props) {
  const t = useTranslations("account");
  const { run, pending, locale } = useAction();
  const client = getAuthClient(locale);
  const callbackURL = `/redirect?redirectTo=${encodeURIComponent(redirectTo)}`;
  // Known only in the browser: the button appears once the page has found a wallet.
  const hasWallet = useSyncExternalStore(onWalletArrives, hasPageWallet, () => false);

  const passkey = () =>
    run(() => unwrap(client.signIn.passkey()), {
      onSuccess: () => {
        announceAuthChange("signedIn");
        goAfterSignIn(redirectTo);
      },
    });

  const wallet = () =>
    run(async () => {
      const found = pageWallet();
      if (!found) return;
      const { twoFactorRedirect } = await signInWithWallet(client, found);
      if (twoFactorRedirect) return go("twoFactor");
      announceAuthChange("signedIn");
      goAfterSignIn(redirectTo);
    });

  const social = async (provider: string) => {
    const accepted = agreements ? await agreements() : null;
    if (agreements && !accepted) return;
    const signUp = accepted ? { requestSignUp: true, ...accepted } : {};
    const errorCallbackURL = `/account?mode=${mode}&redirectTo=${encodeURIComponent(redirectTo)}&error=provider`;
    return run(() => unwrap(client.signIn.social({ provider, callbackURL, errorCallbackURL, ...signUp } as never)));
  };

  return (
    <Stack spacing={1}>
      {mode === "signIn" && (
        <>
          <Button variant="outlined" startIcon={<FingerprintIcon />} onClick={passkey} disabled={pending}>
            {t("withPasskey")}
          </Button>
          <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => go("magic")}>
            {t("withLink")}
          </Button>
          <Button variant="outlined" startIcon={<PasswordIcon />} onClick={() => go("code")}>
            {t("withCode")}
          </Button>
          {hasWallet && (
            <Button variant="outlined" startIcon={<AccountBalanceWalletIcon />} onClick={wallet} disabled={pending}>
              {t("withWallet")}
            </Button>
          )}
        </>
      )}
      {providers.map((p) => (
        <Button key={p.id} variant="outlined" startIcon={<KeyIcon />} onClick={() => social(p.id)} disabled={pending}>
          {t("withProvider", { provider: p.name })}
        </Button>
      ))}
    </Stack>
  );
}
