"use client";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useFieldErrorText } from "@/ui/forms/use-form-errors";

/** A text field bound to a react-hook-form field, with its translated error as helper text. */
export function FormText<V extends FieldValues>({
  form,
  name,
  hint,
  ...props
}: { form: UseFormReturn<V>; name: Path<V>; hint?: string } & TextFieldProps) {
  const errorText = useFieldErrorText();
  const error = form.formState.errors[name] as { message?: string; types?: Record<string, unknown> } | undefined;
  return (
    <TextField
      {...form.register(name)}
      {...props}
      id={`field-${String(name)}`}
      error={Boolean(error)}
      helperText={errorText(error) ?? hint}
      fullWidth
    />
  );
}
