"use client";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput, { type OutlinedInputProps } from "@mui/material/OutlinedInput";
import type { SxProps, Theme } from "@mui/material/styles";
import type { InputHTMLAttributes, ReactNode, Ref } from "react";

/**
 * An outlined text field or native select drawn as MUI's TextField draws it (a label, the input,
 * its helper text described by it), without importing TextField: TextField always brings Select,
 * and Select its Menu, Popover and Modal, about 20 kB gzip a page that has no menu select.
 */
interface FrameProps {
  id: string;
  label: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: "small" | "medium";
  sx?: SxProps<Theme>;
}

interface InputProps {
  name?: string;
  value?: string | number;
  onChange?: (event: { target: { value: string } }) => unknown;
  onBlur?: (event: { target: unknown; type: string }) => unknown;
  inputRef?: Ref<HTMLInputElement | HTMLSelectElement>;
}

function Frame({
  id,
  label,
  error,
  helperText,
  required,
  disabled,
  fullWidth,
  size,
  sx,
  shrink,
  children,
}: FrameProps & {
  shrink?: boolean;
  children: ReactNode;
}) {
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      {children}
      {helperText && <FormHelperText id={`${id}-helper-text`}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

const describedBy = (props: FrameProps) => (props.helperText ? `${props.id}-helper-text` : undefined);

/** A text (or number) field: `htmlInput` are the input element's own attributes (maxLength, inputMode…). */
export function LeanTextField({
  type,
  htmlInput,
  autoComplete,
  ...props
}: FrameProps &
  InputProps & {
    type?: string;
    autoComplete?: string;
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  }) {
  const { name, value, onChange, onBlur, inputRef, ...frame } = props;
  return (
    <Frame {...frame}>
      <OutlinedInput
        id={props.id}
        label={props.label}
        type={type}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        inputRef={inputRef}
        autoComplete={autoComplete}
        inputProps={{ ...htmlInput, "aria-describedby": describedBy(props) } as OutlinedInputProps["inputProps"]}
      />
    </Frame>
  );
}

/** A native select of `children` (<option>s); its label always sits above, as the first option shows. */
export function LeanNativeSelect({
  children,
  htmlInput,
  ...props
}: FrameProps & InputProps & { children: ReactNode; htmlInput?: { "aria-label"?: string } }) {
  const { name, value, onChange, onBlur, inputRef, ...frame } = props;
  return (
    <Frame {...frame} shrink>
      <NativeSelect
        input={<OutlinedInput label={props.label} notched />}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        inputRef={inputRef}
        inputProps={{ ...htmlInput, id: props.id, "aria-describedby": describedBy(props) }}
      >
        {children}
      </NativeSelect>
    </Frame>
  );
}
