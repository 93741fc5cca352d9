import type { ChangeEvent, CSSProperties, FocusEvent, InputHTMLAttributes, ReactNode, Ref } from "react";
import styles from "./field.module.css";

/**
 * MUI's outlined TextField and native select drawn without MUI (decision 0077): the same label,
 * notched outline, sizes and helper text (described by `<id>-helper-text`), on the theme's CSS
 * variables (./field.module.css). No script of their own: they work in a client island (a
 * form of src/ui/forms/form.ts, ./form-fields.tsx) and look the same on a page with MUI. The checkbox and
 * the radio are in ./choice.tsx.
 */
export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: "small" | "medium";
  /** The field's box (FormControl's), for its width or flex. */
  className?: string;
  /**
   * The label in full above the box, wrapping when long, and the outline without a notch: for a
   * label that may not fit a narrow field in every language (the scoring editor's). Without it the
   * label floats as MUI's and is cut with an ellipsis.
   */
  labelAbove?: boolean;
  /** Shown at the helper text's end, for the eye only ("28/30": how much of the field's length is used). */
  counter?: string;
  style?: CSSProperties;
}

export interface FieldInputProps<E extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> {
  name?: string;
  value?: string | number;
  onChange?: (event: ChangeEvent<E>) => unknown;
  onBlur?: (event: FocusEvent<E>) => unknown;
  inputRef?: Ref<E>;
}

/**
 * The label, then the input (with the outline), then the helper text; `shrunk`: the label always
 * above.
 */
export function Frame({
  id,
  label,
  error,
  helperText,
  required,
  disabled,
  fullWidth,
  size,
  className,
  style,
  labelAbove,
  counter,
  shrunk,
  multiline,
  rootClassName,
  children,
}: FieldFrameProps & {
  shrunk?: boolean;
  multiline?: boolean;
  rootClassName?: string;
  children: ReactNode;
}) {
  const classes = [
    styles.field,
    fullWidth && styles.fullWidth,
    size === "small" && styles.small,
    shrunk && !labelAbove && styles.shrunk,
    labelAbove && styles.labelAbove,
    error && styles.error,
    disabled && styles.disabled,
    className,
  ];
  // MUI's asterisk: a thin space and "*", hidden from screen readers (the input is `required`).
  const shown = required ? (
    <>
      {label}
      <span aria-hidden="true">
        {"\u2009"}
        {"*"}
      </span>
    </>
  ) : (
    label
  );
  return (
    <div className={classes.filter(Boolean).join(" ")} style={style}>
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        {shown}
      </label>
      <div className={[styles.inputRoot, multiline && styles.multiline, rootClassName].filter(Boolean).join(" ")}>
        {children}
        <fieldset aria-hidden="true" className={styles.outline}>
          {!labelAbove && (
            <legend>
              <span>{shown}</span>
            </legend>
          )}
        </fieldset>
      </div>
      {(helperText || counter) && (
        <p id={`${id}-helper-text`} className={styles.helperText}>
          {counter && (
            <span aria-hidden="true" className={styles.counter}>
              {counter}
            </span>
          )}
          {helperText}
        </p>
      )}
    </div>
  );
}

const describedBy = (props: FieldFrameProps) => (props.helperText ? `${props.id}-helper-text` : undefined);

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What an input, a text area or a select take alike: their value and events, state and descriptions. */
function controlProps<E extends Control>(props: FieldFrameProps & FieldInputProps<E>) {
  return {
    id: props.id,
    className: styles.input,
    name: props.name,
    value: props.value,
    onChange: props.onChange,
    onBlur: props.onBlur,
    required: props.required,
    disabled: props.disabled,
    "aria-invalid": props.error || undefined,
    "aria-describedby": describedBy(props),
  };
}

const DATE_TYPES = new Set(["date", "datetime-local", "time", "month", "week"]);

/**
 * A text (or number, or date) field: `htmlInput` are the input element's own attributes (maxLength, inputMode…);
 * `multiline` with `rows`: a text area of that many lines, as MUI's (it does not grow). Its blank
 * placeholder tells the label whether the field is empty.
 */
export function TextField({
  type,
  autoComplete,
  htmlInput,
  multiline,
  rows,
  inputRef,
  ...props
}: FieldFrameProps &
  FieldInputProps<HTMLInputElement> & {
    type?: string;
    autoComplete?: string;
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
    multiline?: boolean;
    rows?: number;
  }) {
  // A date or time input shows its own "dd/mm/yyyy, --:--" when empty: its label sits above.
  const shrunk = type !== undefined && DATE_TYPES.has(type);
  return (
    <Frame {...props} multiline={multiline} shrunk={shrunk}>
      {multiline ? (
        <textarea
          placeholder=" "
          {...controlProps(props as FieldFrameProps & FieldInputProps<Control>)}
          ref={inputRef as Ref<HTMLTextAreaElement>}
          rows={rows}
          maxLength={htmlInput?.maxLength}
          autoComplete={autoComplete}
        />
      ) : (
        <input
          placeholder=" "
          {...htmlInput}
          {...controlProps(props)}
          ref={inputRef}
          type={type}
          autoComplete={autoComplete}
        />
      )}
    </Frame>
  );
}

/** A native select of `children` (<option>s); its label always sits above, as the first option shows. */
export function NativeSelect({
  children,
  htmlInput,
  inputRef,
  ...props
}: FieldFrameProps &
  FieldInputProps<HTMLSelectElement> & { children: ReactNode; htmlInput?: { "aria-label"?: string } }) {
  return (
    <Frame {...props} shrunk>
      <select {...htmlInput} {...controlProps(props)} ref={inputRef}>
        {children}
      </select>
      <svg className={styles.selectIcon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </Frame>
  );
}
