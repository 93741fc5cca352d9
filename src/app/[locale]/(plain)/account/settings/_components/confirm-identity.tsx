"use client";
import { useLocale } from "next-intl";
import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { AppError } from "@/lib/errors";
import { loadAuthClient } from "@/ui/auth/load-auth";
import type { ConfirmIdentityAccount } from "@/ui/settings/confirm-identity-dialog";

// The dialog loads when the server first asks for a recent sign-in.
const ConfirmIdentityDialog = dynamic(() => import("@/ui/settings/confirm-identity-dialog"), { ssr: false });

/** Asks the player to sign in again in place; true once they did, false if they cancelled. */
type ConfirmIdentity = () => Promise<boolean>;

const ConfirmContext = createContext<ConfirmIdentity>(async () => false);

export function useConfirmIdentity(): ConfirmIdentity {
  return useContext(ConfirmContext);
}

/** The refusal of an action that needs a recent sign-in (decision 0016). */
export function needsFreshSignIn(error: unknown): boolean {
  return error instanceof AppError && error.code === "error.auth.freshSessionRequired";
}

/**
 * Runs a dangerous action; when the server asks for a recent sign-in, asks the player to confirm
 * who they are, in place, and runs it once more. Answers false if the player cancelled.
 */
export async function withFreshSignIn(confirm: ConfirmIdentity, action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    if (!needsFreshSignIn(error)) throw error;
    if (!(await confirm())) return false;
    await action();
    return true;
  }
}

/** Gives the settings page its "Confirm it's you" dialog. */
export function ConfirmIdentityProvider({ children, ...account }: ConfirmIdentityAccount & { children: ReactNode }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const confirm = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        // The auth client loads beside the dialog, so that a passkey's prompt still follows the click (decision 0079).
        loadAuthClient(locale).catch(() => undefined);
        setOpen(true);
      }),
    [locale],
  );
  const finish = (ok: boolean) => {
    setOpen(false);
    resolver.current?.(ok);
    resolver.current = null;
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {open && <ConfirmIdentityDialog {...account} onDone={finish} />}
    </ConfirmContext.Provider>
  );
}
