"use client";
import { useId, type ReactNode } from "react";
import styles from "./pick-sheet.module.css";

/**
 * The sheet's inputs without MUI (decision 0073): native elements drawn as MUI's small outlined
 * TextField and select draw them (./pick-sheet.module.css), labelled as MUI labelled them. Its
 * checkboxes and the joker's radio are the plain form's (ui/plain/field).
 */

/** An icon as MUI drew it, from Material Icons' path (Apache 2.0); each lives beside its one user. */
export function Icon({ d, className }: { d: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d={d} />
    </svg>
  );
}

/** MUI's notched outline: the label's text, invisible, cuts the border where the shrunk label sits. */
export function Outline({ label }: { label?: ReactNode }) {
  return (
    <fieldset aria-hidden="true" className={styles.outline}>
      {label ? (
        <legend className={styles.labelLegend}>
          <span>{label}</span>
        </legend>
      ) : (
        <legend>
          <span>&#8203;</span>
        </legend>
      )}
    </fieldset>
  );
}

/**
 * A native select drawn as MUI's small outlined select TextField. Its label floats above once a value
 * is shown (or while it has focus), else sits inside as MUI's does (`value=""`: the first option is empty).
 * A closed select that changes with the arrow keys would add an entrant at each press: the arrows and
 * Enter open the list instead, as MUI's Select did.
 */
export function SelectField({
  label,
  value,
  onChange,
  disabled = false,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const shrunk = value !== "";
  return (
    <div className={[styles.field, shrunk && styles.shrunk, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={[styles.inputRoot, disabled && styles.disabled].filter(Boolean).join(" ")}>
        <select
          id={id}
          className={styles.select}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (value !== "" || e.altKey || e.ctrlKey || e.metaKey) return;
            if (e.key === "ArrowDown" || e.key === "ArrowUp" || e.key === "Enter") {
              e.preventDefault();
              try {
                e.currentTarget.showPicker();
              } catch {
                // no picker from this browser here: Space and Alt+↓ still open the list
              }
            } else if (e.key.length === 1 && e.key !== " ") e.preventDefault();
          }}
        >
          {!shrunk && <option value="" hidden />}
          {children}
        </select>
        <Icon d="M7 10l5 5 5-5z" className={styles.selectIcon} />
        <Outline label={label} />
      </div>
    </div>
  );
}
