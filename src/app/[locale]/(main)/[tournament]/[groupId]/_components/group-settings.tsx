"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useRouter } from "@/i18n/navigation";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { FormCheckbox } from "@/ui/plain/form-fields";
import { FormText } from "@/ui/forms/form-text";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { GroupRulesFields } from "@/ui/groups/group-rules-fields";
import type { LockPolicyValue } from "@/ui/groups/lock-policy-field";
import { scoringToSend, type Scoring, type ScoringDefaults, type Weighable } from "@/ui/groups/scoring-editor";
import type { GameMode } from "@/lib/sports";
import { unlocks } from "@/lib/plus";
import { TEXT_LIMITS } from "@/lib/schemas/limits";

const FIELDS = ["name", "mode", "lockPolicy", "jokers", "public"] as const;
const resolver = lazyCodeResolver(() => import("@/lib/schemas/groups").then((m) => m.groupSettingsInput));

export interface SettingsGroup {
  id: string;
  name: string;
  mode: GameMode;
  scoring: Scoring;
  lockPolicy: LockPolicyValue;
  jokers: boolean;
  public: boolean;
  rulesLocked: boolean;
  ownerPlus: boolean;
}

/**
 * The owner's and group admins' settings: name, lock policy, jokers, and (until the group's first
 * lock) mode and scoring; regenerating the invitation link. The server decides each of them again.
 */
export function GroupSettings({
  group,
  scoringDefaults,
  slug,
  weighable,
  autoFocus,
}: {
  group: SettingsGroup;
  scoringDefaults: ScoringDefaults;
  slug: string;
  weighable?: Weighable;
  /** Opened by the manager (the group page's "Change the settings"): the name field takes the focus. */
  autoFocus?: boolean;
}) {
  const t = useTranslations("group");
  const router = useRouter();
  // A group's rules follow its owner's Plus (lib/plus.ts); a free owner may still turn jokers off.
  const owner = { owner: group.ownerPlus };
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm({
    resolver,
    defaultValues: {
      groupId: group.id,
      name: group.name,
      mode: group.mode,
      scoring: group.scoring,
      lockPolicy: group.lockPolicy,
      jokers: group.jokers,
      public: group.public,
    },
  });
  const { run, api, pending } = useAction({ setError: form.setError, fields: FIELDS });
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);

  const send = (body: Record<string, unknown>, done: string) =>
    run(() => api("/api/game/settings-update", { body: { groupId: group.id, ...body } }), {
      onSuccess: () => {
        enqueueSnackbar(done, { variant: "success" });
        router.refresh();
      },
    });
  const save = form.handleSubmit((values) =>
    send(
      {
        name: values.name,
        jokers: values.mode === "expert" && Boolean(values.jokers),
        public: values.public,
        ...(!group.rulesLocked && {
          mode: values.mode,
          lockPolicy: values.lockPolicy,
          ...(unlocks("customScoring", owner) && { scoring: scoringToSend((values.scoring ?? {}) as Scoring) }),
        }),
      },
      t("settingsSaved"),
    ),
  );

  return (
    <Paper component="section" aria-labelledby="settings-title" sx={{ p: 2 }}>
      <Typography id="settings-title" variant="h6" component="h2" gutterBottom>
        {t("settings")}
      </Typography>
      <Stack component="form" noValidate spacing={2} sx={{ maxWidth: 560 }} onSubmit={save}>
        <FormText
          form={form}
          name="name"
          id="group-name"
          label={t("name")}
          required
          autoFocus={autoFocus}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.groupName } }}
        />
        {group.rulesLocked && <Alert severity="info">{t("rulesLocked")}</Alert>}
        <GroupRulesFields
          form={form}
          slug={slug}
          ownerPlus={group.ownerPlus}
          scoringDefaults={scoringDefaults}
          weighable={weighable}
          locked={group.rulesLocked}
        />
        <FormCheckbox form={form} name="public" label={t("public")} describedBy="public-hint" />
        <Typography id="public-hint" variant="body2" sx={{ color: "text.secondary", mt: -1.5 }}>
          {t("publicHint")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <Button type="submit" variant="contained" disabled={pending}>
            {t("saveSettings")}
          </Button>
          <Button variant="outlined" onClick={() => setConfirmRegenerate(true)} disabled={pending}>
            {t("regenerate")}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("regenerateHint")}
        </Typography>
      </Stack>
      <ConfirmDialog
        open={confirmRegenerate}
        title={t("regenerateTitle")}
        text={t("regenerateText")}
        confirm={t("regenerateConfirm")}
        cancel={t("cancel")}
        busy={pending}
        onClose={() => setConfirmRegenerate(false)}
        onConfirm={() => {
          setConfirmRegenerate(false);
          void send({ regenerateInvitation: true }, t("invitationRegenerated"));
        }}
      />
    </Paper>
  );
}
