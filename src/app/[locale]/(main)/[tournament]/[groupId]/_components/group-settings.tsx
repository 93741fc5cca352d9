"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import { useState } from "react";
import { useRouter } from "@/i18n/navigation";
import type { GameMode } from "@/lib/sports";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { useAction } from "@/ui/forms/use-action";
import { PlusHint } from "@/ui/groups/plus-hint";
import { LockPolicyField, type LockPolicyValue } from "@/ui/groups/lock-policy-field";
import {
  ScoringEditor,
  scoringToSend,
  type Scoring,
  type ScoringDefaults,
  type Weighable,
} from "@/ui/groups/scoring-editor";
import { unlocks } from "@/lib/plus";
import { TEXT_LIMITS } from "@/lib/schemas/limits";

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
}: {
  group: SettingsGroup;
  scoringDefaults: ScoringDefaults;
  slug: string;
  weighable?: Weighable;
}) {
  const t = useTranslations("group");
  const router = useRouter();
  // A group's rules follow its owner's Plus (lib/plus.ts); a free owner may still turn jokers off.
  const owner = { owner: group.ownerPlus };
  const { enqueueSnackbar } = useSnackbar();
  const [name, setName] = useState(group.name);
  const [mode, setMode] = useState<GameMode>(group.mode);
  const [scoring, setScoring] = useState<Scoring>(group.scoring);
  const [lockPolicy, setLockPolicy] = useState<LockPolicyValue>(group.lockPolicy);
  const [jokers, setJokers] = useState(group.jokers);
  const [listed, setListed] = useState(group.public);
  const { run, api, pending } = useAction();
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);

  const send = (body: Record<string, unknown>, done: string) =>
    run(() => api("/api/game/settings-update", { body: { groupId: group.id, ...body } }), {
      onSuccess: () => {
        enqueueSnackbar(done, { variant: "success" });
        router.refresh();
      },
    });
  const save = () =>
    send(
      {
        name,
        jokers: mode === "expert" && jokers,
        public: listed,
        ...(!group.rulesLocked && {
          mode,
          lockPolicy,
          ...(unlocks("customScoring", owner) && { scoring: scoringToSend(scoring) }),
        }),
      },
      t("settingsSaved"),
    );

  return (
    <Paper component="section" aria-labelledby="settings-title" sx={{ p: 2 }}>
      <Typography id="settings-title" variant="h6" component="h2" gutterBottom>
        {t("settings")}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <TextField
          label={t("name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.groupName } }}
        />
        {group.rulesLocked && <Alert severity="info">{t("rulesLocked")}</Alert>}
        <TextField
          select
          label={t("mode")}
          value={mode}
          disabled={group.rulesLocked}
          onChange={(e) => {
            setMode(e.target.value as GameMode);
            setScoring({});
          }}
        >
          <MenuItem value="simple">{t("modeSimple")}</MenuItem>
          <MenuItem value="expert">{t("modeExpert")}</MenuItem>
        </TextField>
        <ScoringEditor
          defaults={scoringDefaults}
          mode={mode}
          value={scoring}
          onChange={setScoring}
          disabled={group.rulesLocked || !unlocks("customScoring", owner)}
          weighable={weighable}
        />
        {!unlocks("customScoring", owner) && <PlusHint slug={slug} />}
        <LockPolicyField value={lockPolicy} onChange={setLockPolicy} disabled={group.rulesLocked} />
        {mode === "expert" && (
          <FormControlLabel
            control={
              <Checkbox
                checked={jokers}
                disabled={!unlocks("jokers", owner) && !jokers}
                onChange={(e) => setJokers(e.target.checked)}
              />
            }
            label={t("jokers")}
          />
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={listed}
              onChange={(e) => setListed(e.target.checked)}
              slotProps={{ input: { "aria-describedby": "public-hint" } }}
            />
          }
          label={t("public")}
        />
        <Typography id="public-hint" variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
          {t("publicHint")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <Button variant="contained" onClick={save} disabled={pending || !name.trim()}>
            {t("saveSettings")}
          </Button>
          <Button variant="outlined" onClick={() => setConfirmRegenerate(true)} disabled={pending}>
            {t("regenerate")}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
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
