"use client";
import { stageName } from "@/lib/stage-name";
import { useFormatter, useTranslations } from "next-intl";
import { useSnackbar } from "@/ui/snackbar";
import { Controller, useForm, useWatch, type Resolver } from "@/ui/forms/form";
import { isSemiFinal, QUALIFIER_PICKS } from "@/lib/scoring/pick-size";
import type { Sport } from "@/lib/sports";
import { GAME_STATUSES } from "@/lib/statuses";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver, useFieldErrorText } from "@/ui/forms/use-form-errors";
import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import { Checkbox, Radio } from "@/ui/plain/choice";
import { NativeSelect } from "@/ui/plain/field";
import fieldCss from "@/ui/plain/field.module.css";
import { ScoreStepper } from "@/ui/score-stepper";
import { RankingEditor, unranked, type Entrant, type EntrantStatuses } from "./ranking-editor";
import styles from "./result-editor.module.css";
import { refreshPage } from "@/ui/refresh";

const resolver = lazyCodeResolver(() => import("@/lib/schemas/tournaments").then((m) => m.resultEditorForm));

export interface EditableGame {
  id: string;
  kickoff: string;
  /** The kickoff as the server names it (`formatKickoff`: with its year when not this year's). */
  kickoffText: string;
  started: boolean;
  status: string;
  result: unknown;
  knockout: boolean;
  stage: string | null;
  home: string;
  away: string;
  entrants: Entrant[];
}

type Pair = { home: number; away: number };
type Stored = Partial<Pair> & {
  extraTime?: Pair;
  penalties?: Pair;
  decidedIn?: "regulation" | "overtime" | "shootout";
  ranking?: string[];
  statuses?: EntrantStatuses;
  qualifiers?: string[];
};

interface ResultValues {
  status: string;
  /** Empty until entered: a game without a result opens without a score. */
  home: number | null;
  away: number | null;
  extraTime: Pair | null;
  penalties: Pair | null;
  decidedIn: "regulation" | "overtime" | "shootout";
  order: Entrant[];
  statuses: EntrantStatuses;
  ranked: boolean;
  qualifiers: string[];
}

/** The parts of a result a server error may name (`checkResult`). */
const RESULT_FIELDS = ["status", "home", "decidedIn", "extraTime", "penalties", "ranking", "statuses", "qualifiers"];

/** One game's result in the shape of its sport, saved with PUT /api/admin/games/{id}/result. */
export function ResultEditor({ sport, game }: { sport: Sport; game: EditableGame }) {
  const t = useTranslations();
  const format = useFormatter();
  const { enqueueSnackbar } = useSnackbar();
  const errorText = useFieldErrorText();
  const stored = (game.result ?? {}) as Stored;
  const byId = new Map(game.entrants.map((e) => [e.id, e]));
  const initialOrder = stored.ranking
    ? [
        ...stored.ranking.map((id) => byId.get(id)!).filter(Boolean),
        ...game.entrants.filter((e) => !stored.ranking!.includes(e.id)),
      ]
    : game.entrants;
  const form = useForm<ResultValues>({
    resolver: resolver as unknown as Resolver<ResultValues>,
    // The game as it stands: its own status and its stored result, nothing assumed. A started game
    // without a result is not finished 0–0 (nor in the listed order): the admin says what happened.
    defaultValues: {
      status: game.status,
      home: stored.home ?? null,
      away: stored.away ?? null,
      extraTime: stored.extraTime ?? null,
      penalties: stored.penalties ?? null,
      decidedIn: stored.decidedIn ?? "regulation",
      order: initialOrder,
      statuses: stored.statuses ?? {},
      ranked: Boolean(stored.ranking),
      qualifiers: stored.qualifiers ?? [],
    },
  });
  const { run, api, pending } = useAction({ setError: form.setError, fields: RESULT_FIELDS });
  const values = useWatch({ control: form.control }) as ResultValues;
  const { errors } = form.formState;
  const ranking = game.entrants.length > 0;
  const semi = isSemiFinal(sport, { stage: game.stage });
  const qualifierCount = Math.min(QUALIFIER_PICKS, game.entrants.length);
  const title = ranking ? game.stage && stageName(game.stage, t) : `${game.home} – ${game.away}`;
  const withResult = values.status === "finished" || values.status === "live";
  const scoresRefused = Boolean(errors.home ?? errors.away);
  /** The parts of a finishing order a refusal may name, as shown under it (the listed order only until kept). */
  const rankingParts = [...(values.ranked ? [] : ["order"]), "ranking", "statuses"];

  const result = (v: ResultValues) => {
    const score = { home: v.home, away: v.away };
    if (semi) return { qualifiers: v.qualifiers };
    if (ranking)
      return { ranking: v.order.map((e) => e.id), ...(Object.keys(v.statuses).length > 0 && { statuses: v.statuses }) };
    if (sport === "hockey") return { ...score, decidedIn: v.decidedIn };
    if (sport === "basketball") return score;
    return { ...score, ...(v.extraTime && { extraTime: v.extraTime }), ...(v.penalties && { penalties: v.penalties }) };
  };

  const save = form.handleSubmit((v) => {
    // A race saved in the entry list's order records that list as its result: the admin moves the
    // entrants, or says the list is the finishing order (`ranked`).
    if (ranking && !semi && (v.status === "finished" || v.status === "live") && unranked(v)) {
      form.setError(
        "order",
        { type: "manage.listedOrderRefused", message: "manage.listedOrderRefused" },
        { shouldFocus: true },
      );
      return;
    }
    return run(
      () =>
        api(`/api/admin/games/${game.id}/result`, {
          method: "PUT",
          body:
            v.status === "finished" || v.status === "live"
              ? { status: v.status, result: result(v) }
              : { status: v.status },
        }),
      {
        onSuccess: () => {
          enqueueSnackbar(t("manage.saved", { game: title ?? "" }), { variant: "success" });
          refreshPage();
        },
      },
    );
  });
  /** The id of a part's refusal under it (`fieldError`), for the inputs it describes. */
  const errorId = (name: string) => `result-${game.id}-${name}-error`;
  /** A server error on a part of the result, under it (`id` for the inputs it describes). */
  const fieldError = (...names: string[]) => {
    const named = errors as Record<string, Parameters<typeof errorText>[0]>;
    const error = names.map((name) => named[name]).find(Boolean);
    return (
      error && (
        <p role="alert" id={errorId(names[0]!)} className={fieldCss.checkboxError}>
          {errorText(error)}
        </p>
      )
    );
  };
  const pairStepper = (name: "extraTime" | "penalties", label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange, ref }, fieldState }) =>
        value ? (
          <div className={styles.pair}>
            <p className={content.body1}>{label}</p>
            {/* A refused pair marks both boxes, said with them; the first gets the focus. */}
            <ScoreStepper
              team={game.home}
              label={`${label}: ${game.home}`}
              value={value.home}
              onChange={(home) => onChange({ ...value, home: home ?? 0 })}
              inputRef={ref}
              invalid={Boolean(fieldState.error)}
              describedBy={fieldState.error ? errorId(name) : undefined}
            />
            <ScoreStepper
              team={game.away}
              label={`${label}: ${game.away}`}
              value={value.away}
              onChange={(away) => onChange({ ...value, away: away ?? 0 })}
              invalid={Boolean(fieldState.error)}
              describedBy={fieldState.error ? errorId(name) : undefined}
            />
          </div>
        ) : (
          <></>
        )
      }
    />
  );

  return (
    <section aria-label={title ?? undefined} className={`${content.paper} ${content.p2}`} data-testid="result-editor">
      <form noValidate onSubmit={save} className={content.stack2}>
        <div className={styles.head}>
          <h2 className={`${content.subtitle1} ${content.semibold}`}>{title}</h2>
          <p className={`${content.body2} ${content.secondary}`}>{game.kickoffText}</p>
        </div>
        {!game.started && (
          <Alert role="status">
            {t("manage.notStartedYet", {
              time: format.dateTime(new Date(game.kickoff), { dateStyle: "medium", timeStyle: "short" }),
            })}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="status"
          render={({ field: status, fieldState }) => (
            <NativeSelect
              id={`result-${game.id}-status`}
              size="small"
              label={t("manage.status")}
              className={styles.status}
              name={status.name}
              value={status.value}
              onChange={status.onChange}
              onBlur={status.onBlur}
              inputRef={status.ref}
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error)}
            >
              {GAME_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`gameStatus.${s}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        />

        {withResult && !ranking && (
          <div className={styles.scores}>
            <p className={`${content.body1} ${styles.team} ${styles.home}`}>{game.home}</p>
            {(["home", "away"] as const).map((side) => (
              <Controller
                key={side}
                control={form.control}
                name={side}
                render={({ field }) => (
                  <ScoreStepper
                    team={game[side]}
                    label={t(side === "home" ? "manage.homeScore" : "manage.awayScore", { team: game[side], sport })}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={!game.started}
                    // A refused score (a draw where the sport has none, a side left empty) marks both
                    // boxes, said with them; the refused one gets the focus.
                    inputRef={field.ref}
                    invalid={scoresRefused}
                    describedBy={scoresRefused ? errorId("home") : undefined}
                  />
                )}
              />
            ))}
            <p className={`${content.body1} ${styles.team}`}>{game.away}</p>
          </div>
        )}
        {withResult && !ranking && fieldError("home", "away")}

        {withResult && sport === "hockey" && (
          <Controller
            control={form.control}
            name="decidedIn"
            render={({ field, fieldState }) => (
              <div
                role="radiogroup"
                aria-label={t("manage.decidedIn")}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? errorId("decidedIn") : undefined}
                className={`${styles.choices} ${styles.choicesRow}`}
              >
                {(["regulation", "overtime", "shootout"] as const).map((d) => (
                  <Radio
                    key={d}
                    name={`result-${game.id}-decided-in`}
                    value={d}
                    label={t(`manage.${d}`)}
                    checked={field.value === d}
                    onChoose={() => field.onChange(d)}
                  />
                ))}
              </div>
            )}
          />
        )}
        {withResult && sport === "hockey" && fieldError("decidedIn")}

        {withResult && sport === "football" && game.knockout && (
          <div className={content.stack1}>
            <Checkbox
              label={t("manage.extraTime")}
              checked={Boolean(values.extraTime)}
              onChange={(checked) =>
                form.setValue("extraTime", checked ? { home: values.home ?? 0, away: values.away ?? 0 } : null)
              }
            />
            {pairStepper("extraTime", t("manage.extraTimeScore"))}
            {fieldError("extraTime")}
            <Checkbox
              label={t("manage.penalties")}
              checked={Boolean(values.penalties)}
              onChange={(checked) => form.setValue("penalties", checked ? { home: 0, away: 0 } : null)}
            />
            {pairStepper("penalties", t("manage.penaltiesScore"))}
            {fieldError("penalties")}
          </div>
        )}

        {withResult && ranking && !semi && (
          <>
            <RankingEditor
              control={form.control}
              disabled={!game.started}
              errorId={rankingParts.some((part) => part in errors) ? errorId(rankingParts[0]!) : undefined}
            />
            {fieldError(...rankingParts)}
          </>
        )}

        {withResult && semi && (
          <Controller
            control={form.control}
            name="qualifiers"
            render={({ field: { value: qualifiers, onChange }, fieldState }) => (
              <div
                role="group"
                aria-label={t("manage.qualifiers")}
                aria-describedby={fieldState.error ? errorId("qualifiers") : undefined}
                className={styles.choices}
              >
                <p className={`${content.body2} ${content.secondary}`}>
                  {t("manage.qualifiers")} · {qualifiers.length}/{qualifierCount}
                </p>
                {game.entrants.map((e) => (
                  <Checkbox
                    key={e.id}
                    label={e.name}
                    checked={qualifiers.includes(e.id)}
                    // As many go through as the server takes (checkResult): ten, or the whole field.
                    disabled={!game.started || (!qualifiers.includes(e.id) && qualifiers.length >= qualifierCount)}
                    onChange={(checked) =>
                      onChange(checked ? [...qualifiers, e.id] : qualifiers.filter((q) => q !== e.id))
                    }
                  />
                ))}
              </div>
            )}
          />
        )}
        {withResult && semi && fieldError("qualifiers")}

        <div>
          <button type="submit" className={buttonClass("contained")} disabled={pending}>
            {t("manage.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
