"use client";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useForm } from "@/ui/forms/form";
import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormCheckbox, FormInput } from "@/ui/plain/form-fields";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { GroupRulesFields } from "@/ui/groups/group-rules-fields";
import type { LockPolicyValue } from "@/ui/groups/lock-policy-field";
import { scoringToSend, type Scoring, type ScoringDefaults, type Weighable } from "@/ui/groups/scoring-editor";
import type { GameMode, Sport } from "@/lib/sports";
import { unlocks } from "@/lib/plus";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { toAppError } from "@/lib/errors";
import styles from "./group-page.module.css";
import { refreshPage } from "@/ui/refresh";

// The dialog loads when the manager first asks for a new invitation link.
const ConfirmDialog = dynamic(() => import("@/ui/confirm-dialog"), { ssr: false });

const FIELDS = ["name", "mode", "lockPolicy", "jokers", "public"] as const;
const resolver = lazyCodeResolver(() => import("@/lib/schemas/groups").then((m) => m.groupSettingsInput));

export interface SettingsGroup {
  id: string;
  name: string;
  mode: GameMode;
  scoring: Scoring;
  lockPolicy: LockPolicyValue;
  jokers: boolean;
  public: boolean;
  rulesLocked: boolean;
  modeLocked: boolean;
  ownerPlus: boolean;
}

/**
 * The owner's and group admins' settings: name, lock policy, jokers, and (until the group's first
 * lock) mode and scoring; regenerating the invitation link. The server decides each of them again.
 * Drawn without MUI (decision 0077); the regenerate dialog loads when it opens.
 */
export function GroupSettings({
  group,
  scoringDefaults,
  sport,
  slug,
  weighable,
  autoFocus,
}: {
  group: SettingsGroup;
  scoringDefaults: ScoringDefaults;
  /** The tournament's sport: the rules' words ("kickoff", "race", "show") follow it. */
  sport: Sport;
  slug: string;
  weighable?: Weighable;
  /** Opened by the manager (the group page's "Change the settings"): the name field takes the focus. */
  autoFocus?: boolean;
}) {
  const t = useTranslations("group");
  // A group's rules follow its owner's Plus (lib/plus.ts); a free owner may still turn jokers off.
  const owner = { owner: group.ownerPlus };
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm({
    resolver,
    defaultValues: {
      groupId: group.id,
      name: group.name,
      mode: group.mode,
      scoring: group.scoring,
      lockPolicy: group.lockPolicy,
      jokers: group.jokers,
      public: group.public,
    },
  });
  const { run, api, pending } = useAction({ setError: form.setError, fields: FIELDS });
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  // Once asked, the dialog stays mounted, so that it can close with its transition.
  const [regenerateAsked, setRegenerateAsked] = useState(false);
  if (confirmRegenerate && !regenerateAsked) setRegenerateAsked(true);

  // A lock policy the server said locks open games at once (error.group.policyLocksOpen, shown on
  // its field): saved again unchanged, it is sent as read and confirmed.
  const [warnedPolicy, setWarnedPolicy] = useState<string | null>(null);
  const send = (body: Record<string, unknown>, done: string, policy?: string) =>
    run(
      () =>
        api("/api/game/settings-update", { body: { groupId: group.id, ...body } }).catch((error: unknown) => {
          if (policy && toAppError(error).code === "error.group.policyLocksOpen") setWarnedPolicy(policy);
          throw error;
        }),
      {
        onSuccess: () => {
          enqueueSnackbar(done, { variant: "success" });
          refreshPage();
        },
      },
    );
  const save = form.handleSubmit((values) => {
    const policy = JSON.stringify(values.lockPolicy);
    return send(
      {
        name: values.name,
        jokers: values.mode === "expert" && Boolean(values.jokers),
        public: values.public,
        ...(!group.rulesLocked && {
          mode: values.mode,
          lockPolicy: values.lockPolicy,
          ...(policy === warnedPolicy && { confirmLocks: true }),
          ...(unlocks("customScoring", owner) && { scoring: scoringToSend((values.scoring ?? {}) as Scoring) }),
        }),
      },
      t("settingsSaved"),
      policy,
    );
  });

  return (
    <section aria-labelledby="settings-title" className={`${content.paper} ${content.p2}`}>
      <h2 id="settings-title" className={`${content.h6} ${content.gutterBottom}`}>
        {t("settings")}
      </h2>
      <form noValidate onSubmit={save} className={`${content.stack2} ${content.flush}`} style={{ maxWidth: 560 }}>
        <FormInput
          form={form}
          name="name"
          id="group-name"
          label={t("name")}
          required
          htmlInput={{ maxLength: TEXT_LIMITS.groupName, autoFocus }}
        />
        {group.rulesLocked ? (
          <Alert severity="info" role="status">
            {t("rulesLocked")}
          </Alert>
        ) : (
          group.modeLocked && (
            <Alert severity="info" role="status">
              {t("modeHasPicks")}
            </Alert>
          )
        )}
        <GroupRulesFields
          form={form}
          slug={slug}
          sport={sport}
          ownerPlus={group.ownerPlus}
          scoringDefaults={scoringDefaults}
          weighable={weighable}
          locked={group.rulesLocked}
          modeLocked={group.modeLocked}
        />
        <FormCheckbox form={form} name="public" label={t("public")} describedBy="public-hint" />
        <p id="public-hint" className={`${content.body2} ${content.secondary} ${styles.publicHint}`}>
          {t("publicHint")}
        </p>
        <div className={styles.settingsButtons}>
          <button type="submit" className={buttonClass("contained")} disabled={pending}>
            {t("saveSettings")}
          </button>
          {/* Never disabled: the dialog gives the focus back to it as it closes, while the new link is
              being made (a disabled button would drop the focus to the page's body). */}
          <button
            type="button"
            className={buttonClass("outlined")}
            onClick={() => !pending && setConfirmRegenerate(true)}
          >
            {t("regenerate")}
          </button>
        </div>
        <p className={`${content.body2} ${content.secondary}`}>{t("regenerateHint")}</p>
      </form>
      {regenerateAsked && (
        <ConfirmDialog
          open={confirmRegenerate}
          title={t("regenerateTitle")}
          text={t("regenerateText")}
          confirm={t("regenerateConfirm")}
          cancel={t("cancel")}
          busy={pending}
          onClose={() => setConfirmRegenerate(false)}
          onConfirm={() => {
            setConfirmRegenerate(false);
            void send({ regenerateInvitation: true }, t("invitationRegenerated"));
          }}
        />
      )}
    </section>
  );
}
