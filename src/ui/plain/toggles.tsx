import type { ReactNode } from "react";
import { Radio } from "./choice";
import styles from "./field.module.css";

/**
 * MUI's Switch and RadioGroup drawn without MUI (decision 0080), in the plain field's CSS: apart
 * from ./choice.tsx, so that the pick sheet's radios do not carry them.
 */

/** A switch with its label after it, as MUI's FormControlLabel draws a (primary) Switch: a checkbox of role "switch". */
export function Switch({
  label,
  checked,
  disabled = false,
  inputLabel,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  /** The switch's own name, when the visible label ("On") does not say what it turns on. */
  inputLabel?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={[styles.controlLabel, disabled && styles.controlDisabled].filter(Boolean).join(" ")}>
      <span className={styles.switchRoot}>
        <span className={styles.switchBase}>
          <input
            type="checkbox"
            role="switch"
            aria-label={inputLabel}
            checked={checked}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span className={styles.switchThumb} />
        </span>
        <span className={styles.switchTrack} />
      </span>
      <span className={styles.controlText}>{label}</span>
    </label>
  );
}

/**
 * MUI's FormControl with a FormLabel over a row of Radios: native radios of one name in a
 * `radiogroup` named by the label, so arrow keys move the choice as in any radio group.
 */
export function RadioGroup<V extends string>({
  id,
  label,
  name,
  value,
  options,
  disabled = false,
  onChange,
}: {
  id: string;
  label: ReactNode;
  name: string;
  value: V;
  options: { value: V; label: ReactNode }[];
  disabled?: boolean;
  onChange: (value: V) => void;
}) {
  return (
    <div className={[styles.radioGroup, disabled && styles.radioGroupDisabled].filter(Boolean).join(" ")}>
      <span id={id} className={styles.radioLegend}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={id} className={styles.radioRow}>
        {options.map((option) => (
          <Radio
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            checked={option.value === value}
            disabled={disabled}
            onChoose={() => onChange(option.value)}
          />
        ))}
      </div>
    </div>
  );
}
