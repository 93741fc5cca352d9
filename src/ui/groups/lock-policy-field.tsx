"use client";
import { useTranslations } from "next-intl";
import { useId, useState, type Ref } from "react";
import { MAX_LOCK_MINUTES_BEFORE } from "@/lib/schemas/limits";
import type { Sport } from "@/lib/sports";
import { NativeSelect, TextField } from "@/ui/plain/field";
import styles from "./groups.module.css";

export type LockPolicyValue = { kind: "kickoff" } | { kind: "minutesBefore"; minutes: number } | { kind: "matchday" };

/** The longest a group's picks may lock before a kickoff: its schema's limit (lockPolicyInput). */
const MINUTES_MAX = MAX_LOCK_MINUTES_BEFORE;
const MINUTES_MIN = 1;

/** The minutes typed, as the schema takes them (a whole number from 1 to a day), else null. */
function minutesOf(text: string): number | null {
  const n = Number(text.trim());
  return text.trim() !== "" && Number.isInteger(n) && n >= MINUTES_MIN && n <= MINUTES_MAX ? n : null;
}

/** When a group's picks lock: at each kickoff, N minutes before it, or the whole matchday at its first kickoff. */
export function LockPolicyField({
  sport,
  value,
  onChange,
  disabled,
  error,
  inputRef,
}: {
  sport: Sport;
  value: LockPolicyValue;
  onChange: (next: LockPolicyValue) => void;
  disabled?: boolean;
  /** The form's focus for a refusal: the minutes while they are asked for, else the choice. */
  inputRef?: Ref<HTMLInputElement & HTMLSelectElement>;
  /** The server's refusal of this policy, translated (such as the open games it would lock at once). */
  error?: string;
}) {
  const t = useTranslations("group");
  const id = useId();
  // A number that cannot be taken (0, 2000, 7.5, nothing) is held as NaN, said at once under the
  // field and refused by the shared schema on submit: never quietly replaced by another.
  const outOfRange = value.kind === "minutesBefore" && !Number.isInteger(value.minutes);
  // What the option says while the typed number cannot be taken: the minutes the form began with.
  const [initial] = useState(value.kind === "minutesBefore" && Number.isInteger(value.minutes) ? value.minutes : 60);
  const minutes = value.kind === "minutesBefore" && !outOfRange ? value.minutes : initial;
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
        inputRef={value.kind === "minutesBefore" ? undefined : inputRef}
        onChange={(e) => {
          const kind = e.target.value as LockPolicyValue["kind"];
          onChange(kind === "minutesBefore" ? { kind, minutes } : { kind });
        }}
      >
        <option value="kickoff">{t("lockKickoff", { sport })}</option>
        <option value="minutesBefore">{t("lockBefore", { minutes, sport })}</option>
        <option value="matchday">{t("lockMatchday", { sport })}</option>
      </NativeSelect>
      {value.kind === "minutesBefore" && (
        <TextField
          id={`${id}-minutes`}
          type="number"
          label={t("lockMinutes", { sport })}
          disabled={disabled}
          error={outOfRange}
          helperText={outOfRange ? t("lockMinutesRange", { min: MINUTES_MIN, max: MINUTES_MAX }) : undefined}
          onChange={(e) => onChange({ kind: "minutesBefore", minutes: minutesOf(e.target.value) ?? Number.NaN })}
          // Uncontrolled: what the player typed stays as typed, whatever the form makes of it.
          htmlInput={{ defaultValue: minutes, min: MINUTES_MIN, max: MINUTES_MAX, step: 5, inputMode: "numeric" }}
          className={styles.lockMinutes}
          inputRef={inputRef}
        />
      )}
    </div>
  );
}
