"use client";
import type { ComponentProps, ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useController, useWatch, type FieldValues, type Path, type UseFormReturn } from "@/ui/forms/form";
import { translateError, useFieldErrorText } from "@/ui/forms/use-form-errors";
import { Checkbox } from "./choice";
import { TextField } from "./field";
import styles from "./field.module.css";

/**
 * A text field bound to a form field (src/ui/forms/form.ts, decisions 0066, 0095), drawn without MUI (decision 0077):
 * its translated error as helper text, `aria-invalid` while refused. Its id is `field-<name>`
 * unless given one (two forms on a page may share a name).
 */
export function FormInput<V extends FieldValues, T extends FieldValues = V>({
  form,
  name,
  hint,
  id,
  ...props
}: { form: UseFormReturn<V, T>; name: Path<V>; hint?: string; id?: string } & Omit<
  ComponentProps<typeof TextField>,
  "id" | "name" | "value" | "onChange" | "onBlur" | "inputRef" | "error" | "helperText" | "counter"
>) {
  const t = useTranslations();
  // A field with a length limit says how much is used as it nears it, and at the limit why typing
  // stops (the schema's own message): a name is never cut off without a word.
  const max = props.htmlInput?.maxLength;
  const typed: unknown = useWatch({ control: form.control, name, disabled: max === undefined });
  const length = typeof typed === "string" ? typed.length : 0;
  const near = max !== undefined && length >= max - COUNTER_FROM_LEFT;
  const full = max !== undefined && length >= max ? translateError(t, "error.validation.tooLong", { max }) : undefined;
  return (
    <TextField
      fullWidth
      {...props}
      {...useRegisteredField(form, name, id, full ?? hint)}
      counter={near ? `${length}/${max}` : undefined}
    />
  );
}

/** How many characters before a field's limit its counter shows. */
const COUNTER_FROM_LEFT = 10;

/**
 * What a field bound to a form takes (FormInput's, ./form-select.tsx's FormSelect's): its
 * registration, its id (`field-<name>` unless given one), whether it is refused, and its translated
 * error as helper text, else the hint.
 */
export function useRegisteredField<V extends FieldValues, T extends FieldValues>(
  form: UseFormReturn<V, T>,
  name: Path<V>,
  id?: string,
  hint?: string,
) {
  const errorText = useFieldErrorText();
  // By path, so that a field of a list (`options.2.points`) finds its error too.
  const { error } = form.getFieldState(name, form.formState);
  const { ref, ...field } = form.register(name);
  return {
    ...field,
    inputRef: ref,
    id: id ?? `field-${String(name)}`,
    error: Boolean(error),
    helperText: errorText(error) ?? hint,
  };
}

/**
 * A labelled checkbox bound to a boolean form field, drawn without MUI: a refusal (an
 * agreement not accepted) shows under it in the error colour, said with the box (aria-invalid,
 * described by it), and a refused submit focuses it.
 */
export function FormCheckbox<V extends FieldValues, T extends FieldValues = V>({
  form,
  name,
  label,
  disabled,
  describedBy,
}: {
  form: UseFormReturn<V, T>;
  name: Path<V>;
  label: ReactNode;
  disabled?: boolean;
  /** The id of a hint that explains the choice. */
  describedBy?: string;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const errorText = useFieldErrorText();
  const error = errorText(fieldState.error);
  const errorId = `${field.name}-error`;
  return (
    <>
      <Checkbox
        name={field.name}
        checked={Boolean(field.value)}
        disabled={disabled}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        label={label}
        describedBy={[describedBy, error && errorId].filter(Boolean).join(" ") || undefined}
        invalid={Boolean(error)}
      />
      {error && (
        <p id={errorId} className={styles.checkboxError}>
          {error}
        </p>
      )}
    </>
  );
}
