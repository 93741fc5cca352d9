"use client";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { FormEventHandler, ReactNode } from "react";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { useSnackbar } from "@/ui/snackbar";
import { refreshPage } from "@/ui/refresh";

/**
 * The form and mutations of a records section (the sites, the SSO providers): `form` holds the
 * fields as typed (`empty` at first), checked with the shared schema (`load`ed with the first
 * submit, so zod stays out of the page's first load) whose output is the body;
 * `save` sends it, its errors on the form's fields; `other` switches or removes a listed record
 * and leaves the form usable; `done` says what happened (if it says) and reads the page again.
 */
export function useRecordsAdmin<V extends FieldValues, T extends FieldValues>(
  load: () => Promise<z.ZodType<T>>,
  empty: V,
) {
  const { enqueueSnackbar } = useSnackbar();
  const [resolver] = useState(() => lazyCodeResolver(load as never) as unknown as Resolver<V, unknown, T>);
  const form = useForm<V, unknown, T>({
    resolver,
    defaultValues: empty as DefaultValues<V>,
  });
  const save = useAction({ setError: form.setError, fields: Object.keys(empty) });
  const other = useAction();
  const done = (message?: string, then?: () => void) => () => {
    if (message) enqueueSnackbar(message, { variant: "success" });
    then?.();
    refreshPage();
  };
  return { form, save, other, done };
}

/**
 * An admin's section of records: a title and an intro, the records listed (when there are any),
 * and beneath them the form that adds one (or changes the one being edited).
 */
export function RecordsAdmin<R>(props: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  intro: string;
  records: R[];
  listTestId: string;
  renderRecord: (record: R) => ReactNode;
  formTitle: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  /** Beside the submit button (a cancel). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={props.id} sx={{ p: 3 }}>
      <Typography id={props.id} variant="h6" component="h2">
        {props.title}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 1 }}>{props.intro}</Typography>
      {props.records.length > 0 && <List data-testid={props.listTestId}>{props.records.map(props.renderRecord)}</List>}
      <Stack
        spacing={2}
        sx={{ mt: 2, maxWidth: 560 }}
        component="form"
        noValidate
        aria-label={props.formTitle}
        onSubmit={props.onSubmit}
      >
        <Typography variant="subtitle1" component="h3">
          {props.formTitle}
        </Typography>
        {props.children}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={props.pending}>
            {props.submitLabel}
          </Button>
          {props.actions}
        </Stack>
      </Stack>
    </Paper>
  );
}
