"use client";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSnackbar } from "@/ui/snackbar";
import { useForm } from "react-hook-form";
import { apiFetch } from "@/lib/api-client";
import { SPORTS } from "@/lib/sports";
import { useHandleError, zodCodeResolver } from "@/ui/forms/use-form-errors";
import { createTournamentInput } from "@/lib/schemas/tournaments";
import { FormText } from "../../account/_components/form-fields";

export function CreateTournamentForm() {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm({
    resolver: zodCodeResolver(createTournamentInput),
    defaultValues: { slug: "", sport: "football" as const, name: "", season: "" },
  });
  const handleError = useHandleError(form.setError, ["slug", "sport", "name", "season"]);
  const submit = form.handleSubmit((values) =>
    apiFetch<{ name: string }>("/api/admin/tournaments", {
      body: { ...values, season: values.season || undefined },
      locale,
    })
      .then((created) => {
        enqueueSnackbar(t("admin.created", { name: created.name }), { variant: "success" });
        form.reset();
        router.refresh();
      })
      .catch(handleError),
  );
  return (
    <Paper component="section" aria-labelledby="admin-new" sx={{ p: 3 }}>
      <Typography id="admin-new" variant="h6" component="h2" gutterBottom>
        {t("admin.newTournament")}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <FormText form={form} name="name" label={t("admin.name")} required />
        <FormText form={form} name="slug" label={t("admin.slug")} hint={t("admin.slugHint")} required />
        <FormText form={form} name="sport" label={t("admin.sport")} select required>
          {SPORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`sport.${s}`)}
            </MenuItem>
          ))}
        </FormText>
        <FormText form={form} name="season" label={t("admin.season")} />
        <div>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t("admin.create")}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
