"use client";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import type { RunningStatus } from "@/lib/statuses";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";

import { FormText } from "@/ui/forms/form-text";
import { FormSelect } from "@/ui/forms/form-select";
import { useAdminCall } from "./admin-call";
import { Section } from "./section";

const resolver = lazyCodeResolver(() => import("@/lib/schemas/tournaments").then((m) => m.tournamentSettingsForm));

const FIELDS = ["name", "season", "competition", "status"] as const;

/** The tournament's name, season, competition (decision 0052) and status. */
export function SettingsSection(props: {
  slug: string;
  name: string;
  season: string | null;
  competition: string | null;
  status: string;
  next: string[];
}) {
  const t = useTranslations();
  const form = useForm({
    resolver,
    defaultValues: {
      name: props.name,
      season: props.season ?? "",
      competition: props.competition ?? "",
      status: props.status as RunningStatus,
    },
  });
  const { call, pending } = useAdminCall({ setError: form.setError, fields: FIELDS });
  const save = form.handleSubmit(({ status, ...values }) =>
    call(`/api/admin/tournaments/${props.slug}`, {
      method: "PATCH",
      body: { ...values, ...(status !== props.status && { status }) },
    }),
  );
  return (
    <Section title={t("admin.settingsTitle")} onSubmit={save}>
      <FormText
        form={form}
        name="name"
        id="settings-name"
        label={t("admin.name")}
        required
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.tournamentName } }}
      />
      <FormText
        form={form}
        name="season"
        id="settings-season"
        label={t("admin.season")}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.season } }}
      />
      {/* Seasons of one competition share this key (decision 0052). */}
      <FormText
        form={form}
        name="competition"
        id="settings-competition"
        label={t("admin.competition")}
        hint={t("admin.competitionHint")}
      />
      <FormSelect form={form} name="status" id="settings-status" label={t("admin.status")}>
        {[props.status, ...props.next].map((s) => (
          <MenuItem key={s} value={s}>
            {t(`status.${s}`)}
          </MenuItem>
        ))}
      </FormSelect>
      <div>
        <Button type="submit" variant="contained" disabled={pending}>
          {t("admin.saveTournament")}
        </Button>
      </div>
    </Section>
  );
}
