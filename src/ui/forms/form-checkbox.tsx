"use client";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import type { ReactNode } from "react";
import { useController, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";

/** A labelled checkbox bound to a boolean react-hook-form field, as FormText and FormSelect bind theirs. */
export function FormCheckbox<V extends FieldValues, T extends FieldValues = V>({
  form,
  name,
  label,
  disabled,
  describedBy,
}: {
  form: UseFormReturn<V, unknown, T>;
  name: Path<V>;
  label: ReactNode;
  disabled?: boolean;
  /** The id of a hint that explains the choice. */
  describedBy?: string;
}) {
  const { field } = useController({ control: form.control, name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          disabled={disabled}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          slotProps={describedBy ? { input: { "aria-describedby": describedBy } } : undefined}
        />
      }
      label={label}
    />
  );
}
