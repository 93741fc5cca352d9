"use client";
import plain from "@/ui/plain/plain.module.css";

export function RetryButton({ label }: { label: string }) {
  return (
    <button type="button" className={`${plain.button} ${plain.contained}`} onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}
