"use client";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/api-client";
import type { SessionRow } from "@/server/auth/sessions";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { buttonClass } from "@/ui/plain/button-link";
import { Chip } from "@/ui/plain/chip";
import { Section, SettingsItem, SettingsList } from "./section";
import { useSettingsAction } from "./use-settings-action";

/**
 * The player's sessions, each with its device's name (`deviceOf`) and its start (`createdText`),
 * both written by the server.
 */
export function SessionsSection({
  sessions,
}: {
  sessions: (SessionRow & { device: string | null; createdText: string })[];
}) {
  const t = useTranslations("settings");
  const { run, pending, locale } = useSettingsAction();
  const client = () => loadAuthClient(locale);
  return (
    <Section title={t("sessions")}>
      <SettingsList data-testid="sessions">
        {sessions.map((s) => (
          <SettingsItem
            key={s.id}
            action={
              !s.current && (
                <button
                  type="button"
                  className={buttonClass()}
                  disabled={pending}
                  onClick={() =>
                    run(() =>
                      apiFetch(`/api/account/sessions/${encodeURIComponent(s.id)}`, {
                        method: "DELETE",
                        body: {},
                        locale,
                      }),
                    )
                  }
                >
                  {t("signOutSession")}
                </button>
              )
            }
            primary={
              <>
                {s.device ?? t("unknownDevice")} {s.current && <Chip color="primary" label={t("thisDevice")} />}
              </>
            }
            secondary={t("sessionDetails", {
              date: s.createdText,
              ip: s.ipAddress ?? "—",
            })}
          />
        ))}
      </SettingsList>
      {sessions.length > 1 && (
        <div>
          <button
            type="button"
            className={buttonClass("outlined")}
            disabled={pending}
            onClick={() => run(async () => unwrap((await client()).revokeOtherSessions()))}
          >
            {t("signOutEverywhere")}
          </button>
        </div>
      )}
    </Section>
  );
}
