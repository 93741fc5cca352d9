"use client";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import { useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/constants";
import { localeSegment } from "@/lib/locales";
import { useAction } from "@/ui/forms/use-action";

export interface SiteRow {
  id: string;
  host: string;
  name: string;
  slogan: string | null;
  locales: Locale[];
  defaultLocale: Locale;
  gtmId: string | null;
  gaId: string | null;
  adsPageKey: string | null;
  featured: string[];
}

type Draft = Omit<SiteRow, "id" | "featured"> & { featured: string };

const EMPTY: Draft = {
  host: "",
  name: "",
  slogan: "",
  locales: [...LOCALES],
  defaultLocale: "en",
  gtmId: "",
  gaId: "",
  adsPageKey: "",
  featured: "",
};

const toDraft = (site: SiteRow): Draft => ({
  ...site,
  slogan: site.slogan ?? "",
  gtmId: site.gtmId ?? "",
  gaId: site.gaId ?? "",
  adsPageKey: site.adsPageKey ?? "",
  featured: site.featured.join(", "),
});

/** The sites this deployment serves: each host with its name, languages, analytics, ads and featured tournaments. */
export function SitesAdmin({ sites }: { sites: SiteRow[] }) {
  const t = useTranslations("admin");
  const router = useRouter();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { run, api, pending } = useAction();
  // Removing a site leaves the form usable.
  const other = useAction();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const orNull = (value: string | null) => (value && value.trim() ? value.trim() : null);

  const save = () => {
    const body = {
      host: draft.host,
      name: draft.name,
      slogan: orNull(draft.slogan),
      locales: draft.locales,
      defaultLocale: draft.defaultLocale,
      gtmId: orNull(draft.gtmId),
      gaId: orNull(draft.gaId),
      adsPageKey: orNull(draft.adsPageKey),
      featured: draft.featured
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    };
    return run(
      () =>
        editing ? api(`/api/admin/sites/${editing}`, { method: "PATCH", body }) : api("/api/admin/sites", { body }),
      {
        onSuccess: () => {
          enqueueSnackbar(t("siteSaved", { host: draft.host }), { variant: "success" });
          setEditing(null);
          setDraft(EMPTY);
          router.refresh();
        },
      },
    );
  };
  const remove = (site: SiteRow) =>
    other.run(() => other.api(`/api/admin/sites/${site.id}`, { method: "DELETE" }), {
      onSuccess: () => {
        enqueueSnackbar(t("siteDeleted", { host: site.host }), { variant: "success" });
        router.refresh();
      },
    });

  return (
    <Paper component="section" aria-labelledby="admin-sites" sx={{ p: 3 }}>
      <Typography id="admin-sites" variant="h6" component="h2">
        {t("sites")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t("sitesIntro")}
      </Typography>
      {sites.length > 0 && (
        <List data-testid="sites">
          {sites.map((site) => (
            <ListItem
              key={site.id}
              divider
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => (setEditing(site.id), setDraft(toDraft(site)))}>
                    {t("edit")}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => remove(site)}
                    aria-label={t("deleteSite", { host: site.host })}
                  >
                    {t("delete")}
                  </Button>
                </Stack>
              }
            >
              <ListItemText
                primary={`${site.name} · ${site.host}`}
                secondary={site.locales.map((l) => localeSegment(l).toUpperCase()).join(" ")}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack
        spacing={2}
        sx={{ mt: 2, maxWidth: 560 }}
        component="form"
        aria-label={editing ? t("editSite") : t("newSite")}
        onSubmit={(e) => (e.preventDefault(), void save())}
      >
        <Typography variant="subtitle1" component="h3">
          {editing ? t("editSite") : t("newSite")}
        </Typography>
        <TextField
          label={t("siteHost")}
          value={draft.host}
          onChange={(e) => set("host", e.target.value)}
          required
          helperText={t("siteHostHint")}
        />
        <TextField label={t("siteName")} value={draft.name} onChange={(e) => set("name", e.target.value)} required />
        <TextField label={t("siteSlogan")} value={draft.slogan} onChange={(e) => set("slogan", e.target.value)} />
        <FormGroup>
          <FormLabel component="legend">{t("siteLocales")}</FormLabel>
          <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap" }}>
            {LOCALES.map((l) => (
              <FormControlLabel
                key={l}
                label={LOCALE_NAMES[l]}
                control={
                  <Checkbox
                    checked={draft.locales.includes(l)}
                    onChange={(e) =>
                      set("locales", e.target.checked ? [...draft.locales, l] : draft.locales.filter((x) => x !== l))
                    }
                  />
                }
              />
            ))}
          </Stack>
        </FormGroup>
        <TextField
          select
          label={t("siteDefaultLocale")}
          value={draft.defaultLocale}
          onChange={(e) => set("defaultLocale", e.target.value as Locale)}
        >
          {draft.locales.map((l) => (
            <MenuItem key={l} value={l}>
              {LOCALE_NAMES[l]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t("siteFeatured")}
          value={draft.featured}
          onChange={(e) => set("featured", e.target.value)}
          helperText={t("siteFeaturedHint")}
        />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            label="GTM"
            value={draft.gtmId}
            onChange={(e) => set("gtmId", e.target.value)}
            placeholder="GTM-XXXXXXX"
          />
          <TextField
            label="GA"
            value={draft.gaId}
            onChange={(e) => set("gaId", e.target.value)}
            placeholder="G-XXXXXXX"
          />
          <TextField
            label={t("siteAds")}
            value={draft.adsPageKey}
            onChange={(e) => set("adsPageKey", e.target.value)}
          />
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            disabled={pending || !draft.host.trim() || !draft.name.trim() || draft.locales.length === 0}
          >
            {t("saveSite")}
          </Button>
          {editing && <Button onClick={() => (setEditing(null), setDraft(EMPTY))}>{t("cancelEdit")}</Button>}
        </Stack>
      </Stack>
    </Paper>
  );
}
