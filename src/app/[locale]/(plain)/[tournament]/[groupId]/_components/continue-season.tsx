"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { useAction } from "@/ui/forms/use-action";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import styles from "./group-page.module.css";

export interface SeasonChoice {
  slug: string;
  name: string;
}

/**
 * The owner's "continue into the next season" (decision 0052): the next tournaments of the
 * competition in a native select (light on the group page), then the new group's page. Drawn
 * without MUI (decision 0068).
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
      <p className={`${content.body1} ${content.secondary} ${styles.mb1}`}>{t("continueLead")}</p>
      <div className={styles.continueRow}>
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
        <button type="submit" className={buttonClass("contained")} disabled={busy || !tournament}>
          {busy ? t("continuing") : t("continue")}
        </button>
      </div>
    </form>
  );
}
