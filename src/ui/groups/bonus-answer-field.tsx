"use client";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import type { BonusKind } from "@/lib/bonus-kinds";
import { TEXT_LIMITS } from "@/lib/schemas/limits";

/**
 * The input of a bonus question's answer in its kind (a member's answer, the admin's right answer):
 * a native select of the tournament's competitors or yes/no, a whole number, or a name. Values are
 * strings as typed; the caller turns them into the answer it sends.
 */
export function BonusAnswerField({
  kind,
  label,
  value,
  onChange,
  competitors,
  disabled,
  error,
}: {
  kind: BonusKind;
  label: string;
  value: string;
  onChange: (value: string) => void;
  competitors: { id: string; name: string }[];
  disabled?: boolean;
  error?: string;
}) {
  const t = useTranslations("bonus");
  const common = {
    label,
    value,
    disabled,
    error: Boolean(error),
    helperText: error,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    size: "small" as const,
    sx: { minWidth: 220, maxWidth: 360 },
  };
  if (kind === "competitor" || kind === "yesNo") {
    const choices =
      kind === "competitor"
        ? competitors.map((c) => ({ value: c.id, label: c.name }))
        : [
            { value: "true", label: t("yes") },
            { value: "false", label: t("no") },
          ];
    return (
      <TextField {...common} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">{t("noAnswer")}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </TextField>
    );
  }
  if (kind === "number")
    return (
      <TextField
        {...common}
        type="number"
        slotProps={{ htmlInput: { min: 0, max: 100000, step: 1, inputMode: "numeric" } }}
      />
    );
  return (
    <TextField {...common} slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.bonusAnswer, autoComplete: "off" } }} />
  );
}

/** A typed value as the answer the API takes (null when empty). */
export function answerOf(kind: BonusKind, raw: string): string | number | boolean | null {
  if (raw === "") return null;
  return kind === "number" ? Number(raw) : kind === "yesNo" ? raw === "true" : raw;
}
