"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSnackbar } from "@/ui/snackbar";
import { useState } from "react";
import type { Sport } from "@/lib/sports";
import { GAME_STATUSES } from "@/lib/statuses";
import { useAction } from "@/ui/forms/use-action";
import { RankingEditor, type Entrant, type EntrantStatuses } from "./ranking-editor";
import { ScoreStepper } from "@/ui/score-stepper";

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

/** One game's result in the shape of its sport, saved with PUT /api/admin/games/{id}/result. */
export function ResultEditor({ sport, game }: { sport: Sport; game: EditableGame }) {
  const t = useTranslations();
  const format = useFormatter();
  const router = useRouter();
  const { enqueueSnackbar } = useSnackbar();
  const stored = (game.result ?? {}) as Stored;
  const [status, setStatus] = useState(game.status === "scheduled" && game.started ? "finished" : game.status);
  const [score, setScore] = useState<Pair>({ home: stored.home ?? 0, away: stored.away ?? 0 });
  const [extraTime, setExtraTime] = useState<Pair | null>(stored.extraTime ?? null);
  const [penalties, setPenalties] = useState<Pair | null>(stored.penalties ?? null);
  const [decidedIn, setDecidedIn] = useState(stored.decidedIn ?? "regulation");
  const byId = new Map(game.entrants.map((e) => [e.id, e]));
  const initialOrder = stored.ranking
    ? [
        ...stored.ranking.map((id) => byId.get(id)!).filter(Boolean),
        ...game.entrants.filter((e) => !stored.ranking!.includes(e.id)),
      ]
    : game.entrants;
  const [order, setOrder] = useState<Entrant[]>(initialOrder);
  const [statuses, setStatuses] = useState<EntrantStatuses>(stored.statuses ?? {});
  const [qualifiers, setQualifiers] = useState<string[]>(stored.qualifiers ?? []);
  const { run, api, pending } = useAction();
  const ranking = game.entrants.length > 0;
  const semi = sport === "eurovision" && Boolean(game.stage?.startsWith("semi"));
  const title = ranking
    ? game.stage && t.has(`stage.${game.stage}` as never)
      ? t(`stage.${game.stage}` as never)
      : game.stage
    : `${game.home} – ${game.away}`;
  const withResult = status === "finished" || status === "live";

  const result = () => {
    if (semi) return { qualifiers };
    if (ranking) return { ranking: order.map((e) => e.id), ...(Object.keys(statuses).length > 0 && { statuses }) };
    if (sport === "hockey") return { ...score, decidedIn };
    if (sport === "basketball") return score;
    return { ...score, ...(extraTime && { extraTime }), ...(penalties && { penalties }) };
  };

  const save = () =>
    run(
      () =>
        api(`/api/admin/games/${game.id}/result`, {
          method: "PUT",
          body: withResult ? { status, result: result() } : { status },
        }),
      {
        onSuccess: () => {
          enqueueSnackbar(t("manage.saved", { game: title ?? "" }), { variant: "success" });
          router.refresh();
        },
      },
    );

  return (
    <Paper component="section" aria-label={title ?? undefined} sx={{ p: 2 }} data-testid="result-editor">
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between", alignItems: "center" }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
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
        <TextField
          select
          size="small"
          label={t("manage.status")}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          sx={{ maxWidth: 220 }}
        >
          {GAME_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`gameStatus.${s}`)}
            </MenuItem>
          ))}
        </TextField>

        {withResult && !ranking && (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: "center" }}>
            <Typography sx={{ minWidth: 120, textAlign: "right" }}>{game.home}</Typography>
            <ScoreStepper
              team={game.home}
              label={t("manage.homeScore", { team: game.home })}
              value={score.home}
              onChange={(home) => setScore({ ...score, home })}
              disabled={!game.started}
            />
            <ScoreStepper
              team={game.away}
              label={t("manage.awayScore", { team: game.away })}
              value={score.away}
              onChange={(away) => setScore({ ...score, away })}
              disabled={!game.started}
            />
            <Typography sx={{ minWidth: 120 }}>{game.away}</Typography>
          </Stack>
        )}

        {withResult && sport === "hockey" && (
          <RadioGroup
            row
            aria-label={t("manage.decidedIn")}
            value={decidedIn}
            onChange={(e) => setDecidedIn(e.target.value as "regulation")}
          >
            {(["regulation", "overtime", "shootout"] as const).map((d) => (
              <FormControlLabel key={d} value={d} control={<Radio />} label={t(`manage.${d}`)} />
            ))}
          </RadioGroup>
        )}

        {withResult && sport === "football" && game.knockout && (
          <Stack spacing={1}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={Boolean(extraTime)}
                  onChange={(e) => setExtraTime(e.target.checked ? { ...score } : null)}
                />
              }
              label={t("manage.extraTime")}
            />
            {extraTime && (
              <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
                <Typography>{t("manage.extraTimeScore")}</Typography>
                <ScoreStepper
                  team={game.home}
                  label={`${t("manage.extraTimeScore")}: ${game.home}`}
                  value={extraTime.home}
                  onChange={(home) => setExtraTime({ ...extraTime, home })}
                />
                <ScoreStepper
                  team={game.away}
                  label={`${t("manage.extraTimeScore")}: ${game.away}`}
                  value={extraTime.away}
                  onChange={(away) => setExtraTime({ ...extraTime, away })}
                />
              </Stack>
            )}
            <FormControlLabel
              control={
                <Checkbox
                  checked={Boolean(penalties)}
                  onChange={(e) => setPenalties(e.target.checked ? { home: 0, away: 0 } : null)}
                />
              }
              label={t("manage.penalties")}
            />
            {penalties && (
              <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
                <Typography>{t("manage.penaltiesScore")}</Typography>
                <ScoreStepper
                  team={game.home}
                  label={`${t("manage.penaltiesScore")}: ${game.home}`}
                  value={penalties.home}
                  onChange={(home) => setPenalties({ ...penalties, home })}
                />
                <ScoreStepper
                  team={game.away}
                  label={`${t("manage.penaltiesScore")}: ${game.away}`}
                  value={penalties.away}
                  onChange={(away) => setPenalties({ ...penalties, away })}
                />
              </Stack>
            )}
          </Stack>
        )}

        {withResult && ranking && !semi && (
          <RankingEditor
            order={order}
            onOrder={setOrder}
            statuses={statuses}
            onStatuses={setStatuses}
            disabled={!game.started}
          />
        )}

        {withResult && semi && (
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
                      setQualifiers(ev.target.checked ? [...qualifiers, e.id] : qualifiers.filter((q) => q !== e.id))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        )}

        <div>
          <Button variant="contained" onClick={save} disabled={pending}>
            {t("manage.save")}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
