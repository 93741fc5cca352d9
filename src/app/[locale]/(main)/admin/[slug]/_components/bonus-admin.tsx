"use client";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Controller, useForm, type FieldValues } from "react-hook-form";
import { BONUS_KINDS, type BonusKind } from "@/lib/bonus-kinds";
import { TEXT_LIMITS } from "@/lib/schemas/limits";
import { useAction, type ActionOptions } from "@/ui/forms/use-action";
import { lazyCodeResolver, useFieldErrorText } from "@/ui/forms/use-form-errors";
import { BonusAnswerField } from "@/ui/groups/bonus-answer-field";
import { useSnackbar } from "@/ui/snackbar";
import { FormText } from "@/ui/forms/form-text";
import { FormSelect } from "@/ui/forms/form-select";
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
    <Stack component="form" noValidate onSubmit={save} spacing={1} data-testid="bonus-admin-question">
      <Typography sx={{ fontWeight: 600 }}>{q.text}</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t(`bonus.kind.${q.kind}`)} ·{" "}
        {q.locked ? t("bonus.locked") : q.lockText ? t("bonus.locksAt", { when: q.lockText }) : t("bonus.noLock")} ·{" "}
        {t("bonus.adminGroups", { count: q.groups })}
        {q.fromResult && ` · ${t("bonus.adminFromResult")}`}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
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
        <Button type="submit" variant="outlined" disabled={pending || !q.locked}>
          {t("bonus.adminSetAnswer")}
        </Button>
      </Stack>
      {!q.locked && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("bonus.adminOpenUntil")}
        </Typography>
      )}
    </Stack>
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
    <Paper component="section" aria-labelledby="bonus-admin-title" sx={{ p: 3 }}>
      <Typography id="bonus-admin-title" variant="h6" component="h2" gutterBottom>
        {t("bonus.adminTitle")}
      </Typography>
      {questions.length === 0 && <Typography sx={{ color: "text.secondary" }}>{t("bonus.adminNone")}</Typography>}
      <Stack spacing={3} sx={{ mb: 3 }}>
        {questions.map((q) => (
          <QuestionAnswer key={q.id} question={q} competitors={competitors} />
        ))}
      </Stack>
      <Stack
        component="form"
        noValidate
        onSubmit={add}
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ alignItems: { sm: "center" } }}
      >
        <FormText
          form={form}
          name="text"
          id="bonus-admin-text"
          size="small"
          label={t("bonus.adminText")}
          required
          fullWidth={false}
          slotProps={{
            htmlInput: { minLength: TEXT_LIMITS.bonusQuestion.min, maxLength: TEXT_LIMITS.bonusQuestion.max },
          }}
          sx={{ flex: 1 }}
        />
        <FormSelect
          form={form}
          name="kind"
          id="bonus-admin-kind"
          size="small"
          label={t("bonus.adminKind")}
          fullWidth={false}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {BONUS_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`bonus.kind.${k}`)}
            </option>
          ))}
        </FormSelect>
        <Button type="submit" variant="contained" disabled={pending}>
          {t("bonus.adminAdd")}
        </Button>
      </Stack>
    </Paper>
  );
}
