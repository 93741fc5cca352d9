"use client";
import { useRef, type ReactNode } from "react";
import { buttonClass, type ButtonVariant } from "./button-link";

/**
 * ui/file-button.tsx without MUI (decision 0080): a real button beside a hidden file input, one
 * control to the keyboard and to assistive technology; the input is cleared after each choice.
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
  variant?: ButtonVariant;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={buttonClass(variant)} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </button>
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
