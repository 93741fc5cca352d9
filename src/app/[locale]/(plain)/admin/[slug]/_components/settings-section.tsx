"use client";
import { useTranslations } from "next-intl";
import { useForm } from "@/ui/forms/form";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import type { RunningStatus } from "@/lib/statuses";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { buttonClass } from "@/ui/plain/button-link";
import { FormInput } from "@/ui/plain/form-fields";
import { FormSelect } from "@/ui/plain/form-select";
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
      <FormInput
        form={form}
        name="name"
        id="settings-name"
        label={t("admin.name")}
        required
        htmlInput={{ maxLength: TEXT_LIMITS.tournamentName }}
      />
      <FormInput
        form={form}
        name="season"
        id="settings-season"
        label={t("admin.season")}
        htmlInput={{ maxLength: TEXT_LIMITS.season }}
      />
      {/* Seasons of one competition share this key (decision 0052). */}
      <FormInput
        form={form}
        name="competition"
        id="settings-competition"
        label={t("admin.competition")}
        hint={t("admin.competitionHint")}
      />
      <FormSelect form={form} name="status" id="settings-status" label={t("admin.status")}>
        {[props.status, ...props.next].map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </FormSelect>
      <div>
        <button type="submit" className={buttonClass("contained")} disabled={pending}>
          {t("admin.saveTournament")}
        </button>
      </div>
    </Section>
  );
}
