"use client";
import { useTranslations } from "next-intl";
import { Controller, useForm, type FieldValues } from "@/ui/forms/form";
import { BONUS_KINDS, type BonusKind } from "@/lib/bonus-kinds";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { useAction, type ActionOptions } from "@/ui/forms/use-action";
import { lazyCodeResolver, useFieldErrorText } from "@/ui/forms/use-form-errors";
import { BonusAnswerField } from "@/ui/groups/bonus-answer-field";
import { useSnackbar } from "@/ui/snackbar";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormInput } from "@/ui/plain/form-fields";
import { FormSelect } from "@/ui/plain/form-select";
import styles from "../../admin.module.css";
import { refreshPage } from "@/ui/refresh";

const schemas = () => import("@/lib/bonus");
const newQuestionResolver = lazyCodeResolver(() => schemas().then((m) => m.newBonusQuestionForm));
/** One resolver per kind of question, its schema loaded with the first submit. */
const answerResolvers = new Map<BonusKind, ReturnType<typeof answerResolver>>();
const answerResolver = (kind: BonusKind) => lazyCodeResolver(() => schemas().then((m) => m.rightAnswerForm(kind)));
const answerResolverOf = (kind: BonusKind) => {
  if (!answerResolvers.has(kind)) answerResolvers.set(kind, answerResolver(kind));
  return answerResolvers.get(kind)!;
};

export interface AdminQuestion {
  id: string;
  kind: BonusKind;
  text: string;
  locked: boolean;
  lockText: string | null;
  answer: string | number | boolean | null;
  fromResult: boolean;
  groups: number;
}

/** Sends one bonus change; says so and reads the page again. */
function useBonusAction<V extends FieldValues>(options: ActionOptions<V>) {
  const { enqueueSnackbar } = useSnackbar();
  const action = useAction(options);
  const send = (change: () => Promise<unknown>, done: string, then?: () => void) =>
    action.run(change, {
      onSuccess: () => {
        enqueueSnackbar(done, { variant: "success" });
        then?.();
        refreshPage();
      },
    });
  return { send, api: action.api, pending: action.pending };
}

/** One question: what it asks, when it locks, and its right answer once it has locked. */
function QuestionAnswer({
  question: q,
  competitors,
}: {
  question: AdminQuestion;
  competitors: { id: string; name: string }[];
}) {
  const t = useTranslations();
  const errorText = useFieldErrorText();
  const form = useForm({
    resolver: answerResolverOf(q.kind),
    defaultValues: { answer: q.answer === null ? "" : String(q.answer) },
  });
  const { send, api, pending } = useBonusAction({ setError: form.setError, fields: ["answer"] });
  const save = form.handleSubmit((body) =>
    send(() => api(`/api/admin/bonus/${q.id}`, { method: "PATCH", body }), t("bonus.adminAnswerSaved")),
  );
  return (
    <form
      noValidate
      onSubmit={save}
      className={`${content.stack1} ${content.flush}`}
      data-testid="bonus-admin-question"
    >
      <p className={`${content.body1} ${content.semibold}`}>{q.text}</p>
      <p className={`${content.body2} ${content.secondary}`}>
        {t(`bonus.kind.${q.kind}`)} ·{" "}
        {q.locked ? t("bonus.locked") : q.lockText ? t("bonus.locksAt", { when: q.lockText }) : t("bonus.noLock")} ·{" "}
        {t("bonus.adminGroups", { count: q.groups })}
        {q.fromResult && ` · ${t("bonus.adminFromResult")}`}
      </p>
      <div className={`${content.row1} ${content.center}`}>
        <Controller
          control={form.control}
          name="answer"
          render={({ field, fieldState }) => (
            <BonusAnswerField
              kind={q.kind}
              label={t("bonus.adminAnswer")}
              value={field.value}
              disabled={!q.locked}
              competitors={competitors}
              onChange={field.onChange}
              error={errorText(fieldState.error)}
              inputRef={field.ref}
            />
          )}
        />
        <button type="submit" className={buttonClass("outlined")} disabled={pending || !q.locked}>
          {t("bonus.adminSetAnswer")}
        </button>
      </div>
      {!q.locked && <p className={`${content.body2} ${content.secondary}`}>{t("bonus.adminOpenUntil")}</p>}
    </form>
  );
}

/** The tournament's bonus questions: the right answers (once each has locked), and questions of its own. */
export function BonusAdminSection({
  slug,
  questions,
  competitors,
}: {
  slug: string;
  questions: AdminQuestion[];
  competitors: { id: string; name: string }[];
}) {
  const t = useTranslations();
  const form = useForm({
    resolver: newQuestionResolver,
    defaultValues: { kind: "number" as BonusKind, text: "" },
  });
  const { send, api, pending } = useBonusAction({ setError: form.setError, fields: ["kind", "text"] });
  const add = form.handleSubmit((body) =>
    send(
      () => api(`/api/admin/tournaments/${slug}/bonus`, { method: "POST", body }),
      t("bonus.setupSaved"),
      () => form.reset({ kind: body.kind, text: "" }),
    ),
  );
  return (
    <section className={`${content.paper} ${content.p3}`} aria-labelledby="bonus-admin-title">
      <h2 id="bonus-admin-title" className={`${content.h6} ${content.gutterBottom}`}>
        {t("bonus.adminTitle")}
      </h2>
      {questions.length === 0 && <p className={`${content.body1} ${content.secondary}`}>{t("bonus.adminNone")}</p>}
      <div className={`${content.stack3} ${content.flush} ${content.mb3}`}>
        {questions.map((q) => (
          <QuestionAnswer key={q.id} question={q} competitors={competitors} />
        ))}
      </div>
      <form noValidate onSubmit={add} className={styles.inlineForm}>
        <FormInput
          form={form}
          name="text"
          id="bonus-admin-text"
          size="small"
          label={t("bonus.adminText")}
          required
          fullWidth={false}
          className={styles.grow}
          htmlInput={{ minLength: TEXT_LIMITS.bonusQuestion.min, maxLength: TEXT_LIMITS.bonusQuestion.max }}
        />
        <FormSelect
          form={form}
          name="kind"
          id="bonus-admin-kind"
          size="small"
          label={t("bonus.adminKind")}
          fullWidth={false}
        >
          {BONUS_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`bonus.kind.${k}`)}
            </option>
          ))}
        </FormSelect>
        <button type="submit" className={buttonClass("contained")} disabled={pending}>
          {t("bonus.adminAdd")}
        </button>
      </form>
    </section>
  );
}
