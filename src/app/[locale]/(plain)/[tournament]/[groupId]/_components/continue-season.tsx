"use client";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { useRouter } from "@/i18n/navigation";
import { useAction } from "@/ui/forms/use-action";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import styles from "./group-page.module.css";

// The dialog loads when the owner first asks to continue, not with the group page.
const ConfirmDialog = dynamic(() => import("@/ui/confirm-dialog"), { ssr: false });

export interface SeasonChoice {
  slug: string;
  name: string;
}

/**
 * The owner's "continue into the next season" (decision 0052): the next tournaments of the
 * competition in a native select (light on the group page), a confirmation naming the group and
 * both tournaments (a group continues once, and its members are told at once), then the new
 * group's page. Drawn without MUI (decision 0068); the dialog loads when it opens.
 */
export function ContinueSeason({
  groupId,
  group,
  from,
  choices,
}: {
  groupId: string;
  /** The group's name and its current tournament's, for the confirmation. */
  group: string;
  from: string;
  choices: SeasonChoice[];
}) {
  const t = useTranslations("season");
  const router = useRouter();
  const action = useAction();
  const id = useId();
  const [tournament, setTournament] = useState(choices[0]?.slug ?? "");
  const [asked, setAsked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Stays busy while the new group's page opens.
  const busy = action.pending || action.done;
  const chosen = choices.find((c) => c.slug === tournament)?.name ?? "";

  const ask = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || !tournament) return;
    setAsked(true);
    setConfirming(true);
  };
  const continueGroup = () => {
    setConfirming(false);
    void action.run(
      () =>
        action.api<{ groupId: string; tournament: string }>(`/api/groups/${groupId}/continue`, {
          body: { tournament },
        }),
      { onSuccess: (created) => router.push(`/${created.tournament}/${created.groupId}`) },
    );
  };

  return (
    <form onSubmit={ask} data-testid="continue-season">
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
      {asked && (
        <ConfirmDialog
          open={confirming}
          title={t("confirmTitle", { group, tournament: chosen })}
          text={t("confirmText", { group, from, tournament: chosen })}
          confirm={t("confirmContinue")}
          cancel={t("cancel")}
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={continueGroup}
        />
      )}
    </form>
  );
}
