import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { requirePageUser } from "@/server/auth/page-guards";
import { getTranslator } from "@/server/i18n/translate";
import { listSites } from "@/server/sites/sites";
import { listImportRuns } from "@/server/tournaments/import/import-runs";
import { listAllTournaments } from "@/server/tournaments/queries";
import { EmptyState } from "@/ui/empty-state";
import { LinkButton } from "@/ui/link-button";
import { CreateTournamentForm } from "./_components/create-tournament-form";
import { ImportForm } from "./_components/import-form";
import { SitesAdmin, type SiteRow } from "./_components/sites-admin";
import { SsoAdmin } from "./_components/sso-admin";
import { listSsoProviders } from "@/server/sso/providers";
import { ClientMessages } from "@/i18n/client-messages";
import { defineMetadata, definePage } from "@/server/http/define-page";

export const generateMetadata = defineMetadata({}, async ({ locale }): Promise<Metadata> => {
  const t = await getTranslations({ locale, namespace: "admin" });
  return { title: t("title"), robots: { index: false } };
});

/** Admins only; everybody else gets the 404 page. */
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
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}
      >
        <Typography variant="h4" component="h1">
          {t("admin.title")}
        </Typography>
        <LinkButton variant="outlined" href="/admin/jobs">
          {t("admin.jobs.link")}
        </LinkButton>
      </Stack>
      <Paper component="section" aria-labelledby="admin-tournaments" sx={{ p: 3 }}>
        <Typography id="admin-tournaments" variant="h6" component="h2">
          {t("admin.tournaments")}
        </Typography>
        {tournaments.length === 0 ? (
          <EmptyState
            testId="admin-no-tournaments"
            actions={
              <>
                <Button variant="contained" href="#admin-new">
                  {t("admin.newTournament")}
                </Button>
                <Button variant="outlined" href="#admin-import">
                  {t("admin.importTitle")}
                </Button>
              </>
            }
          >
            {t("admin.noTournaments")}
          </EmptyState>
        ) : (
          <List>
            {tournaments.map((tournament) => (
              <ListItem
                key={tournament.id}
                divider
                secondaryAction={
                  <Stack direction="row" spacing={1}>
                    <LinkButton size="small" href={`/${tournament.slug}`}>
                      {t("admin.open")}
                    </LinkButton>
                    <LinkButton size="small" href={`/admin/${tournament.slug}`}>
                      {t("admin.manageTournament")}
                    </LinkButton>
                    {tournament.currentMatchday && (
                      <LinkButton
                        size="small"
                        variant="outlined"
                        href={`/${tournament.slug}/mng/102/${tournament.currentMatchday}`}
                      >
                        {t("admin.results")}
                      </LinkButton>
                    )}
                  </Stack>
                }
              >
                <ListItemText
                  primary={tournament.name}
                  secondary={`/${tournament.slug} · ${t(`sport.${tournament.sport}`)} · ${t(`status.${tournament.status}`)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <CreateTournamentForm />
      <Paper component="section" aria-labelledby="admin-mails" sx={{ p: 3 }}>
        <Typography id="admin-mails" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t("mailPreview.title")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <LinkButton href="/admin/mails" variant="outlined">
            {t("mailPreview.show")}
          </LinkButton>
          <LinkButton href="/admin/sms" variant="outlined">
            {t("smsOutbox.title")}
          </LinkButton>
        </Stack>
      </Paper>
      <ImportForm initialRuns={importRuns} />
      <SitesAdmin sites={sites as SiteRow[]} />
      <SsoAdmin providers={ssoProviders} />
    </Stack>
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
