"use client";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import field from "@/ui/plain/field.module.css";
import plain from "@/ui/plain/plain.module.css";
import { MAX_PICK_SCORE, steppedScore, typedScore } from "@/ui/picks/pick-sheet/sheet-logic";
import styles from "./score-stepper.module.css";

/** MUI's Remove and Add icons (Material Icons, Apache 2.0). */
const MINUS = "M19 13H5v-2h14z";
const PLUS = "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z";

/**
 * A score with − and + buttons, typed (digits only, shown exactly as stored) or stepped with the
 * arrow keys, as a spin button, by a pick box's rule (`steppedScore`: from empty to 0, never below
 * zero nor above the limit). Empty (null) until a score is entered: a game
 * without a result is not 0–0. Drawn without MUI, in the plain field's outline (decision 0077).
 */
export function ScoreStepper({
  team,
  value,
  onChange,
  disabled,
  label,
  inputRef,
  invalid,
  describedBy,
}: {
  team: string;
  value: number | null;
  onChange: (v: number | null) => void;
  disabled?: boolean;
  /** The input's name: its team and what is counted (goals, points, penalties). */
  label: string;
  /** The form's focus for a refusal of this score. */
  inputRef?: Ref<HTMLInputElement>;
  /** Refused: drawn in the error colour, said with the input, described by the refusal's text. */
  invalid?: boolean;
  describedBy?: string;
}) {
  const t = useTranslations("manage");
  const step = (up: boolean, name: string, d: string, off: boolean) => (
    <button
      type="button"
      className={`${plain.iconButton} ${plain.iconButtonDefault} ${plain.iconButtonSmall}`}
      aria-label={name}
      onClick={() => onChange(steppedScore(value, up))}
      disabled={off}
    >
      <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d={d} />
      </svg>
    </button>
  );
  return (
    <div className={styles.stepper}>
      {step(false, t("decrease", { team }), MINUS, Boolean(disabled) || value === null || value <= 0)}
      <div className={`${field.field} ${field.small} ${disabled ? field.disabled : ""} ${invalid ? field.error : ""}`}>
        <div className={field.inputRoot}>
          <input
            className={`${field.input} ${styles.value}`}
            value={value === null ? "" : String(value)}
            disabled={disabled}
            role="spinbutton"
            inputMode="numeric"
            aria-valuenow={value ?? undefined}
            aria-valuemin={0}
            aria-valuemax={MAX_PICK_SCORE}
            aria-label={label}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            ref={inputRef}
            // As a pick's score box types one: digits only, the first three (a fourth is not taken,
            // never a 1000 read as its last three, 0).
            onChange={(e) => onChange(typedScore(e.target.value))}
            onKeyDown={(e) => {
              if (e.key === "ArrowUp" || e.key === "ArrowDown") {
                e.preventDefault();
                onChange(steppedScore(value, e.key === "ArrowUp"));
              }
            }}
          />
          <fieldset aria-hidden="true" className={field.outline}>
            <legend />
          </fieldset>
        </div>
      </div>
      {step(true, t("increase", { team }), PLUS, Boolean(disabled) || (value ?? 0) >= MAX_PICK_SCORE)}
    </div>
  );
}
