"use client";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useFieldErrorText } from "./use-form-errors";

/**
 * A text field bound to a react-hook-form field (decision 0066), with its translated error as
 * helper text. Its id is `field-<name>` unless given one (two forms on a page may share a name).
 */
export function FormText<V extends FieldValues, T extends FieldValues = V>({
  form,
  name,
  hint,
  id,
  ...props
}: { form: UseFormReturn<V, unknown, T>; name: Path<V>; hint?: string } & TextFieldProps) {
  const errorText = useFieldErrorText();
  const error = form.formState.errors[name] as { message?: string; types?: Record<string, unknown> } | undefined;
  return (
    <TextField
      fullWidth
      {...form.register(name)}
      {...props}
      id={id ?? `field-${String(name)}`}
      error={Boolean(error)}
      helperText={errorText(error) ?? hint}
    />
  );
}
