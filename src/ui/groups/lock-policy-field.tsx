"use client";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";

export type LockPolicyValue = { kind: "kickoff" } | { kind: "minutesBefore"; minutes: number } | { kind: "matchday" };

/** When a group's picks lock: at each kickoff, N minutes before it, or the whole matchday at its first kickoff. */
export function LockPolicyField({
  value,
  onChange,
  disabled,
}: {
  value: LockPolicyValue;
  onChange: (next: LockPolicyValue) => void;
  disabled?: boolean;
}) {
  const t = useTranslations("group");
  const minutes = value.kind === "minutesBefore" ? value.minutes : 60;
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <TextField
        select
        label={t("lockPolicy")}
        value={value.kind}
        disabled={disabled}
        sx={{ flex: 1 }}
        onChange={(e) => {
          const kind = e.target.value as LockPolicyValue["kind"];
          onChange(kind === "minutesBefore" ? { kind, minutes } : { kind });
        }}
      >
        <MenuItem value="kickoff">{t("lockKickoff")}</MenuItem>
        <MenuItem value="minutesBefore">{t("lockBefore", { minutes })}</MenuItem>
        <MenuItem value="matchday">{t("lockMatchday")}</MenuItem>
      </TextField>
      {value.kind === "minutesBefore" && (
        <TextField
          type="number"
          label={t("lockMinutes")}
          value={value.minutes}
          disabled={disabled}
          onChange={(e) =>
            onChange({
              kind: "minutesBefore",
              minutes: Math.max(1, Math.min(1440, Math.trunc(Number(e.target.value) || 1))),
            })
          }
          slotProps={{ htmlInput: { min: 1, max: 1440, step: 5, inputMode: "numeric" } }}
          sx={{ width: { sm: 180 } }}
        />
      )}
    </Stack>
  );
}
