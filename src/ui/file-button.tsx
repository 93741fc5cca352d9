"use client";
import Button, { type ButtonProps } from "@mui/material/Button";
import { useRef, type ReactNode } from "react";

/**
 * A button that opens the file chooser: a real button beside a hidden file input, so it is one
 * control to the keyboard and to assistive technology (MUI's `component="label"` makes a label with
 * role="button", which axe refuses as aria-allowed-role). The input is cleared after each choice,
 * so choosing the same file again is a new choice.
 */
export function FileButton({
  children,
  accept,
  inputLabel,
  onFile,
  disabled,
  variant = "outlined",
}: {
  children: ReactNode;
  accept: string;
  /** The file input's own name (tests and tools find it by this label). */
  inputLabel: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  variant?: ButtonProps["variant"];
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        aria-label={inputLabel}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}
