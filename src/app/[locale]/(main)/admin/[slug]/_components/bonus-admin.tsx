"use client";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import { useState, type FormEvent } from "react";
import { useRouter } from "@/i18n/navigation";
import { BONUS_KINDS, type BonusKind } from "@/lib/bonus-kinds";
import { useAction } from "@/ui/forms/use-action";
import { answerOf, BonusAnswerField } from "@/ui/groups/bonus-answer-field";
import { TEXT_LIMITS } from "@/lib/schemas/limits";

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
  const router = useRouter();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(questions.map((q) => [q.id, q.answer === null ? "" : String(q.answer)])),
  );
  const [text, setText] = useState("");
  const [kind, setKind] = useState<BonusKind>("number");
  const action = useAction();
  const busy = action.pending;
  const run = (change: () => Promise<unknown>, done: string) =>
    action.run(change, {
      onSuccess: () => {
        enqueueSnackbar(done, { variant: "success" });
        router.refresh();
      },
    });
  const setAnswer = (q: AdminQuestion) => (event: FormEvent) => {
    event.preventDefault();
    void run(
      () =>
        action.api(`/api/admin/bonus/${q.id}`, {
          method: "PATCH",
          body: { answer: answerOf(q.kind, values[q.id] ?? "") },
        }),
      t("bonus.adminAnswerSaved"),
    );
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await action.api(`/api/admin/tournaments/${slug}/bonus`, { method: "POST", body: { kind, text } });
      setText("");
    }, t("bonus.setupSaved"));
  };
  return (
    <Paper component="section" aria-labelledby="bonus-admin-title" sx={{ p: 3 }}>
      <Typography id="bonus-admin-title" variant="h6" component="h2" gutterBottom>
        {t("bonus.adminTitle")}
      </Typography>
      {questions.length === 0 && <Typography color="text.secondary">{t("bonus.adminNone")}</Typography>}
      <Stack spacing={3} sx={{ mb: 3 }}>
        {questions.map((q) => {
          return (
            <Stack key={q.id} component="form" onSubmit={setAnswer(q)} spacing={1} data-testid="bonus-admin-question">
              <Typography sx={{ fontWeight: 600 }}>{q.text}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`bonus.kind.${q.kind}`)} ·{" "}
                {q.locked
                  ? t("bonus.locked")
                  : q.lockText
                    ? t("bonus.locksAt", { when: q.lockText })
                    : t("bonus.noLock")}{" "}
                · {t("bonus.adminGroups", { count: q.groups })}
                {q.fromResult && ` · ${t("bonus.adminFromResult")}`}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
                <BonusAnswerField
                  kind={q.kind}
                  label={t("bonus.adminAnswer")}
                  value={values[q.id] ?? ""}
                  disabled={!q.locked}
                  competitors={competitors}
                  onChange={(v) => setValues((all) => ({ ...all, [q.id]: v }))}
                />
                <Button type="submit" variant="outlined" disabled={busy || !q.locked}>
                  {t("bonus.adminSetAnswer")}
                </Button>
              </Stack>
              {!q.locked && (
                <Typography variant="body2" color="text.secondary">
                  {t("bonus.adminOpenUntil")}
                </Typography>
              )}
            </Stack>
          );
        })}
      </Stack>
      <Stack
        component="form"
        onSubmit={add}
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ alignItems: { sm: "center" } }}
      >
        <TextField
          size="small"
          label={t("bonus.adminText")}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
          slotProps={{
            htmlInput: { minLength: TEXT_LIMITS.bonusQuestion.min, maxLength: TEXT_LIMITS.bonusQuestion.max },
          }}
          sx={{ flex: 1 }}
        />
        <TextField
          size="small"
          select
          label={t("bonus.adminKind")}
          value={kind}
          onChange={(e) => setKind(e.target.value as BonusKind)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {BONUS_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`bonus.kind.${k}`)}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={busy}>
          {t("bonus.adminAdd")}
        </Button>
      </Stack>
    </Paper>
  );
}
