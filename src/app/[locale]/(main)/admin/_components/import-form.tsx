"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { AppError, appErrorFromBody } from "@/lib/errors";
import type { ImportRun } from "@/lib/import-run";
import type { ImportFormInput, ImportFormValues } from "@/lib/schemas/imports";
import { SPORTS } from "@/lib/sports";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver, useFieldErrorText } from "@/ui/forms/use-form-errors";

import { FileButton } from "@/ui/file-button";
import { FormText } from "@/ui/forms/form-text";
import { FormSelect } from "@/ui/forms/form-select";
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
  const form = useForm<ImportFormValues, unknown, ImportFormInput>({
    resolver: resolver as unknown as Resolver<ImportFormValues, unknown, ImportFormInput>,
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
    <Paper component="section" aria-labelledby="admin-import" sx={{ p: 3 }}>
      <Typography id="admin-import" variant="h6" component="h2" gutterBottom>
        {t("importTitle")}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 2 }}>{t("importIntro")}</Typography>
      <Stack spacing={2} component="form" noValidate onSubmit={submit}>
        <FormSelect form={form} name="format" id="import-format" label={t("format")}>
          {(Object.keys(FORMATS) as Format[]).map((f) => (
            <MenuItem key={f} value={f}>
              {t(FORMATS[f])}
            </MenuItem>
          ))}
        </FormSelect>
        <FormText form={form} name="slug" id="import-slug" label={t("tournament")} hint={t("slugHint")} required />
        {format === "csv" && (
          <FormSelect form={form} name="sport" id="import-sport" label={t("sport")}>
            {SPORTS.filter((s) => s !== "formula1" && s !== "eurovision").map((s) => (
              <MenuItem key={s} value={s}>
                {ts(s)}
              </MenuItem>
            ))}
          </FormSelect>
        )}
        {format === "openfootball" && (
          <FormText
            form={form}
            name="timeZone"
            id="import-time-zone"
            label={t("timeZone")}
            placeholder="Europe/London"
          />
        )}
        {format === "eurovision" && (
          <FormText
            form={form}
            name="year"
            id="import-year"
            label={t("year")}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
          />
        )}
        <div>
          <FileButton
            accept=".json,.csv,application/json,text/csv"
            inputLabel={t("file")}
            onFile={(chosen) => form.setValue("file", chosen, { shouldValidate: form.formState.isSubmitted })}
          >
            {file ? file.name : t("chooseFile")}
          </FileButton>
          {form.formState.errors.file && <FormHelperText error>{errorText(form.formState.errors.file)}</FormHelperText>}
        </div>
        {progress !== null && (
          <Stack spacing={1} role="status">
            <LinearProgress
              variant={progress < 100 ? "determinate" : "indeterminate"}
              value={progress}
              aria-label={progress < 100 ? t("uploading", { percent: progress }) : t("processing")}
            />
            <Typography variant="body2">
              {progress < 100 ? t("uploading", { percent: progress }) : t("processing")}
            </Typography>
          </Stack>
        )}
        {current && (
          <Box role="status" data-testid="import-current">
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
                <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
                  <Typography component="span" sx={{ overflowWrap: "anywhere" }}>
                    {ti("fileInto", { file: current.fileName ?? "", tournament: current.tournament })}
                  </Typography>
                  <ImportRunState run={current} />
                </Stack>
                {current.status === "running" && <LinearProgress aria-label={ti("runningHint")} sx={{ my: 1 }} />}
                <ImportRunDetails run={current} />
              </>
            )}
          </Box>
        )}
        <div>
          <Button type="submit" variant="contained" disabled={pending}>
            {t("importSubmit")}
          </Button>
        </div>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("f1Note")}
        </Typography>
        <ImportRunList runs={runs} />
      </Stack>
    </Paper>
  );
}
