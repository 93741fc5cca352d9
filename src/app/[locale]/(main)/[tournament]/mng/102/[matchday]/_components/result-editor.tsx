"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSnackbar } from "@/ui/snackbar";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import type { Sport } from "@/lib/sports";
import { GAME_STATUSES } from "@/lib/statuses";
import { useAction } from "@/ui/forms/use-action";
import { lazyCodeResolver, useFieldErrorText } from "@/ui/forms/use-form-errors";

import { ScoreStepper } from "@/ui/score-stepper";
import { FormSelect } from "@/ui/forms/form-select";
import { RankingEditor, type Entrant, type EntrantStatuses } from "./ranking-editor";

const resolver = lazyCodeResolver(() => import("@/lib/schemas/tournaments").then((m) => m.resultEditorForm));

export interface EditableGame {
  id: string;
  kickoff: string;
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
  home: number;
  away: number;
  extraTime: Pair | null;
  penalties: Pair | null;
  decidedIn: "regulation" | "overtime" | "shootout";
  order: Entrant[];
  statuses: EntrantStatuses;
  qualifiers: string[];
}

/** The parts of a result a server error may name (`checkResult`). */
const RESULT_FIELDS = ["status", "home", "decidedIn", "extraTime", "penalties", "ranking", "statuses", "qualifiers"];

/** One game's result in the shape of its sport, saved with PUT /api/admin/games/{id}/result. */
export function ResultEditor({ sport, game }: { sport: Sport; game: EditableGame }) {
  const t = useTranslations();
  const format = useFormatter();
  const router = useRouter();
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
    defaultValues: {
      status: game.status === "scheduled" && game.started ? "finished" : game.status,
      home: stored.home ?? 0,
      away: stored.away ?? 0,
      extraTime: stored.extraTime ?? null,
      penalties: stored.penalties ?? null,
      decidedIn: stored.decidedIn ?? "regulation",
      order: initialOrder,
      statuses: stored.statuses ?? {},
      qualifiers: stored.qualifiers ?? [],
    },
  });
  const { run, api, pending } = useAction({ setError: form.setError, fields: RESULT_FIELDS });
  const values = useWatch({ control: form.control }) as ResultValues;
  const { errors } = form.formState;
  const ranking = game.entrants.length > 0;
  const semi = sport === "eurovision" && Boolean(game.stage?.startsWith("semi"));
  const title = ranking
    ? game.stage && t.has(`stage.${game.stage}` as never)
      ? t(`stage.${game.stage}` as never)
      : game.stage
    : `${game.home} – ${game.away}`;
  const withResult = values.status === "finished" || values.status === "live";

  const result = (v: ResultValues) => {
    const score = { home: v.home, away: v.away };
    if (semi) return { qualifiers: v.qualifiers };
    if (ranking)
      return { ranking: v.order.map((e) => e.id), ...(Object.keys(v.statuses).length > 0 && { statuses: v.statuses }) };
    if (sport === "hockey") return { ...score, decidedIn: v.decidedIn };
    if (sport === "basketball") return score;
    return { ...score, ...(v.extraTime && { extraTime: v.extraTime }), ...(v.penalties && { penalties: v.penalties }) };
  };

  const save = form.handleSubmit((v) =>
    run(
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
          router.refresh();
        },
      },
    ),
  );
  /** A server error on a part of the result, under it. */
  const fieldError = (...names: string[]) => {
    const named = errors as Record<string, Parameters<typeof errorText>[0]>;
    const error = names.map((name) => named[name]).find(Boolean);
    return error && <FormHelperText error>{errorText(error)}</FormHelperText>;
  };
  const pairStepper = (name: "extraTime" | "penalties", label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange } }) =>
        value ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
            <Typography>{label}</Typography>
            <ScoreStepper
              team={game.home}
              label={`${label}: ${game.home}`}
              value={value.home}
              onChange={(home) => onChange({ ...value, home })}
            />
            <ScoreStepper
              team={game.away}
              label={`${label}: ${game.away}`}
              value={value.away}
              onChange={(away) => onChange({ ...value, away })}
            />
          </Stack>
        ) : (
          <></>
        )
      }
    />
  );

  return (
    <Paper component="section" aria-label={title ?? undefined} sx={{ p: 2 }} data-testid="result-editor">
      <Stack spacing={2} component="form" noValidate onSubmit={save}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between", alignItems: "center" }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {format.dateTime(new Date(game.kickoff), {
              weekday: "short",
              day: "numeric",
              month: "short",
              hour: "2-digit",
              minute: "2-digit",
            })}
          </Typography>
        </Stack>
        {!game.started && (
          <Alert severity="info">
            {t("manage.notStartedYet", {
              time: format.dateTime(new Date(game.kickoff), { dateStyle: "medium", timeStyle: "short" }),
            })}
          </Alert>
        )}
        <FormSelect
          form={form}
          name="status"
          id={`result-${game.id}-status`}
          size="small"
          label={t("manage.status")}
          fullWidth={false}
          sx={{ maxWidth: 220 }}
        >
          {GAME_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`gameStatus.${s}`)}
            </MenuItem>
          ))}
        </FormSelect>

        {withResult && !ranking && (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: "center" }}>
            <Typography sx={{ minWidth: 120, textAlign: "right" }}>{game.home}</Typography>
            {(["home", "away"] as const).map((side) => (
              <Controller
                key={side}
                control={form.control}
                name={side}
                render={({ field }) => (
                  <ScoreStepper
                    team={game[side]}
                    label={t(side === "home" ? "manage.homeScore" : "manage.awayScore", { team: game[side] })}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={!game.started}
                  />
                )}
              />
            ))}
            <Typography sx={{ minWidth: 120 }}>{game.away}</Typography>
          </Stack>
        )}
        {withResult && !ranking && fieldError("home", "away")}

        {withResult && sport === "hockey" && (
          <Controller
            control={form.control}
            name="decidedIn"
            render={({ field }) => (
              <RadioGroup
                row
                aria-label={t("manage.decidedIn")}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                {(["regulation", "overtime", "shootout"] as const).map((d) => (
                  <FormControlLabel key={d} value={d} control={<Radio />} label={t(`manage.${d}`)} />
                ))}
              </RadioGroup>
            )}
          />
        )}
        {withResult && sport === "hockey" && fieldError("decidedIn")}

        {withResult && sport === "football" && game.knockout && (
          <Stack spacing={1}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={Boolean(values.extraTime)}
                  onChange={(e) =>
                    form.setValue("extraTime", e.target.checked ? { home: values.home, away: values.away } : null)
                  }
                />
              }
              label={t("manage.extraTime")}
            />
            {pairStepper("extraTime", t("manage.extraTimeScore"))}
            {fieldError("extraTime")}
            <FormControlLabel
              control={
                <Checkbox
                  checked={Boolean(values.penalties)}
                  onChange={(e) => form.setValue("penalties", e.target.checked ? { home: 0, away: 0 } : null)}
                />
              }
              label={t("manage.penalties")}
            />
            {pairStepper("penalties", t("manage.penaltiesScore"))}
            {fieldError("penalties")}
          </Stack>
        )}

        {withResult && ranking && !semi && (
          <>
            <RankingEditor control={form.control} disabled={!game.started} />
            {fieldError("ranking", "statuses")}
          </>
        )}

        {withResult && semi && (
          <Controller
            control={form.control}
            name="qualifiers"
            render={({ field: { value: qualifiers, onChange } }) => (
              <FormGroup aria-label={t("manage.qualifiers")}>
                {game.entrants.map((e) => (
                  <FormControlLabel
                    key={e.id}
                    label={e.name}
                    control={
                      <Checkbox
                        checked={qualifiers.includes(e.id)}
                        disabled={!game.started}
                        onChange={(ev) =>
                          onChange(ev.target.checked ? [...qualifiers, e.id] : qualifiers.filter((q) => q !== e.id))
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
          />
        )}
        {withResult && semi && fieldError("qualifiers")}

        <div>
          <Button type="submit" variant="contained" disabled={pending}>
            {t("manage.save")}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
