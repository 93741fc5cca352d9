import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { requirePageUser } from "@/server/auth/page-guards";
import { getTranslator } from "@/server/i18n/translate";
import { listSites } from "@/server/sites/sites";
import { listImportRuns } from "@/server/tournaments/import/import-runs";
import { listAllTournaments } from "@/server/tournaments/queries";
import { EmptyState } from "@/ui/empty-state";
import { ButtonLink } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { SnackbarHost } from "@/ui/snackbar";
import { CreateTournamentForm } from "./_components/create-tournament-form";
import { ImportForm } from "./_components/import-form";
import { SitesAdmin, type SiteRow } from "./_components/sites-admin";
import { SsoAdmin } from "./_components/sso-admin";
import styles from "./admin.module.css";
import { listSsoProviders } from "@/server/sso/providers";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "admin" });
  return { title: t("title"), robots: { index: false } };
});

/**
 * Admins only; everybody else gets the 404 page. Drawn by the server without MUI (decision 0068);
 * its islands are the forms, on the plain fields (decision 0077).
 */
const AdminPage = definePage({}, async ({ locale, db }) => {
  const { user } = await requirePageUser(locale, "/admin");
  if (user.role !== "admin") notFound();
  const t = await getTranslations();
  const [tournaments, sites, importRuns, ssoProviders] = await Promise.all([
    listAllTournaments(db),
    listSites(db),
    listImportRuns(db, await getTranslator(locale)),
    listSsoProviders(db),
  ]);
  return (
    <div className={`${content.stack3} ${content.flush} ${content.maxWidth900}`}>
      <div className={styles.headRow}>
        <h1 className={content.h4}>{t("admin.title")}</h1>
        <ButtonLink variant="outlined" href="/admin/jobs">
          {t("admin.jobs.link")}
        </ButtonLink>
      </div>
      <section className={`${content.paper} ${content.p3}`} aria-labelledby="admin-tournaments">
        <h2 id="admin-tournaments" className={content.h6}>
          {t("admin.tournaments")}
        </h2>
        {tournaments.length === 0 ? (
          <EmptyState
            testId="admin-no-tournaments"
            actions={
              <>
                <ButtonLink variant="contained" href="#admin-new">
                  {t("admin.newTournament")}
                </ButtonLink>
                <ButtonLink variant="outlined" href="#admin-import">
                  {t("admin.importTitle")}
                </ButtonLink>
              </>
            }
          >
            {t("admin.noTournaments")}
          </EmptyState>
        ) : (
          <ul className={content.list}>
            {tournaments.map((tournament) => (
              <li key={tournament.id} className={styles.record}>
                <div className={content.listText}>
                  <span className={content.listPrimary}>{tournament.name}</span>
                  <span className={content.listSecondary}>
                    {`/${tournament.slug} · ${t(`sport.${tournament.sport}`)} · ${t(`status.${tournament.status}`)}`}
                  </span>
                </div>
                <div className={content.row1}>
                  <ButtonLink size="small" href={`/${tournament.slug}`}>
                    {t("admin.open")}
                  </ButtonLink>
                  <ButtonLink size="small" href={`/admin/${tournament.slug}`}>
                    {t("admin.manageTournament")}
                  </ButtonLink>
                  {tournament.currentMatchday && (
                    <ButtonLink
                      size="small"
                      variant="outlined"
                      href={`/${tournament.slug}/mng/102/${tournament.currentMatchday}`}
                    >
                      {t("admin.results")}
                    </ButtonLink>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CreateTournamentForm />
      <section className={`${content.paper} ${content.p3}`} aria-labelledby="admin-mails">
        <h2 id="admin-mails" className={`${content.h6} ${content.mb1}`}>
          {t("mailPreview.title")}
        </h2>
        <div className={content.row1}>
          <ButtonLink href="/admin/mails" variant="outlined">
            {t("mailPreview.show")}
          </ButtonLink>
          <ButtonLink href="/admin/sms" variant="outlined">
            {t("smsOutbox.title")}
          </ButtonLink>
        </div>
      </section>
      <ImportForm initialRuns={importRuns} />
      <SitesAdmin sites={sites as SiteRow[]} />
      <SsoAdmin providers={ssoProviders} />
      <SnackbarHost onDemand />
    </div>
  );
});

/** The page, with the messages its browser code reads (decision 0042). */
export default function Page(props: Parameters<typeof AdminPage>[0]) {
  return (
    <ClientMessages params={props.params} namespaces={["admin", "sport", "error"]}>
      <AdminPage {...props} />
    </ClientMessages>
  );
}
