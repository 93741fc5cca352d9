"use client";
import { useLocale } from "next-intl";
import { useState } from "react";
import { getAuthClient, type AuthClient } from "./auth-client";

/** Runs one auth call at a time with a pending flag, for the many small forms of the account area. */
export function useAuthAction() {
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const client = getAuthClient(locale);
  async function run<T>(action: (client: AuthClient) => Promise<T>): Promise<T> {
    setPending(true);
    try {
      return await action(client);
    } finally {
      setPending(false);
    }
  }
  return { client, run, pending, locale };
}

/** After a sign-in: a full navigation, so that every server-rendered part sees the new session. */
export function goAfterSignIn(redirectTo: string) {
  window.location.assign(redirectTo);
}
