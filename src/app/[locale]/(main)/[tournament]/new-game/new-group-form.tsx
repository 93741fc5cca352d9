"use client";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { useAction } from "@/ui/forms/use-action";
import { LockPolicyField, type LockPolicyValue } from "@/ui/groups/lock-policy-field";
import { PlusHint } from "@/ui/groups/plus-hint";
import {
  ScoringEditor,
  scoringToSend,
  type Scoring,
  type ScoringDefaults,
  type Weighable,
} from "@/ui/groups/scoring-editor";
import { unlocks } from "@/lib/plus";
import { TEXT_LIMITS } from "@/lib/schemas/limits";

export function NewGroupForm({
  slug,
  scoringDefaults,
  plus,
  nickname: initialNickname,
  weighable,
}: {
  slug: string;
  scoringDefaults: ScoringDefaults;
  plus: boolean;
  nickname: string;
  weighable?: Weighable;
}) {
  // The player creating the group is its owner: the owner's Plus decides its rules.
  const owner = { owner: plus };
  const t = useTranslations("group");
  const router = useRouter();
  const action = useAction();
  // Stays disabled while the new group's page opens.
  const pending = action.pending || action.done;
  const [name, setName] = useState("");
  const [mode, setMode] = useState<"simple" | "expert">("expert");
  const [lockPolicy, setLockPolicy] = useState<LockPolicyValue>({ kind: "kickoff" });
  const [jokers, setJokers] = useState(false);
  const [scoring, setScoring] = useState<Scoring>({});
  const [nickname, setNickname] = useState(initialNickname);
  const submit = () =>
    action.run(
      () =>
        action.api<{ groupId: string }>("/api/groups", {
          body: {
            tournament: slug,
            name,
            mode,
            scoring: scoringToSend(scoring),
            lockPolicy,
            jokers: mode === "expert" && jokers,
            nickname,
          },
        }),
      { onSuccess: (created) => router.push(`/${slug}/${created.groupId}`) },
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <TextField
        label={t("name")}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.groupName } }}
      />
      <TextField
        select
        label={t("mode")}
        value={mode}
        onChange={(e) => {
          setMode(e.target.value as "expert");
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
        disabled={!unlocks("customScoring", owner)}
        weighable={weighable}
      />
      {!unlocks("customScoring", owner) && <PlusHint slug={slug} />}
      <LockPolicyField value={lockPolicy} onChange={setLockPolicy} />
      {mode === "expert" && (
        <FormControlLabel
          control={
            <Checkbox
              checked={jokers}
              disabled={!unlocks("jokers", owner)}
              onChange={(e) => setJokers(e.target.checked)}
            />
          }
          label={t("jokers")}
        />
      )}
      <TextField
        label={t("nickname")}
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.nickname } }}
      />
      <div>
        <Button variant="contained" size="large" onClick={submit} disabled={pending || !name.trim()}>
          {t("createSubmit")}
        </Button>
      </div>
    </Stack>
  );
}
