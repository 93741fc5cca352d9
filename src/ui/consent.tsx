"use client";
/** Cookie consent (seed §4): the notice shows until the consent cookie exists. */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { setBrowserCookie } from "@/lib/browser-cookies";
import { CONSENT_COOKIE } from "@/lib/constants";

interface ConsentState {
  consented: boolean;
  accept(): void;
}

const ConsentContext = createContext<ConsentState>({ consented: false, accept: () => undefined });

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readConsent(): boolean {
  return document.cookie.split(";").some((c) => c.trim().startsWith(`${CONSENT_COOKIE.name}=`));
}

/** `initial` is what the server read from the request's cookies. */
export function ConsentProvider({ children, initial }: { children: ReactNode; initial: boolean }) {
  const consented = useSyncExternalStore(subscribe, readConsent, () => initial);
  const accept = useCallback(() => {
    setBrowserCookie(CONSENT_COOKIE.name, "1", CONSENT_COOKIE.maxAgeSeconds, CONSENT_COOKIE.path);
    listeners.forEach((l) => l());
  }, []);
  const value = useMemo(() => ({ consented, accept }), [consented, accept]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  return useContext(ConsentContext);
}
