"use client";
import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/Remove";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";

/** A score with − and + buttons, typed or stepped; never below zero. */
export function ScoreStepper({ team, value, onChange, disabled, label }: { team: string; value: number; onChange: (v: number) => void; disabled?: boolean; label?: string }) {
  const t = useTranslations("manage");
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
      <IconButton aria-label={t("decrease", { team })} onClick={() => onChange(Math.max(0, value - 1))} disabled={disabled || value <= 0} size="small">
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        type="number"
        size="small"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(Math.max(0, Math.min(999, Math.trunc(Number(e.target.value) || 0))))}
        slotProps={{ htmlInput: { min: 0, max: 999, "aria-label": label ?? t("homeScore", { team }), style: { textAlign: "center", width: 48 } } }}
      />
      <IconButton aria-label={t("increase", { team })} onClick={() => onChange(Math.min(999, value + 1))} disabled={disabled} size="small">
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
