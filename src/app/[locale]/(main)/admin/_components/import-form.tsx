"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { AppError, appErrorFromBody } from "@/lib/errors";
import type { ImportRun } from "@/lib/import-run";
import { SPORTS } from "@/lib/sports";
import { useHandleError } from "@/ui/forms/use-form-errors";
import { FileButton } from "@/ui/file-button";
import { ImportRunDetails, ImportRunList, ImportRunState, useImportRuns } from "./import-runs";

const FORMATS = { openfootball: "formatOpenfootball", csv: "formatCsv", eurovision: "formatEurovision" } as const;
type Format = keyof typeof FORMATS;

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
  const locale = useLocale();
  const router = useRouter();
  const handleError = useHandleError();
  const [format, setFormat] = useState<Format>("openfootball");
  const [slug, setSlug] = useState("");
  const [sport, setSport] = useState("football");
  const [timeZone, setTimeZone] = useState("");
  const [year, setYear] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { runs, add } = useImportRuns(initialRuns);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const current = runs.find((run) => run.id === submitted) ?? null;
  // Once the run is done, the tournaments listed on the page are read again.
  const refreshed = useRef<string | null>(null);
  useEffect(() => {
    if (current?.status === "succeeded" && refreshed.current !== current.id) {
      refreshed.current = current.id;
      router.refresh();
    }
  }, [current, router]);

  const submit = async () => {
    if (!file) return;
    const form = new FormData();
    form.set("file", file);
    form.set("format", format);
    if (format === "csv") form.set("sport", sport);
    if (timeZone) form.set("timeZone", timeZone);
    if (year) form.set("year", year);
    setSubmitted(null);
    setProgress(0);
    try {
      const run = await upload(slug, form, locale, setProgress);
      add(run);
      setSubmitted(run.id);
    } catch (error) {
      handleError(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper component="section" aria-labelledby="admin-import" sx={{ p: 3 }}>
      <Typography id="admin-import" variant="h6" component="h2" gutterBottom>
        {t("importTitle")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("importIntro")}
      </Typography>
      <Stack spacing={2}>
        <TextField select label={t("format")} value={format} onChange={(e) => setFormat(e.target.value as Format)}>
          {(Object.keys(FORMATS) as Format[]).map((f) => (
            <MenuItem key={f} value={f}>
              {t(FORMATS[f])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t("tournament")}
          value={slug}
          onChange={(e) => setSlug(e.target.value.trim())}
          helperText={t("slugHint")}
          required
        />
        {format === "csv" && (
          <TextField select label={t("sport")} value={sport} onChange={(e) => setSport(e.target.value)}>
            {SPORTS.filter((s) => s !== "formula1" && s !== "eurovision").map((s) => (
              <MenuItem key={s} value={s}>
                {ts(s)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {format === "openfootball" && (
          <TextField
            label={t("timeZone")}
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
            placeholder="Europe/London"
          />
        )}
        {format === "eurovision" && (
          <TextField
            label={t("year")}
            value={year}
            onChange={(e) => setYear(e.target.value)}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
          />
        )}
        <FileButton accept=".json,.csv,application/json,text/csv" inputLabel={t("file")} onFile={setFile}>
          {file ? file.name : t("chooseFile")}
        </FileButton>
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
          <Button variant="contained" onClick={submit} disabled={!file || !slug || progress !== null}>
            {t("importSubmit")}
          </Button>
        </div>
        <Typography variant="body2" color="text.secondary">
          {t("f1Note")}
        </Typography>
        <ImportRunList runs={runs} />
      </Stack>
    </Paper>
  );
}
