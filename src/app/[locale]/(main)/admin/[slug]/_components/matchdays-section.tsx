"use client";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Link } from "@/i18n/navigation";
import { matchdayLabel } from "@/lib/matchday-label";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";

import { FormText } from "@/ui/forms/form-text";
import { useAdminCall } from "./admin-call";
import { Section } from "./section";

const resolver = lazyCodeResolver(() => import("@/lib/schemas/tournaments").then((m) => m.matchdayForm));

/** The tournament's matchdays, each with a link to its results; a new one after the last. */
export function MatchdaysSection({
  slug,
  matchdays,
}: {
  slug: string;
  matchdays: { ordinal: number; name: string | null; status: string; games: number }[];
}) {
  const t = useTranslations();
  const next = String((matchdays.at(-1)?.ordinal ?? 0) + 1);
  const form = useForm({ resolver, defaultValues: { ordinal: next, name: "" } });
  const { call, pending } = useAdminCall({ setError: form.setError, fields: ["ordinal", "name"] });
  const add = form.handleSubmit(async (body) => {
    if (await call(`/api/admin/tournaments/${slug}/matchdays`, { body }))
      form.reset({ ordinal: String(body.ordinal + 1), name: "" });
  });
  return (
    <Section title={t("admin.matchdays")}>
      <List dense>
        {matchdays.map((m) => (
          <ListItem
            key={m.ordinal}
            divider
            secondaryAction={
              <Button component={Link} href={`/${slug}/mng/102/${m.ordinal}`} size="small">
                {t("admin.results")}
              </Button>
            }
          >
            <ListItemText
              primary={matchdayLabel(m, t)}
              secondary={`${m.ordinal} · ${t(`status.${m.status}`)} · ${t("admin.gameCount", { count: m.games })}`}
            />
          </ListItem>
        ))}
      </List>
      <Stack component="form" noValidate onSubmit={add} direction={{ xs: "column", sm: "row" }} spacing={1}>
        <FormText
          form={form}
          name="ordinal"
          id="new-matchday-ordinal"
          size="small"
          type="number"
          label={t("admin.ordinal")}
          fullWidth={false}
          sx={{ width: 120 }}
        />
        <FormText
          form={form}
          name="name"
          id="new-matchday-name"
          size="small"
          label={t("admin.matchdayName")}
          fullWidth={false}
          slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.matchdayName } }}
        />
        <Button type="submit" variant="outlined" disabled={pending}>
          {t("admin.addMatchday")}
        </Button>
      </Stack>
    </Section>
  );
}
