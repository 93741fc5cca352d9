"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { apiFetch } from "@/lib/api-client";
import type { SheetGame, SheetMatchday } from "@/lib/picks/sheet-types";
import { isSemiFinal, pickSize } from "@/lib/scoring/rule-sets";
import type { GameMode, Sport } from "@/lib/sports";
import { useHandleError } from "@/ui/forms/use-form-errors";
import { RankingPick } from "@/ui/picks/ranking-pick";
import { ScoreStepper } from "@/ui/score-stepper";
import { Countdown } from "@/ui/tournaments/countdown";

type Pick = Record<string, unknown>;

/** A game the server refused to save, in the seed's error shape: its message says why, in the player's language. */
interface Refusal {
  gameId: string;
  code: string;
  message?: string;
  params?: Record<string, string | number>;
}

interface Props {
  /** Where the picks go: a group's picks, or the predictions hub (with the fields it needs besides the picks). */
  saveTo: { url: string; fields?: Record<string, unknown> };
  sport: Sport;
  mode: GameMode;
  jokers: boolean;
  matchdays: SheetMatchday[];
  serverNow: number;
  /** Shown under a game, such as the crowd's distribution once it locked. */
  extras?: Record<string, React.ReactNode>;
  /** Shown under a game's editor while it is open, such as "your picks differ between groups". */
  notes?: Record<string, string>;
}

/** Every game of the tournament, matchday by matchday, in the shape its sport and mode ask for. */
export function PickSheet({ saveTo, sport, mode, jokers, matchdays, serverNow, extras = {}, notes = {} }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const { enqueueSnackbar } = useSnackbar();
  const handleError = useHandleError();
  const [draft, setDraft] = useState<Record<string, Pick>>({});
  const [jokerOf, setJokerOf] = useState<Record<number, string | null>>({});
  const [rejected, setRejected] = useState<Record<string, Refusal>>({});
  const [pending, setPending] = useState(false);
  const all = matchdays.flatMap((m) => m.games.map((g) => ({ ...g, matchday: m.ordinal })));
  const current = (g: SheetGame): Pick | null => draft[g.id] ?? (g.pick as Pick | null);
  const set = (id: string, pick: Pick) => setDraft((d) => ({ ...d, [id]: pick }));
  const jokerGame = (ordinal: number, games: SheetGame[]) => (ordinal in jokerOf ? jokerOf[ordinal] : (games.find((g) => g.joker)?.id ?? null));

  const refusalMessage = (r: Refusal) => r.message || (t.has(r.code as never) ? t(r.code as never, r.params as never) : t("error.general"));

  const save = async () => {
    const changed = all.filter((g) => !g.locked && (draft[g.id] || (jokers && jokerGame(g.matchday, all.filter((x) => x.matchday === g.matchday)) === g.id) !== g.joker));
    const body = changed.filter((g) => current(g)).map((g) => ({ gameId: g.id, pick: current(g), joker: jokers && jokerGame(g.matchday, all.filter((x) => x.matchday === g.matchday)) === g.id }));
    if (body.length === 0) return;
    setPending(true);
    try {
      const result = await apiFetch<{ saved: unknown[]; rejected: Refusal[] }>(saveTo.url, { method: "PUT", body: { ...saveTo.fields, picks: body }, locale });
      const refused = Object.fromEntries(result.rejected.map((r) => [r.gameId, r]));
      setRejected(refused);
      if (result.saved.length) enqueueSnackbar(t("picks.saved", { count: result.saved.length }), { variant: "success" });
      if (result.rejected.length) enqueueSnackbar(t("picks.rejected", { count: result.rejected.length }), { variant: "warning" });
      // What the player typed for a refused game stays on the sheet, to be put right and saved again
      // (a game that locked meanwhile shows what was stored).
      setDraft((d) => Object.fromEntries(Object.entries(d).filter(([id]) => refused[id] && refused[id].code !== "error.pick.locked")));
      router.refresh();
    } catch (error) {
      handleError(error);
    } finally {
      setPending(false);
    }
  };

  const editor = (g: SheetGame) => {
    const pick = current(g) ?? {};
    const disabled = g.locked;
    if (g.entrants.length > 0) {
      if (isSemiFinal(sport, { stage: g.stage })) {
        const size = pickSize(sport, mode, { knockout: g.knockout, stage: g.stage, entrantIds: g.entrants.map((e) => e.id) });
        const chosen = (pick.qualifiers as string[] | undefined) ?? [];
        return (
          <Stack>
            <Typography variant="body2">{t("picks.qualifiersPick", { count: size })}</Typography>
            {g.entrants.map((e) => (
              <FormControlLabel
                key={e.id}
                label={e.name}
                control={
                  <Checkbox
                    checked={chosen.includes(e.id)}
                    disabled={disabled || (!chosen.includes(e.id) && chosen.length >= size)}
                    onChange={(ev) => set(g.id, { qualifiers: ev.target.checked ? [...chosen, e.id] : chosen.filter((c) => c !== e.id) })}
                  />
                }
              />
            ))}
          </Stack>
        );
      }
      const size = pickSize(sport, mode, { knockout: g.knockout, stage: g.stage, entrantIds: g.entrants.map((e) => e.id) });
      return <RankingPick entrants={g.entrants} size={size} value={(pick.ranking as string[] | undefined) ?? []} disabled={disabled} onChange={(ranking) => set(g.id, { ranking })} />;
    }
    if (mode === "simple") {
      const options = sport === "football" ? (["home", "draw", "away"] as const) : (["home", "away"] as const);
      return (
        <ToggleButtonGroup exclusive value={(pick.outcome as string) ?? null} disabled={disabled} onChange={(_, outcome) => outcome && set(g.id, { outcome })} aria-label={`${g.home} – ${g.away}`}>
          {options.map((o) => (
            <ToggleButton key={o} value={o}>
              {o === "home" ? g.home : o === "away" ? g.away : t("picks.draw")}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      );
    }
    const home = (pick.home as number | undefined) ?? 0;
    const away = (pick.away as number | undefined) ?? 0;
    const base = { home, away };
    const extra = sport === "hockey" ? { decidedIn: (pick.decidedIn as string) ?? "regulation" } : sport === "football" && g.knockout && home === away ? { advances: (pick.advances as string) ?? "home" } : {};
    return (
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <ScoreStepper team={g.home} value={home} disabled={disabled} onChange={(v) => set(g.id, { ...base, ...extra, home: v })} label={t("manage.homeScore", { team: g.home })} />
          <ScoreStepper team={g.away} value={away} disabled={disabled} onChange={(v) => set(g.id, { ...base, ...extra, away: v })} label={t("manage.awayScore", { team: g.away })} />
        </Stack>
        {sport === "hockey" && (
          <TextField select size="small" label={t("picks.decidedIn")} value={(extra as { decidedIn: string }).decidedIn} disabled={disabled} onChange={(e) => set(g.id, { ...base, decidedIn: e.target.value })} sx={{ maxWidth: 220 }}>
            {(["regulation", "overtime", "shootout"] as const).map((d) => (
              <MenuItem key={d} value={d}>
                {t(`manage.${d}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {"advances" in extra && (
          <TextField select size="small" label={t("picks.advances")} value={extra.advances} disabled={disabled} onChange={(e) => set(g.id, { ...base, advances: e.target.value })} sx={{ maxWidth: 220 }}>
            <MenuItem value="home">{g.home}</MenuItem>
            <MenuItem value="away">{g.away}</MenuItem>
          </TextField>
        )}
      </Stack>
    );
  };

  const gameCard = (m: SheetMatchday, g: SheetGame, refusal = rejected[g.id]) => (
    <Paper key={g.id} variant="outlined" sx={{ p: 2, borderColor: refusal ? "error.main" : undefined }} data-testid="pick-game">
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap" }}>
          <Typography sx={{ fontWeight: 600 }}>{g.entrants.length ? (g.stage && t.has(`stage.${g.stage}` as never) ? t(`stage.${g.stage}` as never) : g.stage) : `${g.home} – ${g.away}`}</Typography>
          {g.locked ? (
            <Chip size="small" label={g.points !== null ? t("picks.points", { points: g.points }) : t("picks.locked")} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t.rich("picks.locksIn", { countdown: () => <Countdown target={g.lockAt} serverNow={serverNow} /> })}
            </Typography>
          )}
        </Stack>
        {/* Why the last save refused this game, above what the player typed (kept for them to put right). */}
        {refusal && (
          <Alert severity="error" data-testid="pick-refusal">
            {refusalMessage(refusal)}
          </Alert>
        )}
        {g.locked && g.pick === null ? (
          <Typography color="text.secondary">{t("picks.noPick")}</Typography>
        ) : (
          editor(g)
        )}
        {jokers && mode === "expert" && !g.locked && (
          <FormControlLabel
            control={<Radio checked={jokerGame(m.ordinal, m.games) === g.id} onChange={() => setJokerOf((j) => ({ ...j, [m.ordinal]: g.id }))} />}
            label={t("picks.joker")}
          />
        )}
        {notes[g.id] && !g.locked && (
          <Typography variant="body2" color="text.secondary">
            {notes[g.id]}
          </Typography>
        )}
        {extras[g.id]}
      </Stack>
    </Paper>
  );

  return (
    <Stack spacing={3}>
      {matchdays.map((m) => {
        const name = m.name ?? t("tournament.matchday", { ordinal: m.ordinal });
        // A matchday that is over for picking folds away, so the open games come first to the eye.
        if (m.games.length > 0 && m.games.every((g) => g.locked)) {
          const points = m.games.reduce((sum, g) => sum + (g.points ?? 0), 0);
          return (
            <Box component="details" key={m.ordinal} data-testid="locked-matchday">
              <Box component="summary" sx={{ cursor: "pointer", py: 0.5 }}>
                <Typography variant="h6" component="h2" sx={{ display: "inline" }}>
                  {name}
                </Typography>
                <Typography component="span" color="text.secondary">
                  {" "}
                  · {t("picks.lockedMatchday", { points })}
                </Typography>
              </Box>
              <Stack spacing={1} sx={{ mt: 1 }}>
                {m.games.map((g) => gameCard(m, g))}
              </Stack>
            </Box>
          );
        }
        return (
          <Stack component="section" key={m.ordinal} spacing={1} aria-label={name}>
            <Typography variant="h6" component="h2">
              {name}
            </Typography>
            {m.games.length === 0 && <Typography color="text.secondary">{t("picks.noGames")}</Typography>}
            {m.games.map((g) => gameCard(m, g))}
          </Stack>
        );
      })}
      <Box sx={{ position: "sticky", bottom: { xs: 72, md: 16 } }}>
        <Button variant="contained" size="large" onClick={save} disabled={pending || (Object.keys(draft).length === 0 && Object.keys(jokerOf).length === 0)}>
          {t("picks.save")}
        </Button>
      </Box>
    </Stack>
  );
}
