"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useAction } from "@/ui/forms/use-action";
import { apiFetch } from "@/lib/api-client";
import { deviceOf } from "@/lib/device";
import type { PushDevice } from "@/server/push/subscriptions";
import { serviceWorkerRegistration } from "@/ui/shell/service-worker";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

/** Why push cannot be turned on here, as the section explains it. */
type Problem = "unsupported" | "serverOff" | "denied" | "failed";

function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const binary = atob(publicKey.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Push reminders per device (decision 0051): this browser subscribes with the server's VAPID key
 * and stores its subscription; every device of the player is listed, removable here.
 */
export function PushSection({ publicKey, devices }: { publicKey: string | null; devices: PushDevice[] }) {
  const t = useTranslations("settings");
  const format = useFormatter();
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

  const turnOn = () =>
    subscribing.run(async () => {
      if ((await Notification.requestPermission()) !== "granted") return setProblem("denied");
      let subscription: PushSubscription;
      try {
        const worker = await serviceWorkerRegistration(locale);
        subscription = await worker.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(publicKey!),
        });
      } catch {
        return setProblem("failed");
      }
      setProblem(null);
      if (await run(() => apiFetch("/api/settings/push", { body: subscription.toJSON(), locale })))
        setEndpoint(subscription.endpoint);
    });

  async function remove(device: PushDevice) {
    await run(async () => {
      if (device.endpoint === endpoint) {
        const worker = await navigator.serviceWorker.getRegistration("/");
        await (await worker?.pushManager.getSubscription())?.unsubscribe();
        setEndpoint(null);
      }
      await apiFetch(`/api/settings/push/${device.id}`, { method: "DELETE", body: {}, locale });
    });
  }

  const disabled = pending || subscribing.pending;
  return (
    <Section title={t("push.title")}>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t("push.intro")}
      </Typography>
      {problem && (
        <Alert severity={problem === "failed" ? "warning" : "info"} data-testid="push-problem">
          {t(`push.${problem}`)}
        </Alert>
      )}
      {current ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}>
          <Typography>{t("push.on")}</Typography>
          <Button variant="outlined" disabled={disabled} onClick={() => void remove(current)}>
            {t("push.turnOff")}
          </Button>
        </Box>
      ) : (
        problem !== "serverOff" &&
        problem !== "unsupported" && (
          <Box>
            <Button variant="contained" disabled={disabled || endpoint === undefined} onClick={() => void turnOn()}>
              {t("push.turnOn")}
            </Button>
          </Box>
        )
      )}
      <Typography variant="subtitle2" component="h3">
        {t("push.devices")}
      </Typography>
      {devices.length === 0 ? (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("push.none")}
        </Typography>
      ) : (
        <List dense data-testid="push-devices">
          {devices.map((d) => {
            const name = deviceOf(d.userAgent) ?? t("unknownDevice");
            return (
              <ListItem
                key={d.id}
                secondaryAction={
                  <Button
                    disabled={disabled}
                    aria-label={t("push.removeLabel", { device: name })}
                    onClick={() => void remove(d)}
                  >
                    {t("push.remove")}
                  </Button>
                }
              >
                <ListItemText
                  primary={
                    <>
                      {name} {d.endpoint === endpoint && <Chip size="small" color="primary" label={t("thisDevice")} />}
                    </>
                  }
                  secondary={t("push.added", {
                    date: format.dateTime(new Date(d.createdAt), { dateStyle: "medium", timeStyle: "short" }),
                  })}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Section>
  );
}
