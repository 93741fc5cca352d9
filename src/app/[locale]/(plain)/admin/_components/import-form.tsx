"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type Resolver } from "@/ui/forms/form";
import { AppError, appErrorFromBody } from "@/lib/errors";
import type { ImportRun } from "@/lib/import-run";
import type { ImportFormInput, ImportFormValues } from "@/lib/schemas/imports";
import { SPORTS } from "@/lib/sports";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver, useFieldErrorText } from "@/ui/forms/use-form-errors";

import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import fieldStyles from "@/ui/plain/field.module.css";
import { FileButton } from "@/ui/plain/file-button";
import { FormInput } from "@/ui/plain/form-fields";
import { FormSelect } from "@/ui/plain/form-select";
import { LinearProgress } from "@/ui/plain/progress";
import styles from "../admin.module.css";
import { ImportRunDetails, ImportRunList, ImportRunState, useImportRuns } from "@/ui/admin/import-runs";
import { refreshPage } from "@/ui/refresh";

const resolver = lazyCodeResolver(() => import("@/lib/schemas/imports").then((m) => m.importForm));

const FORMATS = { openfootball: "formatOpenfootball", csv: "formatCsv", eurovision: "formatEurovision" } as const;
type Format = keyof typeof FORMATS;
const FIELDS = ["format", "slug", "sport", "timeZone", "year", "file"] as const;

/** Uploads with XMLHttpRequest, whose upload events give a real progress bar; answers the queued run (202). */
function upload(
  slug: string,
  form: FormData,
  locale: string,
  onProgress: (percent: number) => void,
): Promise<ImportRun> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/admin/tournaments/${encodeURIComponent(slug)}/import`);
    request.setRequestHeader("x-callit-locale", locale);
    request.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    request.onerror = () => reject(new AppError({ code: "error.network", status: 0 }));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as ImportRun);
      else reject(appErrorFromBody(body, request.status));
    };
    request.send(form);
  });
}

/**
 * The admin's upload: the file goes up with a progress bar, then its import is a job run that any
 * instance takes (decision 0046); the form follows that run to done or failed without a reload,
 * and lists the latest imports below.
 */
export function ImportForm({ initialRuns }: { initialRuns: ImportRun[] }) {
  const t = useTranslations("admin");
  const ti = useTranslations("admin.imports");
  const ts = useTranslations("sport");
  const router = useRouter();
  const errorText = useFieldErrorText();
  const form = useForm<ImportFormValues, ImportFormInput>({
    resolver: resolver as unknown as Resolver<ImportFormValues, ImportFormInput>,
    defaultValues: { format: "openfootball", slug: "", sport: "football", timeZone: "", year: "", file: null },
  });
  const { run, locale, pending } = useAction({ setError: form.setError, fields: FIELDS });
  const format = useWatch({ control: form.control, name: "format" });
  const file = useWatch({ control: form.control, name: "file" });
  const [progress, setProgress] = useState<number | null>(null);
  const { runs, add } = useImportRuns(initialRuns);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const current = runs.find((run) => run.id === submitted) ?? null;
  // Once the run is done, the tournaments listed on the page are read again.
  const refreshed = useRef<string | null>(null);
  useEffect(() => {
    if (current?.status === "succeeded" && refreshed.current !== current.id) {
      refreshed.current = current.id;
      refreshPage();
    }
  }, [current, router]);

  const submit = form.handleSubmit(async (values) => {
    const body = new FormData();
    body.set("file", values.file);
    body.set("format", values.format);
    if (values.format === "csv" && values.sport) body.set("sport", values.sport);
    if (values.format === "openfootball" && values.timeZone) body.set("timeZone", values.timeZone);
    if (values.format === "eurovision" && values.year !== undefined) body.set("year", String(values.year));
    setSubmitted(null);
    setProgress(0);
    await run(() => upload(values.slug, body, locale, setProgress), {
      onSuccess: (queued) => {
        add(queued);
        setSubmitted(queued.id);
      },
    });
    setProgress(null);
  });

  return (
    <section className={`${content.paper} ${content.p3}`} aria-labelledby="admin-import">
      <h2 id="admin-import" className={`${content.h6} ${content.gutterBottom}`}>
        {t("importTitle")}
      </h2>
      <p className={`${content.body1} ${content.secondary} ${content.mb2}`}>{t("importIntro")}</p>
      <form className={`${content.stack2} ${content.flush}`} noValidate onSubmit={submit}>
        <FormSelect form={form} name="format" id="import-format" label={t("format")}>
          {(Object.keys(FORMATS) as Format[]).map((f) => (
            <option key={f} value={f}>
              {t(FORMATS[f])}
            </option>
          ))}
        </FormSelect>
        <FormInput form={form} name="slug" id="import-slug" label={t("tournament")} hint={t("slugHint")} required />
        {format === "csv" && (
          <FormSelect form={form} name="sport" id="import-sport" label={t("sport")}>
            {SPORTS.filter((s) => s !== "formula1" && s !== "eurovision").map((s) => (
              <option key={s} value={s}>
                {ts(s)}
              </option>
            ))}
          </FormSelect>
        )}
        {format === "openfootball" && (
          <FormInput
            form={form}
            name="timeZone"
            id="import-time-zone"
            label={t("timeZone")}
            htmlInput={{ placeholder: "Europe/London" }}
          />
        )}
        {format === "eurovision" && (
          <FormInput form={form} name="year" id="import-year" label={t("year")} htmlInput={{ inputMode: "numeric" }} />
        )}
        <div>
          <FileButton
            accept=".json,.csv,application/json,text/csv"
            inputLabel={t("file")}
            onFile={(chosen) => form.setValue("file", chosen, { shouldValidate: form.formState.isSubmitted })}
          >
            {file ? file.name : t("chooseFile")}
          </FileButton>
          {form.formState.errors.file && (
            <p className={fieldStyles.checkboxError}>{errorText(form.formState.errors.file)}</p>
          )}
        </div>
        {progress !== null && (
          <div role="status" className={`${content.stack1} ${content.flush}`}>
            <LinearProgress
              value={progress < 100 ? progress : undefined}
              label={progress < 100 ? t("uploading", { percent: progress }) : t("processing")}
            />
            <p className={content.body2}>{progress < 100 ? t("uploading", { percent: progress }) : t("processing")}</p>
          </div>
        )}
        {current && (
          <div role="status" data-testid="import-current">
            {current.status === "succeeded" && current.result ? (
              <Alert severity="success">
                {t("importDone", {
                  slug: current.result.tournament,
                  created: current.result.created,
                  updated: current.result.updated,
                  unchanged: current.result.unchanged,
                  results: current.result.results,
                })}
              </Alert>
            ) : (
              <>
                <div className={`${content.row1} ${content.center}`}>
                  <span className={styles.anywhere}>
                    {ti("fileInto", { file: current.fileName ?? "", tournament: current.tournament })}
                  </span>
                  <ImportRunState run={current} />
                </div>
                {current.status === "running" && (
                  <LinearProgress label={ti("runningHint")} style={{ margin: "8px 0" }} />
                )}
                <ImportRunDetails run={current} />
              </>
            )}
          </div>
        )}
        <div>
          <button type="submit" className={buttonClass("contained")} disabled={pending}>
            {t("importSubmit")}
          </button>
        </div>
        <p className={`${content.body2} ${content.secondary}`}>{t("f1Note")}</p>
        <ImportRunList runs={runs} />
      </form>
    </section>
  );
}
