"use client";
import type { ComponentProps, ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "@/ui/forms/form";
import { NativeSelect } from "./field";
import { useRegisteredField } from "./form-fields";

/**
 * A native select of `children` (<option>s) bound to a form field, drawn without MUI:
 * ./form-fields.tsx's FormInput's twin, its label always above (the first option shows). A module
 * of its own, so that the forms without a select do not carry it.
 */
export function FormSelect<V extends FieldValues, T extends FieldValues = V>({
  form,
  name,
  hint,
  id,
  children,
  ...props
}: { form: UseFormReturn<V, T>; name: Path<V>; hint?: string; id?: string; children: ReactNode } & Omit<
  ComponentProps<typeof NativeSelect>,
  "id" | "name" | "value" | "onChange" | "onBlur" | "inputRef" | "error" | "helperText" | "children"
>) {
  return (
    <NativeSelect fullWidth {...props} {...useRegisteredField(form, name, id, hint)}>
      {children}
    </NativeSelect>
  );
}
