"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { useAction } from "@/ui/forms/use-action";
import styles from "./seasons.module.css";

export interface SeasonChoice {
  slug: string;
  name: string;
}

/**
 * The owner's "continue into the next season" (decision 0052): the next tournaments of the
 * competition in a native select (light on the group page), then the new group's page.
 */
export function ContinueSeason({ groupId, choices }: { groupId: string; choices: SeasonChoice[] }) {
  const t = useTranslations("season");
  const router = useRouter();
  const action = useAction();
  const id = useId();
  const [tournament, setTournament] = useState(choices[0]?.slug ?? "");
  // Stays busy while the new group's page opens.
  const busy = action.pending || action.done;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void action.run(
      () =>
        action.api<{ groupId: string; tournament: string }>(`/api/groups/${groupId}/continue`, {
          body: { tournament },
        }),
      { onSuccess: (created) => router.push(`/${created.tournament}/${created.groupId}`) },
    );
  };

  return (
    <form onSubmit={submit} data-testid="continue-season">
      <Typography sx={{ color: "text.secondary", mb: 1 }}>{t("continueLead")}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-end" } }}>
        <div className={styles.field}>
          <label htmlFor={id}>{t("nextTournament")}</label>
          <select id={id} value={tournament} onChange={(e) => setTournament(e.target.value)} disabled={busy}>
            {choices.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="contained" disabled={busy || !tournament}>
          {busy ? t("continuing") : t("continue")}
        </Button>
      </Stack>
    </form>
  );
}
