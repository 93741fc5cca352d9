"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import { useFormatter, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/api-client";
import { deviceOf } from "@/lib/device";
import type { SessionRow } from "@/server/auth/sessions";
import { loadAuthClient, unwrap } from "@/ui/auth/load-auth";
import { Section } from "./section";
import { useSettingsAction } from "./use-settings-action";

export function SessionsSection({ sessions }: { sessions: SessionRow[] }) {
  const t = useTranslations("settings");
  const format = useFormatter();
  const { run, pending, locale } = useSettingsAction();
  const client = () => loadAuthClient(locale);
  return (
    <Section title={t("sessions")}>
      <List dense data-testid="sessions">
        {sessions.map((s) => (
          <ListItem
            key={s.id}
            secondaryAction={
              !s.current && (
                <Button
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
                </Button>
              )
            }
          >
            <ListItemText
              primary={
                <>
                  {deviceOf(s.userAgent) ?? t("unknownDevice")}{" "}
                  {s.current && <Chip size="small" color="primary" label={t("thisDevice")} />}
                </>
              }
              secondary={t("sessionDetails", {
                date: format.dateTime(new Date(s.createdAt), { dateStyle: "medium", timeStyle: "short" }),
                ip: s.ipAddress ?? "—",
              })}
            />
          </ListItem>
        ))}
      </List>
      {sessions.length > 1 && (
        <Box>
          <Button
            variant="outlined"
            disabled={pending}
            onClick={() => run(async () => unwrap((await client()).revokeOtherSessions()))}
          >
            {t("signOutEverywhere")}
          </Button>
        </Box>
      )}
    </Section>
  );
}
