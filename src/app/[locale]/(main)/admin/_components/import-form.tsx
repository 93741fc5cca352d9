"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { AppError, appErrorFromBody } from "@/lib/errors";
import { SPORTS } from "@/lib/sports";
import { useHandleError } from "@/ui/forms/use-form-errors";

const FORMATS = { openfootball: "formatOpenfootball", csv: "formatCsv", eurovision: "formatEurovision" } as const;
type Format = keyof typeof FORMATS;

interface Summary {
  slug: string;
  games: { created: number; updated: number; unchanged: number };
  results: number;
}

/** Uploads with XMLHttpRequest, whose upload events give a real progress bar. */
function upload(slug: string, form: FormData, locale: string, onProgress: (percent: number) => void): Promise<Summary> {
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
      if (request.status >= 200 && request.status < 300) resolve(body as Summary);
      else reject(appErrorFromBody(body, request.status));
    };
    request.send(form);
  });
}

export function ImportForm() {
  const t = useTranslations("admin");
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
  const [summary, setSummary] = useState<Summary | null>(null);

  const submit = async () => {
    if (!file) return;
    const form = new FormData();
    form.set("file", file);
    form.set("format", format);
    if (format === "csv") form.set("sport", sport);
    if (timeZone) form.set("timeZone", timeZone);
    if (year) form.set("year", year);
    setSummary(null);
    setProgress(0);
    try {
      setSummary(await upload(slug, form, locale, setProgress));
      router.refresh();
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
        <TextField label={t("tournament")} value={slug} onChange={(e) => setSlug(e.target.value.trim())} helperText={t("slugHint")} required />
        {format === "csv" && (
          <TextField select label={t("sport")} value={sport} onChange={(e) => setSport(e.target.value)}>
            {SPORTS.filter((s) => s !== "formula1" && s !== "eurovision").map((s) => (
              <MenuItem key={s} value={s}>
                {ts(s)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {format === "openfootball" && <TextField label={t("timeZone")} value={timeZone} onChange={(e) => setTimeZone(e.target.value)} placeholder="Europe/London" />}
        {format === "eurovision" && <TextField label={t("year")} value={year} onChange={(e) => setYear(e.target.value)} slotProps={{ htmlInput: { inputMode: "numeric" } }} />}
        <Button variant="outlined" component="label">
          {file ? file.name : t("chooseFile")}
          <input hidden type="file" accept=".json,.csv,application/json,text/csv" aria-label={t("file")} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Button>
        {progress !== null && (
          <Stack spacing={1} role="status">
            <LinearProgress variant={progress < 100 ? "determinate" : "indeterminate"} value={progress} aria-label={progress < 100 ? t("uploading", { percent: progress }) : t("processing")} />
            <Typography variant="body2">{progress < 100 ? t("uploading", { percent: progress }) : t("processing")}</Typography>
          </Stack>
        )}
        {summary && (
          <Alert severity="success" role="status">
            {t("importDone", { slug: summary.slug, created: summary.games.created, updated: summary.games.updated, unchanged: summary.games.unchanged, results: summary.results })}
          </Alert>
        )}
        <div>
          <Button variant="contained" onClick={submit} disabled={!file || !slug || progress !== null}>
            {t("importSubmit")}
          </Button>
        </div>
        <Typography variant="body2" color="text.secondary">
          {t("f1Note")}
        </Typography>
      </Stack>
    </Paper>
  );
}
