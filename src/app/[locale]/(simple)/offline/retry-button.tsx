"use client";
import Button from "@mui/material/Button";

export function RetryButton({ label }: { label: string }) {
  return (
    <Button variant="contained" onClick={() => window.location.reload()}>
      {label}
    </Button>
  );
}
