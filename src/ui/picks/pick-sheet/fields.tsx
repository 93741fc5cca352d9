"use client";
import { useId, type ReactNode } from "react";
import field from "@/ui/plain/field.module.css";
import styles from "./pick-sheet.module.css";

/**
 * The sheet's inputs without MUI (decision 0073): its score inputs drawn as MUI's small outlined
 * TextField (./pick-sheet.module.css); its selects are drawn in the plain form's classes, its
 * checkboxes and the joker's radio are the plain form's (ui/plain/choice.tsx).
 */

/** An icon as MUI drew it, from Material Icons' path (Apache 2.0); each lives beside its one user. */
export function Icon({ d, className }: { d: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d={d} />
    </svg>
  );
}

/** MUI's notched outline of a field without a visible label (a score: its name is its aria-label). */
export function Outline() {
  return (
    <fieldset aria-hidden="true" className={styles.outline}>
      <legend>
        <span>&#8203;</span>
      </legend>
    </fieldset>
  );
}

/**
 * A native select drawn as MUI's small outlined select TextField, in the plain form's classes
 * (ui/plain/field.module.css, which the sheet's checkboxes bring already): the markup of its
 * `NativeSelect`, not its module, whose text field the sheet does not need (1.7 kB of JavaScript).
 * Its label floats above once a value is shown (or while it has focus), else sits inside as MUI's
 * does (`value=""`: the first option is empty). A closed select that changes with the arrow keys
 * would add an entrant at each press: the arrows and Enter open the list instead, as MUI's Select did.
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
  const classes = [field.field, field.small, shrunk && field.shrunk, disabled && field.disabled, className];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      <label htmlFor={id} id={`${id}-label`} className={field.label}>
        {label}
      </label>
      <div className={field.inputRoot}>
        <select
          id={id}
          className={field.input}
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
        <Icon d="M7 10l5 5 5-5z" className={field.selectIcon} />
        <fieldset aria-hidden="true" className={field.outline}>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
