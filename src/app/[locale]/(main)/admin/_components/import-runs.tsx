"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { importRunActive, type ImportRun } from "@/lib/import-run";

/** How often the page asks while an import is queued or running. */
const POLL_MS = 1000;

/**
 * The latest uploaded imports, kept fresh while one is queued or running (decision 0046): the page
 * asks `/api/admin/imports` every second until every run is over, then stops.
 */
export function useImportRuns(initial: ImportRun[]) {
  const locale = useLocale();
  const [runs, setRuns] = useState(initial);
  const active = runs.some(importRunActive);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const timer = setTimeout(() => {
      apiFetch<ImportRun[]>("/api/admin/imports", { locale })
        .then((next) => !stopped && setRuns(next))
        // Unreachable for a moment (a restart): ask again on the next beat.
        .catch(() => !stopped && setRuns((current) => [...current]));
    }, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [runs, active, locale]);
  const add = useCallback(
    (run: ImportRun) => setRuns((current) => [run, ...current.filter((r) => r.id !== run.id)]),
    [],
  );
  return { runs, add };
}

const COLORS = { queued: "default", running: "info", succeeded: "success", failed: "error" } as const;

/** One run: its file and tournament, its state, then its counts or its error. */
export function ImportRunDetails({ run }: { run: ImportRun }) {
  const t = useTranslations("admin.imports");
  const ta = useTranslations("admin");
  return (
    <>
      {run.status === "queued" && <Typography variant="body2">{t("queuedHint")}</Typography>}
      {run.status === "running" && <Typography variant="body2">{t("runningHint")}</Typography>}
      {run.status === "succeeded" && run.result && (
        <Typography variant="body2">
          {ta("importDone", {
            slug: run.result.tournament,
            created: run.result.created,
            updated: run.result.updated,
            unchanged: run.result.unchanged,
            results: run.result.results,
          })}
        </Typography>
      )}
      {run.status === "failed" && run.error && (
        <Alert severity="error" variant="outlined" sx={{ mt: 1, overflowWrap: "anywhere" }}>
          {run.error.message}
        </Alert>
      )}
    </>
  );
}

export function ImportRunState({ run }: { run: ImportRun }) {
  const t = useTranslations("admin.imports");
  return <Chip size="small" label={t(`state.${run.status}`)} color={COLORS[run.status]} />;
}

/** The list of runs, newest first. */
export function ImportRunList({ runs, heading = "h3" }: { runs: ImportRun[]; heading?: "h2" | "h3" }) {
  const t = useTranslations("admin.imports");
  const format = useFormatter();
  return (
    <Box component="section" aria-labelledby="admin-import-runs">
      <Typography
        id="admin-import-runs"
        variant={heading === "h2" ? "h6" : "subtitle1"}
        component={heading}
        gutterBottom
      >
        {t("title")}
      </Typography>
      {runs.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{t("none")}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {runs.map((run) => (
            <Box
              component="li"
              key={run.id}
              sx={{ py: 1, borderBottom: 1, borderColor: "divider" }}
              data-testid="import-run"
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
                  {t("fileInto", { file: run.fileName ?? "", tournament: run.tournament })}
                </Typography>
                <ImportRunState run={run} />
              </Stack>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {t("uploaded", {
                  time: format.dateTime(new Date(run.queuedAt), { dateStyle: "medium", timeStyle: "short" }),
                })}
              </Typography>
              <ImportRunDetails run={run} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The runs on their own (the Background jobs page), refreshed while one is under way. */
export function ImportRuns({ initial }: { initial: ImportRun[] }) {
  const { runs } = useImportRuns(initial);
  return <ImportRunList runs={runs} heading="h2" />;
}
