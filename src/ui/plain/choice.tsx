import type { ReactNode, Ref } from "react";
import styles from "./field.module.css";

/**
 * MUI's labelled Checkbox and Radio drawn without MUI (decision 0077), in the plain field's CSS
 * (./field.module.css): a native input over MUI's icons, so a pick sheet or a form carries these
 * two and not the text fields of ./field.tsx.
 */

/** MUI's CheckBoxOutlineBlank and CheckBox icons (Material Icons, Apache 2.0). */
const UNCHECKED = "M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z";
const CHECKED =
  "M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z";

/** A checkbox with its label after it, as MUI's FormControlLabel draws a Checkbox. */
export function Checkbox({
  label,
  name,
  checked,
  disabled = false,
  onChange,
  onBlur,
  inputRef,
  describedBy: hint,
  invalid = false,
}: {
  label: ReactNode;
  name?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The ids of what explains the choice or says why it is refused. */
  describedBy?: string;
  /** Refused: said to assistive technology (aria-invalid); the reason is one of `describedBy`. */
  invalid?: boolean;
}) {
  return (
    <label className={[styles.controlLabel, disabled && styles.controlDisabled].filter(Boolean).join(" ")}>
      <span className={styles.control}>
        <input
          ref={inputRef}
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          aria-describedby={hint}
          aria-invalid={invalid || undefined}
        />
        <svg className={styles.unchecked} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={UNCHECKED} />
        </svg>
        <svg className={styles.checked} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={CHECKED} />
        </svg>
      </span>
      <span className={styles.controlText}>{label}</span>
    </label>
  );
}

/** MUI's RadioButtonUnchecked ring and the dot that grows in when checked (Material Icons, Apache 2.0). */
const RING =
  "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z";
const DOT =
  "M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z";

/**
 * A radio with its label after it, as MUI's FormControlLabel draws a Radio. Radios of one choice
 * share a `name`, so the arrow keys move between them.
 */
export function Radio({
  label,
  name,
  value,
  checked,
  disabled = false,
  onChoose,
  className,
}: {
  label: ReactNode;
  name?: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  className?: string;
}) {
  return (
    <label className={[styles.controlLabel, disabled && styles.controlDisabled, className].filter(Boolean).join(" ")}>
      <span className={styles.control}>
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={(e) => e.target.checked && onChoose()}
        />
        <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={RING} />
        </svg>
        <svg className={styles.radioDot} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={DOT} />
        </svg>
      </span>
      <span className={styles.controlText}>{label}</span>
    </label>
  );
}
