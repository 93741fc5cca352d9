"use client";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";

import { FormText } from "@/ui/forms/form-text";
import { useAdminCall } from "./admin-call";
import { Section, type Competitor } from "./section";

const schemas = () => import("@/lib/schemas/tournaments");
const renameResolver = lazyCodeResolver(() => schemas().then((m) => m.renameCompetitorForm));
const addResolver = lazyCodeResolver(() => schemas().then((m) => m.competitorForm));

function CompetitorRow({ competitor }: { competitor: Competitor }) {
  const t = useTranslations("admin");
  const id = useId();
  const form = useForm({ resolver: renameResolver, defaultValues: { name: competitor.name } });
  const { call, pending } = useAdminCall({ setError: form.setError, fields: ["name"] });
  const name = useWatch({ control: form.control, name: "name" });
  const rename = form.handleSubmit((body) =>
    call(`/api/admin/competitors/${competitor.id}`, { method: "PATCH", body }),
  );
  return (
    <ListItem divider>
      <Stack
        component="form"
        noValidate
        onSubmit={rename}
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", width: "100%" }}
      >
        <FormText
          form={form}
          name="name"
          id={`${id}-name`}
          // The input's value attribute names the row (as it did when the field was controlled).
          defaultValue={competitor.name}
          size="small"
          label={t("competitorName")}
          fullWidth={false}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.competitorName } }}
        />
        <Typography variant="body2" sx={{ color: "text.secondary", minWidth: 120 }}>
          {competitor.code ? `${competitor.code} · ${competitor.label}` : ""}
        </Typography>
        <Button type="submit" size="small" disabled={pending || name.trim() === competitor.name}>
          {t("rename")}
        </Button>
      </Stack>
    </ListItem>
  );
}

/** The tournament's teams (or drivers, or countries): renamed in place, added below. */
export function CompetitorsSection({ slug, competitors }: { slug: string; competitors: Competitor[] }) {
  const t = useTranslations("admin");
  const form = useForm({ resolver: addResolver, defaultValues: { name: "", code: "" } });
  const { call, pending } = useAdminCall({ setError: form.setError, fields: ["name", "code"] });
  const add = form.handleSubmit(async (body) => {
    if (await call(`/api/admin/tournaments/${slug}/competitors`, { body })) form.reset();
  });
  return (
    <Section title={t("competitors")}>
      {competitors.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{t("noCompetitors")}</Typography>
      ) : (
        <List dense>
          {competitors.map((c) => (
            <CompetitorRow key={c.id} competitor={c} />
          ))}
        </List>
      )}
      <Stack component="form" noValidate onSubmit={add} direction={{ xs: "column", sm: "row" }} spacing={1}>
        <FormText
          form={form}
          name="name"
          id="new-competitor-name"
          size="small"
          label={t("competitorName")}
          fullWidth={false}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.competitorName } }}
        />
        <FormText
          form={form}
          name="code"
          id="new-competitor-code"
          size="small"
          label={t("competitorCode")}
          fullWidth={false}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.competitorCode } }}
        />
        <Button type="submit" variant="outlined" disabled={pending}>
          {t("addCompetitor")}
        </Button>
      </Stack>
    </Section>
  );
}
