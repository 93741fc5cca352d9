"use client";
import { useTranslations } from "next-intl";
import { useForm } from "@/ui/forms/form";
import { useRouter } from "@/i18n/navigation";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver } from "@/ui/forms/use-form-errors";
import { GroupRulesFields } from "@/ui/groups/group-rules-fields";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import type { LockPolicyValue } from "@/ui/groups/lock-policy-field";
import { scoringToSend, type Scoring, type ScoringDefaults, type Weighable } from "@/ui/groups/scoring-editor";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import type { Sport } from "@/lib/sports";

const KICKOFF: LockPolicyValue = { kind: "kickoff" };
const FIELDS = ["name", "mode", "lockPolicy", "jokers", "nickname"] as const;
/** The server's own schema, loaded with the first submit (zod stays out of the page's first load). */
const resolver = lazyCodeResolver(() => import("@/lib/schemas/groups").then((m) => m.createGroupInput));

export function NewGroupForm({
  slug,
  sport,
  scoringDefaults,
  plus,
  nickname,
  weighable,
}: {
  slug: string;
  sport: Sport;
  scoringDefaults: ScoringDefaults;
  plus: boolean;
  nickname: string;
  weighable?: Weighable;
}) {
  const t = useTranslations("group");
  const router = useRouter();
  const form = useForm({
    resolver,
    defaultValues: {
      tournament: slug,
      name: "",
      mode: "expert" as const,
      scoring: {} as Scoring,
      lockPolicy: KICKOFF,
      jokers: false,
      nickname,
    },
  });
  const action = useAction({ setError: form.setError, fields: FIELDS });
  // Stays disabled while the new group's page opens.
  const pending = action.pending || action.done;
  const submit = form.handleSubmit((values) =>
    action.run(
      () =>
        action.api<{ groupId: string }>("/api/groups", {
          body: {
            tournament: slug,
            name: values.name,
            mode: values.mode,
            scoring: scoringToSend((values.scoring ?? {}) as Scoring),
            lockPolicy: values.lockPolicy,
            jokers: values.mode === "expert" && Boolean(values.jokers),
            nickname: values.nickname,
          },
        }),
      { onSuccess: (created) => router.push(`/${slug}/${created.groupId}`) },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className={`${content.stack2} ${content.flush}`} style={{ maxWidth: 560 }}>
      <FormInput form={form} name="name" label={t("name")} required htmlInput={{ maxLength: TEXT_LIMITS.groupName }} />
      <GroupRulesFields
        form={form}
        slug={slug}
        sport={sport}
        ownerPlus={plus}
        scoringDefaults={scoringDefaults}
        weighable={weighable}
      />
      <FormInput form={form} name="nickname" label={t("nickname")} htmlInput={{ maxLength: TEXT_LIMITS.nickname }} />
      <div>
        <button type="submit" className={buttonClass("contained", "large")} disabled={pending}>
          {t("createSubmit")}
        </button>
      </div>
    </form>
  );
}
