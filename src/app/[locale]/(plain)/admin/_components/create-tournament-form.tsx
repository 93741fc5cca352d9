"use client";
import { useTranslations } from "next-intl";
import { useForm } from "@/ui/forms/form";
import { SPORTS } from "@/lib/sports";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { FormSelect } from "@/ui/plain/form-select";
import { refreshPage } from "@/ui/refresh";
import { useSnackbar } from "@/ui/snackbar";

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
    <section className={`${content.paper} ${content.p3}`} aria-labelledby="admin-new">
      <h2 id="admin-new" className={`${content.h6} ${content.gutterBottom}`}>
        {t("admin.newTournament")}
      </h2>
      <form noValidate className={`${content.stack2} ${content.flush}`} onSubmit={submit}>
        <FormInput form={form} name="name" label={t("admin.name")} required />
        <FormInput form={form} name="slug" label={t("admin.slug")} hint={t("admin.slugHint")} required />
        <FormSelect form={form} name="sport" label={t("admin.sport")} required>
          {SPORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sport.${s}`)}
            </option>
          ))}
        </FormSelect>
        <FormInput form={form} name="season" label={t("admin.season")} />
        <div>
          <button type="submit" className={buttonClass("contained")} disabled={pending}>
            {t("admin.create")}
          </button>
        </div>
      </form>
    </section>
  );
}
