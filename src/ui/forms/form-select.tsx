"use client";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useController, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { useFieldErrorText } from "./use-form-errors";

/**
 * A select bound to a react-hook-form field: controlled, so that it shows the form's value (its
 * default, a reset) and not only what was picked; its translated error as helper text.
 */
export function FormSelect<V extends FieldValues, T extends FieldValues = V>({
  form,
  name,
  hint,
  ...props
}: { form: UseFormReturn<V, unknown, T>; name: Path<V>; hint?: string } & TextFieldProps) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextField
      name={field.name}
      value={field.value ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      fullWidth
      {...props}
      select
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error) ?? hint}
    />
  );
}
