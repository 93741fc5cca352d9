"use client";
/**
 * Cookie consent (seed §4): the notice shows until the consent cookie exists. Its value is the
 * visitor's answer: "1" accepted (analytics and the ad network may load), "0" declined (only the
 * cookies the site needs). Either answer hides the notice for a year.
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { setBrowserCookie } from "@/lib/browser-cookies";
import { CONSENT_COOKIE, consentAnswer, type ConsentAnswer } from "@/lib/constants";

interface ConsentState {
  /** The visitor answered the notice, either way. */
  answered: boolean;
  /** The visitor accepted: analytics and ads may load. */
  consented: boolean;
  accept(): void;
  decline(): void;
  /** Forgets the answer: the notice asks again. */
  reset(): void;
}

const ConsentContext = createContext<ConsentState>({
  answered: false,
  consented: false,
  accept: () => undefined,
  decline: () => undefined,
  reset: () => undefined,
});

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readAnswer(): ConsentAnswer | null {
  for (const part of document.cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === CONSENT_COOKIE.name) return consentAnswer(value ?? "");
  }
  return null;
}

/** `initial` is the answer the server read from the request's cookies (null: none yet). */
export function ConsentProvider({ children, initial }: { children: ReactNode; initial: ConsentAnswer | null }) {
  const answer = useSyncExternalStore(subscribe, readAnswer, () => initial);
  const answerWith = useCallback((value: ConsentAnswer | null) => {
    // No answer: the cookie expires at once.
    setBrowserCookie(CONSENT_COOKIE.name, value ?? "", value ? CONSENT_COOKIE.maxAgeSeconds : 0, CONSENT_COOKIE.path);
    listeners.forEach((l) => l());
  }, []);
  const accept = useCallback(() => answerWith(CONSENT_COOKIE.accepted), [answerWith]);
  const decline = useCallback(() => answerWith(CONSENT_COOKIE.declined), [answerWith]);
  const reset = useCallback(() => answerWith(null), [answerWith]);
  const value = useMemo(
    () => ({ answered: answer !== null, consented: answer === CONSENT_COOKIE.accepted, accept, decline, reset }),
    [answer, accept, decline, reset],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  return useContext(ConsentContext);
}
