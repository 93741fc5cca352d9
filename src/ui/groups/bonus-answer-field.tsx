"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { BONUS_NUMBER_MAX, type BonusKind } from "@/lib/bonus-kinds";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { NativeSelect, TextField } from "@/ui/plain/field";
import styles from "./groups.module.css";

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
  inputRef,
}: {
  kind: BonusKind;
  label: string;
  value: string;
  onChange: (value: string) => void;
  competitors: { id: string; name: string }[];
  disabled?: boolean;
  error?: string;
  /** The input's element, for a form that focuses a refused field. */
  inputRef?: (element: HTMLInputElement | HTMLSelectElement | null) => void;
}) {
  const t = useTranslations("bonus");
  const common = {
    id: useId(),
    label,
    value,
    disabled,
    error: Boolean(error),
    helperText: error,
    inputRef,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    size: "small" as const,
    className: styles.bonusAnswer,
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
      <NativeSelect {...common}>
        <option value="">{t("noAnswer")}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect>
    );
  }
  if (kind === "number")
    return (
      <TextField
        {...common}
        type="number"
        htmlInput={{ min: 0, max: BONUS_NUMBER_MAX, step: 1, inputMode: "numeric" }}
      />
    );
  return <TextField {...common} htmlInput={{ maxLength: TEXT_LIMITS.bonusAnswer, autoComplete: "off" }} />;
}
