"use client";
/** The account forms' text field: the shared one (src/ui/forms/form-text.tsx). */
export { FormText } from "@/ui/forms/form-text";
