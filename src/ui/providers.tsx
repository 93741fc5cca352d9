"use client";
import { useEffect, type ReactNode } from "react";
import type { ConsentAnswer } from "@/lib/constants";
import { ConsentProvider } from "./consent";
import { useColorSchemeClass } from "./shell/color-scheme";

// The Content-Security-Policy forbids eval (decision 0020): zod must not even probe for it in the
// browser (the probe is caught, but reported as a policy violation). zod probes when a schema is
// built, so this runs in the providers, before any page's module. zod 4 keeps its configuration in
// `globalThis.__zod_globalConfig` (shared by every copy of it) and takes an object found there:
// setting it costs the pages without a form no zod at all (decision 0041; the CSP browser test
// fails if zod ever reads it elsewhere).
if (typeof window !== "undefined") {
  const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
}

/** What every page has (no MUI: the theme is CSS variables written by the server, decision 0065). */
export function Providers({ children, initialConsent }: { children: ReactNode; initialConsent: ConsentAnswer | null }) {
  // Marks the page as interactive (React has hydrated it): browser tests wait for this, since a
  // live page (an open event stream) never goes network-idle.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useColorSchemeClass();
  return <ConsentProvider initial={initialConsent}>{children}</ConsentProvider>;
}
