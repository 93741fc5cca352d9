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
import { ImportRuns } from "@/ui/admin/import-runs";
import { Alert } from "@/ui/plain/alert";
import { ButtonLink } from "@/ui/plain/button-link";
import { Chip } from "@/ui/plain/chip";
import content from "@/ui/plain/content.module.css";
import styles from "../admin.module.css";
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
      <dt className={content.secondary}>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * The background jobs (decision 0036), as every instance runs them: admins only; everybody else gets
 * the 404 page. Drawn by the server without MUI (decision 0068); its island is the imports' list.
 */
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
    <div className={`${content.stack2} ${content.flush} ${content.maxWidth900}`}>
      <div>
        <ButtonLink size="small" href="/admin">
          {t("back")}
        </ButtonLink>
      </div>
      <h1 className={content.h4}>{t("title")}</h1>
      <p className={`${content.body1} ${content.secondary}`}>
        {t("intro", { first: RETRY_FIRST_SECONDS, max: RETRY_MAX_SECONDS / 60 })}
      </p>
      {rows.length === 0 && <Alert>{t("none")}</Alert>}
      {rows.map((job) => {
        const key = KEYS[job.name];
        const headingId = `job-${job.name}`;
        const state = job.running ? "running" : job.failures > 0 ? "failing" : job.lastSuccessAt ? "ok" : "waiting";
        return (
          <section key={job.name} aria-labelledby={headingId} className={`${content.paper} ${content.p2}`}>
            <div className={`${content.row1} ${content.center} ${content.mb1}`}>
              <h2 id={headingId} className={content.h6}>
                {key ? t(`names.${key}`) : job.name}
              </h2>
              <Chip
                label={t(`state.${state}`)}
                color={state === "failing" ? "error" : state === "ok" ? "success" : "default"}
              />
            </div>
            <dl className={`${content.body1} ${styles.fields}`}>
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
                  <code className={styles.error}>{job.lastError}</code>
                </Field>
              )}
            </dl>
          </section>
        );
      })}
      <div className={`${content.paper} ${content.p2}`}>
        <ImportRuns initial={importRuns} />
      </div>
    </div>
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
