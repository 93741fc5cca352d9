import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import type { Locale } from "@/lib/constants";
import { requirePageUser } from "@/server/auth/page-guards";
import { getTranslator } from "@/server/i18n/translate";
import { JOB_NAMES } from "@/server/jobs/jobs";
import { listJobs, RETRY_FIRST_SECONDS, RETRY_MAX_SECONDS } from "@/server/jobs/runner";
import { listImportRuns } from "@/server/tournaments/import/import-runs";
import { LinkButton } from "@/ui/link-button";
import { ImportRuns } from "../_components/import-runs";
import { defineMetadata, definePage } from "@/server/http/define-page";

type Props = { params: Promise<{ locale: Locale }> };

export const dynamic = "force-dynamic";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "admin.jobs" });
  return { title: t("title"), robots: { index: false } };
});

/** The message key of a job's name (keys are camel case). */
const KEYS: Record<string, string> = {
  reminders: "reminders",
  scoring: "scoring",
  world: "world",
  mail: "mail",
  "expire-purchases": "expirePurchases",
  "clean-up": "cleanUp",
  import: "import",
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: "text.secondary" }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {children}
      </Box>
    </>
  );
}

/** The background jobs (decision 0036), as every instance runs them: admins only; everybody else gets the 404 page. */
const AdminJobsPage = definePage({}, async ({ locale, db }) => {
  const { user } = await requirePageUser(locale, "/admin/jobs");
  if (user.role !== "admin") notFound();
  const t = await getTranslations("admin.jobs");
  const format = await getFormatter();
  const [rows, importRuns] = await Promise.all([
    listJobs(db, JOB_NAMES),
    listImportRuns(db, await getTranslator(locale)),
  ]);
  const when = (date: Date | null) =>
    date ? format.dateTime(date, { dateStyle: "medium", timeStyle: "medium" }) : t("never");
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <div>
        <LinkButton size="small" href="/admin">
          {t("back")}
        </LinkButton>
      </div>
      <Typography variant="h4" component="h1">
        {t("title")}
      </Typography>
      <Typography sx={{ color: "text.secondary" }}>
        {t("intro", { first: RETRY_FIRST_SECONDS, max: RETRY_MAX_SECONDS / 60 })}
      </Typography>
      {rows.length === 0 && <Alert severity="info">{t("none")}</Alert>}
      {rows.map((job) => {
        const key = KEYS[job.name];
        const headingId = `job-${job.name}`;
        const state = job.running ? "running" : job.failures > 0 ? "failing" : job.lastSuccessAt ? "ok" : "waiting";
        return (
          <Paper key={job.name} component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", mb: 1 }}>
              <Typography id={headingId} variant="h6" component="h2">
                {key ? t(`names.${key}`) : job.name}
              </Typography>
              <Chip
                size="small"
                label={t(`state.${state}`)}
                color={state === "failing" ? "error" : state === "ok" ? "success" : "default"}
              />
            </Stack>
            <Box
              component="dl"
              sx={{
                display: "grid",
                gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" },
                columnGap: 2,
                rowGap: { xs: 0, sm: 0.5 },
                m: 0,
                "& dd": { mb: { xs: 1, sm: 0 } },
              }}
            >
              <Field label={t("lastRun")}>{when(job.lastStartedAt)}</Field>
              <Field label={t("lastSuccess")}>{when(job.lastSuccessAt)}</Field>
              <Field label={t("duration")}>
                {job.lastDurationMs === null
                  ? t("never")
                  : format.number(job.lastDurationMs / 1000, {
                      style: "unit",
                      unit: "second",
                      maximumFractionDigits: 3,
                    })}
              </Field>
              <Field label={t("nextRun")}>{job.nextRunAt ? when(job.nextRunAt) : t("onDemand")}</Field>
              <Field label={t("failuresLabel")}>
                {t("failures", { failures: job.failures, failed: job.failed, runs: job.runs })}
              </Field>
              <Field label={t("lastFailure")}>{when(job.lastFailureAt)}</Field>
              {job.lastError && (
                <Field label={t("lastError")}>
                  <Box component="code" sx={{ fontSize: "0.875rem", whiteSpace: "pre-wrap" }}>
                    {job.lastError}
                  </Box>
                </Field>
              )}
            </Box>
          </Paper>
        );
      })}
      <Paper sx={{ p: 2 }}>
        <ImportRuns initial={importRuns} />
      </Paper>
    </Stack>
  );
});

/** The page, with the messages its browser code reads (decision 0042; the latest imports, decision 0046). */
export default function Page(props: Props) {
  return (
    <ClientMessages params={props.params} namespaces={["admin"]}>
      <AdminJobsPage {...props} />
    </ClientMessages>
  );
}
