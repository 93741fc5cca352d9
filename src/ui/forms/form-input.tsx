"use client";
import type { ComponentProps } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { LeanTextField } from "./lean-field";
import { useFieldErrorText } from "./use-form-errors";

/**
 * FormText's lighter twin for a page without a menu select (decision 0071): a text field bound to
 * a react-hook-form field with its translated error as helper text, drawn without MUI's TextField.
 */
export function FormInput<V extends FieldValues, T extends FieldValues = V>({
  form,
  name,
  hint,
  id,
  ...props
}: { form: UseFormReturn<V, unknown, T>; name: Path<V>; hint?: string; id?: string } & Omit<
  ComponentProps<typeof LeanTextField>,
  "id" | "name" | "value" | "onChange" | "onBlur" | "inputRef" | "error" | "helperText"
>) {
  const errorText = useFieldErrorText();
  // By path, so that a field of a list (`options.2.points`) finds its error too.
  const { error } = form.getFieldState(name, form.formState);
  const { ref, ...field } = form.register(name);
  return (
    <LeanTextField
      fullWidth
      {...props}
      {...field}
      inputRef={ref}
      id={id ?? `field-${String(name)}`}
      error={Boolean(error)}
      helperText={errorText(error) ?? hint}
    />
  );
}
