"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useAction } from "@/ui/forms/use-action";
import { apiFetch } from "@/lib/api-client";
import type { PushDevice } from "@/server/push/subscriptions";
import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import { Chip } from "@/ui/plain/chip";
import content from "@/ui/plain/content.module.css";
import { Section, SettingsItem, SettingsList } from "./section";
import styles from "./settings.module.css";
import { useSettingsAction } from "./use-settings-action";

/** Why push cannot be turned on here, as the section explains it. */
type Problem = "unsupported" | "serverOff" | "denied" | "failed";

function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/**
 * Push reminders per device (decision 0051): this browser subscribes with the server's VAPID key
 * and stores its subscription; every device of the player is listed, removable here.
 */
export function PushSection({
  publicKey,
  devices,
}: {
  publicKey: string | null;
  /**
   * Each with its name (`deviceOf`: no user-agent parsing in the browser) and when it was added
   * (`createdText`), both written by the server.
   */
  devices: (PushDevice & { device: string | null; createdText: string })[];
}) {
  const t = useTranslations("settings");
  const { run, pending, locale } = useSettingsAction();
  const [found, setProblem] = useState<Problem | null>(null);
  const problem: Problem | null = publicKey ? found : "serverOff";
  /** This browser's subscription address, once known (null: none). */
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  // Asking the browser for permission and a subscription, before the change is sent.
  const subscribing = useAction();

  useEffect(() => {
    if (!publicKey) return;
    void (async () => {
      if (!pushSupported()) return setProblem("unsupported");
      if (Notification.permission === "denied") setProblem("denied");
      const worker = await navigator.serviceWorker.getRegistration("/").catch(() => undefined);
      const subscription = await worker?.pushManager.getSubscription().catch(() => null);
      setEndpoint(subscription?.endpoint ?? null);
    })();
  }, [publicKey]);

  const current = devices.find((d) => d.endpoint === endpoint);

  // What asks the browser loads with the click (./push-subscription.ts).
  const turnOn = () =>
    subscribing.run(async () => {
      const { subscribeThisBrowser } = await import("./push-subscription");
      const subscription = await subscribeThisBrowser(locale, publicKey!);
      if (typeof subscription === "string") return setProblem(subscription);
      setProblem(null);
      if (await run(() => apiFetch("/api/settings/push", { body: subscription.toJSON(), locale })))
        setEndpoint(subscription.endpoint);
    });

  async function remove(device: PushDevice) {
    await run(async () => {
      if (device.endpoint === endpoint) {
        await (await import("./push-subscription")).unsubscribeThisBrowser();
        setEndpoint(null);
      }
      await apiFetch(`/api/settings/push/${device.id}`, { method: "DELETE", body: {}, locale });
    });
  }

  const disabled = pending || subscribing.pending;
  return (
    <Section title={t("push.title")}>
      <p className={`${content.body2} ${content.secondary}`}>{t("push.intro")}</p>
      {problem && (
        <Alert severity={problem === "failed" ? "warning" : "info"} data-testid="push-problem">
          {t(`push.${problem}`)}
        </Alert>
      )}
      {current ? (
        <div className={styles.wrap}>
          <p className={content.body1}>{t("push.on")}</p>
          <button
            type="button"
            className={buttonClass("outlined")}
            disabled={disabled}
            onClick={() => void remove(current)}
          >
            {t("push.turnOff")}
          </button>
        </div>
      ) : (
        problem !== "serverOff" &&
        problem !== "unsupported" && (
          <div>
            <button
              type="button"
              className={buttonClass("contained")}
              disabled={disabled || endpoint === undefined}
              onClick={() => void turnOn()}
            >
              {t("push.turnOn")}
            </button>
          </div>
        )
      )}
      <h3 className={styles.subtitle2}>{t("push.devices")}</h3>
      {devices.length === 0 ? (
        <p className={`${content.body2} ${content.secondary}`}>{t("push.none")}</p>
      ) : (
        <SettingsList data-testid="push-devices">
          {devices.map((d) => {
            const name = d.device ?? t("unknownDevice");
            return (
              <SettingsItem
                key={d.id}
                action={
                  <button
                    type="button"
                    className={buttonClass()}
                    disabled={disabled}
                    aria-label={t("push.removeLabel", { device: name })}
                    onClick={() => void remove(d)}
                  >
                    {t("push.remove")}
                  </button>
                }
                primary={
                  <>
                    {name} {d.endpoint === endpoint && <Chip color="primary" label={t("thisDevice")} />}
                  </>
                }
                secondary={t("push.added", {
                  date: d.createdText,
                })}
              />
            );
          })}
        </SettingsList>
      )}
    </Section>
  );
}
