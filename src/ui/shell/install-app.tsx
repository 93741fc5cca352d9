"use client";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";
import { installPlatform, type InstallPlatform } from "@/lib/install";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/**
 * "Install Callit": the browser's own prompt where it offers one (Chrome and Chromium on Android,
 * desktop Chromium), the Share → Add to Home Screen steps on an iPhone's Safari, nothing when the
 * app already runs installed.
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
      <Paper component="section" aria-labelledby="install-title" sx={{ p: 2 }} data-testid="install-app">
        <Typography id="install-title" variant="h6" component="h2" gutterBottom>
          {t("title")}
        </Typography>
        <Typography>{t("iosSteps")}</Typography>
      </Paper>
    );
  }
  if (!prompt) return null;
  return (
    <Paper component="section" aria-labelledby="install-title" sx={{ p: 2 }} data-testid="install-app">
      <Typography id="install-title" variant="h6" component="h2" gutterBottom>
        {t("title")}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t("text")}</Typography>
      <Button
        variant="contained"
        onClick={async () => {
          await prompt.prompt();
          const choice = await prompt.userChoice;
          setPrompt(null);
          if (choice.outcome === "accepted") setInstalled(true);
        }}
      >
        {t("button")}
      </Button>
    </Paper>
  );
}
