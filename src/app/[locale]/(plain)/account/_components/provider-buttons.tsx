"use client";
import { useTranslations } from "next-intl";
import { useSyncExternalStore, type ReactNode } from "react";
import { useAction } from "@/ui/forms/use-action";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import plain from "@/ui/plain/plain.module.css";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { afterSignIn } from "./auth";
import type { AuthMode } from "./auth-panel";
import styles from "./account.module.css";

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

/** MUI's Fingerprint, Link, Password, AccountBalanceWallet and Key icons (Material Icons, Apache 2.0). */
const ICON = {
  passkey:
    "M17.81 4.47c-.08 0-.16-.02-.23-.06C15.66 3.42 14 3 12.01 3c-1.98 0-3.86.47-5.57 1.41-.24.13-.54.04-.68-.2-.13-.24-.04-.55.2-.68C7.82 2.52 9.86 2 12.01 2c2.13 0 3.99.47 6.03 1.52.25.13.34.43.21.67-.09.18-.26.28-.44.28M3.5 9.72c-.1 0-.2-.03-.29-.09-.23-.16-.28-.47-.12-.7.99-1.4 2.25-2.5 3.75-3.27C9.98 4.04 14 4.03 17.15 5.65c1.5.77 2.76 1.86 3.75 3.25.16.22.11.54-.12.7s-.54.11-.7-.12c-.9-1.26-2.04-2.25-3.39-2.94-2.87-1.47-6.54-1.47-9.4.01-1.36.7-2.5 1.7-3.4 2.96-.08.14-.23.21-.39.21m6.25 12.07c-.13 0-.26-.05-.35-.15-.87-.87-1.34-1.43-2.01-2.64-.69-1.23-1.05-2.73-1.05-4.34 0-2.97 2.54-5.39 5.66-5.39s5.66 2.42 5.66 5.39c0 .28-.22.5-.5.5s-.5-.22-.5-.5c0-2.42-2.09-4.39-4.66-4.39s-4.66 1.97-4.66 4.39c0 1.44.32 2.77.93 3.85.64 1.15 1.08 1.64 1.85 2.42.19.2.19.51 0 .71-.11.1-.24.15-.37.15m7.17-1.85c-1.19 0-2.24-.3-3.1-.89-1.49-1.01-2.38-2.65-2.38-4.39 0-.28.22-.5.5-.5s.5.22.5.5c0 1.41.72 2.74 1.94 3.56.71.48 1.54.71 2.54.71.24 0 .64-.03 1.04-.1.27-.05.53.13.58.41.05.27-.13.53-.41.58-.57.11-1.07.12-1.21.12M14.91 22c-.04 0-.09-.01-.13-.02-1.59-.44-2.63-1.03-3.72-2.1-1.4-1.39-2.17-3.24-2.17-5.22 0-1.62 1.38-2.94 3.08-2.94s3.08 1.32 3.08 2.94c0 1.07.93 1.94 2.08 1.94s2.08-.87 2.08-1.94c0-3.77-3.25-6.83-7.25-6.83-2.84 0-5.44 1.58-6.61 4.03-.39.81-.59 1.76-.59 2.8 0 .78.07 2.01.67 3.61.1.26-.03.55-.29.64-.26.1-.55-.04-.64-.29-.49-1.31-.73-2.61-.73-3.96 0-1.2.23-2.29.68-3.24 1.33-2.79 4.28-4.6 7.51-4.6 4.55 0 8.25 3.51 8.25 7.83 0 1.62-1.38 2.94-3.08 2.94s-3.08-1.32-3.08-2.94c0-1.07-.93-1.94-2.08-1.94s-2.08.87-2.08 1.94c0 1.71.66 3.31 1.87 4.51.95.94 1.86 1.46 3.27 1.85.27.07.42.35.35.61-.05.23-.26.38-.47.38",
  link: "M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1M8 13h8v-2H8zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5",
  code: "M2 17h20v2H2zm1.15-4.05L4 11.47l.85 1.48 1.3-.75-.85-1.48H7v-1.5H5.3l.85-1.47L4.85 7 4 8.47 3.15 7l-1.3.75.85 1.47H1v1.5h1.7l-.85 1.48zm6.7-.75 1.3.75.85-1.48.85 1.48 1.3-.75-.85-1.48H15v-1.5h-1.7l.85-1.47-1.3-.75L12 8.47 11.15 7l-1.3.75.85 1.47H9v1.5h1.7zM23 9.22h-1.7l.85-1.47-1.3-.75L20 8.47 19.15 7l-1.3.75.85 1.47H17v1.5h1.7l-.85 1.48 1.3.75.85-1.48.85 1.48 1.3-.75-.85-1.48H23z",
  wallet:
    "M21 18v1c0 1.1-.9 2-2 2H5c-1.11 0-2-.9-2-2V5c0-1.1.89-2 2-2h14c1.1 0 2 .9 2 2v1h-9c-1.11 0-2 .9-2 2v8c0 1.1.89 2 2 2zm-9-2h10V8H12zm4-2.5c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5",
  key: "M21 10h-8.35C11.83 7.67 9.61 6 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6c2.61 0 4.83-1.67 5.65-4H13l2 2 2-2 2 2 4-4.04zM7 15c-1.65 0-3-1.35-3-3s1.35-3 3-3 3 1.35 3 3-1.35 3-3 3",
} as const;

/** An outlined button with MUI's start icon, as the other ways in draw. */
function WayIn({
  icon,
  onClick,
  disabled,
  children,
}: {
  icon: keyof typeof ICON;
  onClick: () => unknown;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className={buttonClass("outlined")} onClick={onClick} disabled={disabled}>
      <span className={plain.startIcon}>
        <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={ICON[icon]} />
        </svg>
      </span>
      {children}
    </button>
  );
}

/** Whether the page has a wallet (an EIP-1193 provider at `window.ethereum`, decision 0056). */
const hasPageWallet = () =>
  typeof (globalThis as { ethereum?: { request?: unknown } }).ethereum?.request === "function";

/** A wallet extension that injects itself after the page loaded announces it (MetaMask's event). */
function onWalletArrives(changed: () => void): () => void {
  window.addEventListener("ethereum#initialized", changed);
  return () => window.removeEventListener("ethereum#initialized", changed);
}

/**
 * The other ways in: passkey, e-mailed link or code, a wallet where the browser has one
 * (EIP-1193, decision 0056), and the configured providers. A provider
 * signs a new player up only from the sign-up form, with the terms and privacy policy accepted
 * there; from the sign-in form it signs in the players it already knows. Each loads its code
 * (the auth client, the wallet's SIWE message) when clicked.
 */
export function ProviderButtons({ providers, redirectTo, go, mode, agreements }: Props) {
  const t = useTranslations("account");
  const { run, pending, locale } = useAction();
  const callbackURL = `/redirect?redirectTo=${encodeURIComponent(redirectTo)}`;
  // Known only in the browser: the button appears once the page has found a wallet.
  const hasWallet = useSyncExternalStore(onWalletArrives, hasPageWallet, () => false);

  const passkey = () =>
    run(
      async () => {
        const client = await loadAuthClient(locale);
        return unwrap(client.signIn.passkey());
      },
      { onSuccess: () => afterSignIn(redirectTo) },
    );

  const wallet = () =>
    run(async () => {
      const [client, { pageWallet, signInWithWallet }] = await Promise.all([
        loadAuthClient(locale),
        import("@/ui/auth/wallet-sign-in"),
      ]);
      const found = pageWallet();
      if (!found) return;
      const { twoFactorRedirect } = await signInWithWallet(client, found);
      if (twoFactorRedirect) return go("twoFactor");
      await afterSignIn(redirectTo);
    });

  const social = async (provider: string) => {
    const accepted = agreements ? await agreements() : null;
    if (agreements && !accepted) return;
    const signUp = accepted ? { requestSignUp: true, ...accepted } : {};
    const errorCallbackURL = `/account?mode=${mode}&redirectTo=${encodeURIComponent(redirectTo)}&error=provider`;
    return run(async () => {
      const client = await loadAuthClient(locale);
      return unwrap(client.signIn.social({ provider, callbackURL, errorCallbackURL, ...signUp } as never));
    });
  };

  return (
    <div className={`${content.stack1} ${content.flush} ${styles.column}`}>
      {mode === "signIn" && (
        <>
          <WayIn icon="passkey" onClick={passkey} disabled={pending}>
            {t("withPasskey")}
          </WayIn>
          <WayIn icon="link" onClick={() => go("magic")}>
            {t("withLink")}
          </WayIn>
          <WayIn icon="code" onClick={() => go("code")}>
            {t("withCode")}
          </WayIn>
          {hasWallet && (
            <WayIn icon="wallet" onClick={wallet} disabled={pending}>
              {t("withWallet")}
            </WayIn>
          )}
        </>
      )}
      {providers.map((p) => (
        <WayIn key={p.id} icon="key" onClick={() => social(p.id)} disabled={pending}>
          {t("withProvider", { provider: p.name })}
        </WayIn>
      ))}
    </div>
  );
}
