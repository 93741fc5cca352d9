"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { NativeSelect, TextField } from "@/ui/plain/field";
import styles from "./groups.module.css";

export type LockPolicyValue = { kind: "kickoff" } | { kind: "minutesBefore"; minutes: number } | { kind: "matchday" };

/** The longest a group's picks may lock before a kickoff (its schema's limit too). */
const MINUTES_MAX = 24 * 60;

/** When a group's picks lock: at each kickoff, N minutes before it, or the whole matchday at its first kickoff. */
export function LockPolicyField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: LockPolicyValue;
  onChange: (next: LockPolicyValue) => void;
  disabled?: boolean;
  /** The server's refusal of this policy, translated (such as the open games it would lock at once). */
  error?: string;
}) {
  const t = useTranslations("group");
  const id = useId();
  const minutes = value.kind === "minutesBefore" ? value.minutes : 60;
  return (
    <div className={styles.lockPolicy}>
      <NativeSelect
        id={`${id}-kind`}
        label={t("lockPolicy")}
        value={value.kind}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        className={styles.lockKind}
        onChange={(e) => {
          const kind = e.target.value as LockPolicyValue["kind"];
          onChange(kind === "minutesBefore" ? { kind, minutes } : { kind });
        }}
      >
        <option value="kickoff">{t("lockKickoff")}</option>
        <option value="minutesBefore">{t("lockBefore", { minutes })}</option>
        <option value="matchday">{t("lockMatchday")}</option>
      </NativeSelect>
      {value.kind === "minutesBefore" && (
        <TextField
          id={`${id}-minutes`}
          type="number"
          label={t("lockMinutes")}
          value={value.minutes}
          disabled={disabled}
          onChange={(e) =>
            onChange({
              kind: "minutesBefore",
              minutes: Math.max(1, Math.min(MINUTES_MAX, Math.trunc(Number(e.target.value) || 1))),
            })
          }
          htmlInput={{ min: 1, max: MINUTES_MAX, step: 5, inputMode: "numeric" }}
          className={styles.lockMinutes}
        />
      )}
    </div>
  );
}
