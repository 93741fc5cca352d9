"use client";
import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/Remove";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";

const clamp = (n: number) => Math.max(0, Math.min(999, n));

/**
 * A score with − and + buttons, typed (digits only, shown exactly as stored) or stepped with the
 * arrow keys, as a spin button; never below zero.
 */
export function ScoreStepper({
  team,
  value,
  onChange,
  disabled,
  label,
}: {
  team: string;
  value: number;
  onChange: (v: number) => void;
  disabled?: boolean;
  label?: string;
}) {
  const t = useTranslations("manage");
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
      <IconButton
        aria-label={t("decrease", { team })}
        onClick={() => onChange(clamp(value - 1))}
        disabled={disabled || value <= 0}
        size="small"
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        value={String(value)}
        disabled={disabled}
        onChange={(e) => onChange(clamp(Number(e.target.value.replace(/\D/g, "").slice(-3)) || 0))}
        onKeyDown={(e) => {
          if (e.key === "ArrowUp" || e.key === "ArrowDown") {
            e.preventDefault();
            onChange(clamp(value + (e.key === "ArrowUp" ? 1 : -1)));
          }
        }}
        slotProps={{
          htmlInput: {
            role: "spinbutton",
            inputMode: "numeric",
            "aria-valuenow": value,
            "aria-valuemin": 0,
            "aria-valuemax": 999,
            "aria-label": label ?? t("homeScore", { team }),
            style: { textAlign: "center", width: 48 },
          },
        }}
      />
      <IconButton
        aria-label={t("increase", { team })}
        onClick={() => onChange(clamp(value + 1))}
        disabled={disabled}
        size="small"
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
