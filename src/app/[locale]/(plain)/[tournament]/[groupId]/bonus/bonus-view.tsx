"use client";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import { Controller, useForm, useWatch, type FieldValues } from "@/ui/forms/form";
import { BONUS_POINTS_MAX, type BonusKind } from "@/lib/bonus-kinds";
import { useAction, type ActionOptions } from "@/ui/forms/use-action";
import { lazyCodeResolver, useFieldErrorText } from "@/ui/forms/use-form-errors";
import { BonusAnswerField } from "@/ui/groups/bonus-answer-field";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { FormCheckbox, FormInput } from "@/ui/plain/form-fields";
import styles from "./bonus.module.css";
import { refreshPage } from "@/ui/refresh";

type Answer = string | number | boolean;

export interface ShownQuestion {
  id: string;
  kind: BonusKind;
  text: string;
  points: number;
  locked: boolean;
  lockText: string | null;
  mine: Answer | null;
  mineText: string;
  answerText: string | null;
  myPoints: number | null;
  answers: { id: string; nickname: string; text: string; correct: boolean | null }[];
}

export interface ShownOption {
  questionId?: string;
  key: string | null;
  kind: BonusKind;
  text: string;
  points: number;
  chosen: boolean;
  locked: boolean;
}

/** The group's bonus questions: answer forms until each locks, then everyone's answers; the owner's choice of questions. */
export function BonusView({
  groupId,
  questions,
  options,
  competitors,
}: {
  groupId: string;
  questions: ShownQuestion[];
  options: ShownOption[] | null;
  competitors: { id: string; name: string }[];
}) {
  const t = useTranslations();
  return (
    <div className={`${content.stack3} ${content.flush}`}>
      <Answers groupId={groupId} questions={questions} competitors={competitors} />
      {options && <Setup groupId={groupId} options={options} />}
      {questions.length === 0 && !options && <p className={content.body1}>{t("bonus.none")}</p>}
    </div>
  );
}

function useSave(options: ActionOptions<FieldValues> = {}) {
  const { enqueueSnackbar } = useSnackbar();
  const { run, api, pending } = useAction(options);
  return {
    busy: pending,
    /** Its errors shown as `options` say (on the form's field they name), else in a snackbar. */
    save: (url: string, body: object, done: string) =>
      run(() => api(url, { method: "PUT", body }), {
        onSuccess: () => {
          enqueueSnackbar(done, { variant: "success" });
          refreshPage();
        },
      }),
  };
}

/** The open questions' own rules (the server's schema, loaded with the first save) and their fields. */
function answerChecks(open: readonly { id: string; kind: BonusKind }[]) {
  return {
    resolver: lazyCodeResolver(() => import("@/lib/bonus").then((m) => m.bonusAnswersForm(open))),
    fields: open.map((q) => q.id),
  };
}

/** What a question's field holds: my answer as text, blank when I have none. */
const typed = (q: ShownQuestion) => (q.mine === null ? "" : String(q.mine));

function Answers({
  groupId,
  questions,
  competitors,
}: {
  groupId: string;
  questions: ShownQuestion[];
  competitors: { id: string; name: string }[];
}) {
  const t = useTranslations();
  const errorText = useFieldErrorText();
  const open = questions.filter((q) => !q.locked);
  const { resolver, fields } = answerChecks(open);
  const form = useForm<Record<string, string>, Record<string, string | number | boolean | null>>({
    resolver,
    defaultValues: Object.fromEntries(open.map((q) => [q.id, typed(q)])),
  });
  const { busy, save } = useSave({ setError: form.setError, fields });
  const { enqueueSnackbar } = useSnackbar();
  if (questions.length === 0) return null;
  const submit = form.handleSubmit(async (values) => {
    // Only what changed is sent; a blank field leaves an answer as it was.
    const answers = open
      .filter((q) => values[q.id] !== null && values[q.id] !== undefined && form.getValues(q.id) !== typed(q))
      .map((q) => ({ questionId: q.id, answer: values[q.id] }));
    // Nothing typed or changed: said, so that a press is never met with silence.
    if (answers.length === 0) return void enqueueSnackbar(t("bonus.nothingToSave"), { variant: "info" });
    await save(`/api/groups/${groupId}/bonus/answers`, { answers }, t("bonus.saved"));
  });
  return (
    <section aria-labelledby="bonus-answers-title" className={`${content.paper} ${content.p2}`}>
      <h2 id="bonus-answers-title" className={`${content.h6} ${content.gutterBottom}`}>
        {t("bonus.title")}
      </h2>
      <form onSubmit={submit} noValidate className={`${content.stack3} ${content.flush}`}>
        {questions.map((q) => (
          <fieldset key={q.id} className={styles.question} data-testid="bonus-question">
            <legend className={styles.legend}>
              {q.text}{" "}
              <span className={`${content.body1} ${content.secondary}`}>
                · {t("bonus.points", { points: q.points })}
              </span>
            </legend>
            <p className={`${content.body2} ${content.secondary}`}>
              {q.locked ? t("bonus.locked") : q.lockText ? t("bonus.locksAt", { when: q.lockText }) : t("bonus.noLock")}
            </p>
            {q.locked ? (
              <LockedQuestion question={q} />
            ) : (
              <Controller
                control={form.control}
                name={q.id}
                defaultValue={typed(q)}
                render={({ field, fieldState }) => (
                  <BonusAnswerField
                    kind={q.kind}
                    label={t("bonus.yourAnswer")}
                    value={field.value ?? ""}
                    error={errorText(fieldState.error)}
                    competitors={competitors}
                    onChange={field.onChange}
                    inputRef={field.ref}
                  />
                )}
              />
            )}
          </fieldset>
        ))}
        {open.length > 0 && (
          <>
            <p className={`${content.body2} ${content.secondary}`}>{t("bonus.hiddenUntilLock")}</p>
            <div>
              <button type="submit" className={buttonClass("contained")} disabled={busy}>
                {t("bonus.save")}
              </button>
            </div>
          </>
        )}
      </form>
    </section>
  );
}

function LockedQuestion({ question: q }: { question: ShownQuestion }) {
  const t = useTranslations();
  return (
    <div className={`${content.stack1} ${content.flush}`}>
      <p className={content.body1}>
        {t("bonus.yourAnswer")}: <strong>{q.mineText || t("bonus.noAnswer")}</strong>
      </p>
      <p className={content.body1} data-testid="bonus-result">
        {q.answerText === null ? t("bonus.notSettled") : t("bonus.rightAnswer", { answer: q.answerText })}
        {q.myPoints !== null && <> · {t("bonus.earned", { points: q.myPoints })}</>}
      </p>
      {q.answers.length > 0 && (
        <details>
          <summary>{t("bonus.everyone")}</summary>
          <ul>
            {q.answers.map((a) => (
              <li key={a.id}>
                {a.nickname}: {a.text}
                {a.correct !== null && <> ({t(a.correct ? "bonus.right" : "bonus.wrong")})</>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

const setupResolver = lazyCodeResolver(() => import("@/lib/bonus").then((m) => m.bonusSetupForm));

function Setup({ groupId, options }: { groupId: string; options: ShownOption[] }) {
  const t = useTranslations();
  const form = useForm({
    resolver: setupResolver,
    defaultValues: { options: options.map((o) => ({ chosen: o.chosen, points: String(o.points) })) },
  });
  // The server's refusals (a question that locked meanwhile) name no field of this form.
  const { busy, save } = useSave();
  const rows = useWatch({ control: form.control, name: "options" });
  // Every question locked (the tournament has begun): nothing here can change, so nothing to save.
  const closed = options.every((o) => o.locked);
  const submit = form.handleSubmit(async (values) => {
    const questions = values.options.flatMap((row, i) => {
      const o = options[i]!;
      if (!row.chosen || row.points === null) return [];
      return [o.questionId ? { questionId: o.questionId, points: row.points } : { key: o.key, points: row.points }];
    });
    await save(`/api/groups/${groupId}/bonus`, { questions }, t("bonus.setupSaved"));
  });
  return (
    <section aria-labelledby="bonus-setup-title" className={`${content.paper} ${content.p2}`}>
      <h2 id="bonus-setup-title" className={`${content.h6} ${content.gutterBottom}`}>
        {t("bonus.setupTitle")}
      </h2>
      <p className={`${content.body2} ${content.secondary} ${styles.intro}`}>
        {closed ? t("bonus.setupClosed") : t("bonus.setupHint")}
      </p>
      {/* Closed with none chosen (a group made after the start): nothing to show but that sentence. */}
      {!(closed && options.every((o) => !o.chosen)) && (
        <form onSubmit={submit} noValidate className={`${content.stack2} ${content.flush}`}>
          {options.map((o, i) => (
            <div key={o.questionId ?? o.key} className={styles.option} data-testid="bonus-option">
              <div className={styles.choice}>
                <FormCheckbox form={form} name={`options.${i}.chosen`} label={o.text} disabled={o.locked} />
              </div>
              <FormInput
                form={form}
                name={`options.${i}.points`}
                id={`bonus-points-${o.questionId ?? o.key}`}
                size="small"
                type="number"
                fullWidth={false}
                label={t("bonus.pointsShort")}
                disabled={o.locked || !rows[i]?.chosen}
                htmlInput={{
                  min: 1,
                  max: BONUS_POINTS_MAX,
                  step: 1,
                  inputMode: "numeric",
                  "aria-label": t("bonus.pointsLabel", { question: o.text }),
                }}
                className={styles.points}
              />
            </div>
          ))}
          {!closed && (
            <div>
              <button type="submit" className={buttonClass("contained")} disabled={busy}>
                {t("bonus.setupSave")}
              </button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
