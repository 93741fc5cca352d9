"use client";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { importRunActive, type ImportRun } from "@/lib/import-run";
import { Alert } from "@/ui/plain/alert";
import { Chip } from "@/ui/plain/chip";
import content from "@/ui/plain/content.module.css";
import styles from "./import-runs.module.css";

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

/** Drawn without MUI (decision 0068), for the Background jobs page and the admin's import form alike. */
const COLORS = { queued: "default", running: "primary", succeeded: "success", failed: "error" } as const;

/** One run: its file and tournament, its state, then its counts or its error. */
export function ImportRunDetails({ run }: { run: ImportRun }) {
  const t = useTranslations("admin.imports");
  const ta = useTranslations("admin");
  const text = `${content.body2} ${styles.detail}`;
  return (
    <>
      {run.status === "queued" && <p className={text}>{t("queuedHint")}</p>}
      {run.status === "running" && <p className={text}>{t("runningHint")}</p>}
      {run.status === "succeeded" && run.result && (
        <p className={text}>
          {ta("importDone", {
            slug: run.result.tournament,
            created: run.result.created,
            updated: run.result.updated,
            unchanged: run.result.unchanged,
            results: run.result.results,
          })}
        </p>
      )}
      {run.status === "failed" && run.error && (
        <Alert severity="error" variant="outlined" className={`${content.mt1} ${styles.anywhere}`}>
          {run.error.message}
        </Alert>
      )}
    </>
  );
}

export function ImportRunState({ run }: { run: ImportRun }) {
  const t = useTranslations("admin.imports");
  return <Chip label={t(`state.${run.status}`)} color={COLORS[run.status]} />;
}

/** The list of runs, newest first. */
export function ImportRunList({ runs, heading = "h3" }: { runs: ImportRun[]; heading?: "h2" | "h3" }) {
  const t = useTranslations("admin.imports");
  const format = useFormatter();
  const Heading = heading;
  return (
    <section aria-labelledby="admin-import-runs">
      <Heading
        id="admin-import-runs"
        className={`${heading === "h2" ? content.h6 : content.subtitle1} ${content.gutterBottom}`}
      >
        {t("title")}
      </Heading>
      {runs.length === 0 ? (
        <p className={`${content.body1} ${content.secondary}`}>{t("none")}</p>
      ) : (
        <ul className={styles.runs}>
          {runs.map((run) => (
            <li key={run.id} className={styles.run} data-testid="import-run">
              <div className={`${content.row1} ${content.center} ${styles.runHead}`}>
                <span className={`${content.body1} ${styles.file}`}>
                  {t("fileInto", { file: run.fileName ?? "", tournament: run.tournament })}
                </span>
                <ImportRunState run={run} />
              </div>
              <p className={`${content.body2} ${content.secondary}`}>
                {t("uploaded", {
                  time: format.dateTime(new Date(run.queuedAt), { dateStyle: "medium", timeStyle: "short" }),
                })}
              </p>
              <ImportRunDetails run={run} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The runs on their own (the Background jobs page), refreshed while one is under way. */
export function ImportRuns({ initial }: { initial: ImportRun[] }) {
  const { runs } = useImportRuns(initial);
  return <ImportRunList runs={runs} heading="h2" />;
}
