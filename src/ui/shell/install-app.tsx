"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { installPlatform, type InstallPlatform } from "@/lib/install";
import content from "../plain/content.module.css";
import plain from "../plain/plain.module.css";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/**
 * "Install Callit": the browser's own prompt where it offers one (Chrome and Chromium on Android,
 * desktop Chromium), the Share → Add to Home Screen steps on an iPhone's Safari, nothing when the
 * app already runs installed. Without MUI (decision 0068).
 */
const STANDALONE = "(display-mode: standalone)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(STANDALONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function currentPlatform(): InstallPlatform {
  const standalone =
    window.matchMedia(STANDALONE).matches || (navigator as { standalone?: boolean }).standalone === true;
  const brands = (navigator as { userAgentData?: { brands: { brand: string }[] } }).userAgentData?.brands;
  return installPlatform({ userAgent: navigator.userAgent, brands, standalone });
}

export function InstallApp() {
  const t = useTranslations("install");
  // Unknown on the server: nothing is drawn until the browser says what it is.
  const platform = useSyncExternalStore<InstallPlatform | null>(subscribe, currentPlatform, () => null);
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (!platform || platform === "standalone" || installed) return null;
  if (platform === "ios-safari") {
    return (
      <section aria-labelledby="install-title" className={`${content.paper} ${content.p2}`} data-testid="install-app">
        <h2 id="install-title" className={`${content.h6} ${content.gutterBottom}`}>
          {t("title")}
        </h2>
        <p className={content.body1}>{t("iosSteps")}</p>
      </section>
    );
  }
  if (!prompt) return null;
  return (
    <section aria-labelledby="install-title" className={`${content.paper} ${content.p2}`} data-testid="install-app">
      <h2 id="install-title" className={`${content.h6} ${content.gutterBottom}`}>
        {t("title")}
      </h2>
      <p className={content.body1} style={{ marginBottom: 16 }}>
        {t("text")}
      </p>
      <button
        type="button"
        className={`${plain.button} ${plain.contained}`}
        onClick={async () => {
          await prompt.prompt();
          const choice = await prompt.userChoice;
          setPrompt(null);
          if (choice.outcome === "accepted") setInstalled(true);
        }}
      >
        {t("button")}
      </button>
    </section>
  );
}
