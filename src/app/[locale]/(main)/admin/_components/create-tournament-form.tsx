"use client";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import { useForm } from "react-hook-form";
import { SPORTS } from "@/lib/sports";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";

import { FormText } from "@/ui/forms/form-text";
import { FormSelect } from "@/ui/forms/form-select";
import { refreshPage } from "@/ui/refresh";

const resolver = lazyCodeResolver(() => import("@/lib/schemas/tournaments").then((m) => m.createTournamentInput));

export function CreateTournamentForm() {
  const t = useTranslations();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm({
    resolver,
    defaultValues: { slug: "", sport: "football" as const, name: "", season: "" },
  });
  const { run, api, pending } = useAction({ setError: form.setError, fields: ["slug", "sport", "name", "season"] });
  const submit = form.handleSubmit((values) =>
    run(
      () =>
        api<{ name: string }>("/api/admin/tournaments", { body: { ...values, season: values.season || undefined } }),
      {
        onSuccess: (created) => {
          enqueueSnackbar(t("admin.created", { name: created.name }), { variant: "success" });
          form.reset();
          refreshPage();
        },
      },
    ),
  );
  return (
    <Paper component="section" aria-labelledby="admin-new" sx={{ p: 3 }}>
      <Typography id="admin-new" variant="h6" component="h2" gutterBottom>
        {t("admin.newTournament")}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <FormText form={form} name="name" label={t("admin.name")} required />
        <FormText form={form} name="slug" label={t("admin.slug")} hint={t("admin.slugHint")} required />
        <FormSelect form={form} name="sport" label={t("admin.sport")} required>
          {SPORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`sport.${s}`)}
            </MenuItem>
          ))}
        </FormSelect>
        <FormText form={form} name="season" label={t("admin.season")} />
        <div>
          <Button type="submit" variant="contained" disabled={pending}>
            {t("admin.create")}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
