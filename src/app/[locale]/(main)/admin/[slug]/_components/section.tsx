"use client";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, type FormEventHandler, type ReactNode } from "react";

/** A section of the tournament's screen, labelled by its title; a form when it has `onSubmit`. */
export function Section({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 3 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {onSubmit ? (
        <Stack spacing={2} component="form" noValidate onSubmit={onSubmit}>
          {children}
        </Stack>
      ) : (
        <Stack spacing={2}>{children}</Stack>
      )}
    </Paper>
  );
}

export interface Competitor {
  id: string;
  name: string;
  code: string | null;
  label: string;
}
