"use client";
import type { FormEventHandler, ReactNode } from "react";
import { useState } from "react";
import { useForm, type FieldValues, type Resolver } from "@/ui/forms/form";
import type { z } from "zod";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { useSnackbar } from "@/ui/snackbar";
import { refreshPage } from "@/ui/refresh";
import styles from "../admin.module.css";

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
  const [resolver] = useState(() => lazyCodeResolver(load as never) as unknown as Resolver<V, T>);
  const form = useForm<V, T>({
    resolver,
    defaultValues: empty,
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

/** A listed record: its name and what to know of it, then its actions (wrapping under it on a phone). */
export function RecordRow({
  primary,
  secondary,
  actions,
}: {
  primary: ReactNode;
  secondary: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className={styles.record}>
      <div className={`${content.listText} ${styles.anywhere}`}>
        <span className={content.listPrimary}>{primary}</span>
        <span className={content.listSecondary}>{secondary}</span>
      </div>
      <div className={`${content.row1} ${content.center}`}>{actions}</div>
    </li>
  );
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
    <section className={`${content.paper} ${content.p3}`} aria-labelledby={props.id}>
      <h2 id={props.id} className={content.h6}>
        {props.title}
      </h2>
      <p className={`${content.body1} ${content.secondary} ${content.mb1}`}>{props.intro}</p>
      {props.records.length > 0 && (
        <ul className={content.list} data-testid={props.listTestId}>
          {props.records.map(props.renderRecord)}
        </ul>
      )}
      <form
        className={`${content.stack2} ${content.flush} ${styles.recordsForm}`}
        noValidate
        aria-label={props.formTitle}
        onSubmit={props.onSubmit}
      >
        <h3 className={content.subtitle1}>{props.formTitle}</h3>
        {props.children}
        <div className={content.row1}>
          <button type="submit" className={buttonClass("contained")} disabled={props.pending}>
            {props.submitLabel}
          </button>
          {props.actions}
        </div>
      </form>
    </section>
  );
}
