"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import GlobalStyles from "@mui/material/GlobalStyles";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import type { Theme } from "@mui/material/styles";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSnackbar } from "@/ui/snackbar";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { apiFetch } from "@/lib/api-client";
import type { SheetGame, SheetMatchday } from "@/lib/picks/sheet-types";
import { isSemiFinal, pickSize } from "@/lib/scoring/pick-size";
import type { GameMode, Sport } from "@/lib/sports";
import { useHandleError } from "@/ui/forms/use-form-errors";
import { Flag } from "@/ui/flag";
import { RankingPick } from "@/ui/picks/ranking-pick";
import { BOTTOM_NAV_ROOM } from "@/ui/shell/bottom-nav-room";
import { Countdown } from "@/ui/tournaments/countdown";
import { LiveClockText } from "@/ui/tournaments/live-clock";
import { matchdayLabel } from "@/lib/matchday-label";

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
  /** The matchday asked for in the address (`?matchday=3`); otherwise the first one still open. */
  shownMatchday?: number;
  /** Shown under a game, such as the crowd's distribution once it locked. */
  extras?: Record<string, React.ReactNode>;
  /** Shown under a game's editor while it is open, such as "your picks differ between groups". */
  notes?: Record<string, string>;
}

/** Where a game stands for the player: what the line beside its time says. */
type GameState = "saved" | "empty" | "unsaved" | "refused" | "locked" | "lockedUnsaved" | "noPick";

const hidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
/** The save bar's height with its padding: the page keeps this much room below what it scrolls to. */
const SAVE_BAR_PX = 64;

/** The inputs stop at MAX_PICK_SCORE (src/lib/scoring/picks.ts, which the server checks); not imported, to keep its schemas off the page. */
const MAX_PICK_SCORE = 999;

/** Green that reads on the paper of either scheme (success.main is too light on white for small text). */
const successText = (theme: Theme) =>
  theme.palette.mode === "dark" ? theme.palette.success.light : theme.palette.success.dark;

/** A team's name with its flag on the same line (the flag never shrinks); the name wraps only
 * between words, breaking inside a word only as the last resort for one too long for the column. */
const teamName = {
  fontWeight: 500,
  fontSize: { xs: "0.9375rem", sm: "1rem" },
  lineHeight: 1.25,
  display: "flex",
  alignItems: "center",
  gap: 0.75,
  minWidth: 0,
  overflowWrap: "break-word",
  wordBreak: "normal",
  hyphens: "manual",
} as const;

const score = (v: unknown): number | null => (typeof v === "number" ? v : null);

/** A pick the player has finished: both scores typed, an outcome, or a list with someone in it. */
function complete(pick: Pick | null): boolean {
  if (!pick) return false;
  if ("home" in pick || "away" in pick) return score(pick.home) !== null && score(pick.away) !== null;
  if (Array.isArray(pick.ranking)) return pick.ranking.length > 0;
  if (Array.isArray(pick.qualifiers)) return pick.qualifiers.length > 0;
  return Boolean(pick.outcome);
}

/** Nothing typed at all: a game the player left alone (or emptied again) is not sent. */
function blank(pick: Pick): boolean {
  if ("home" in pick || "away" in pick) return score(pick.home) === null && score(pick.away) === null;
  return !complete(pick);
}

/**
 * One score: empty until the player types one (never a made-up 0), digits only, arrow keys step.
 * A spin button named after its team and game, with the numeric keypad on phones.
 */
function ScoreField({
  value,
  label,
  disabled,
  onChange,
}: {
  value: number | null;
  label: string;
  disabled: boolean;
  onChange: (v: number | null) => void;
}) {
  // A locked game's score is plain text (what was stored or typed), not an empty box that looks open.
  if (disabled)
    return (
      <Box
        component="span"
        data-testid="locked-score"
        sx={{
          width: 52,
          minHeight: 46,
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          fontSize: "1.125rem",
          fontWeight: 600,
          fontVariantNumeric: "tabular-nums",
        }}
      >
        <Box component="span" sx={hidden}>
          {label}:{" "}
        </Box>
        {value === null ? "–" : value}
      </Box>
    );
  return (
    <TextField
      size="small"
      value={value === null ? "" : String(value)}
      disabled={disabled}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, "").slice(-3);
        onChange(digits === "" ? null : Math.min(MAX_PICK_SCORE, Number(digits)));
      }}
      onFocus={(e) => e.target.select()}
      onKeyDown={(e) => {
        if (e.key === "ArrowUp" || e.key === "ArrowDown") {
          e.preventDefault();
          onChange(e.key === "ArrowUp" ? Math.min(MAX_PICK_SCORE, (value ?? -1) + 1) : Math.max(0, (value ?? 1) - 1));
        }
      }}
      sx={{
        width: 52,
        "& input": {
          textAlign: "center",
          fontSize: "1.125rem",
          fontWeight: 600,
          py: 1.25,
          px: 0.5,
          fontVariantNumeric: "tabular-nums",
        },
      }}
      slotProps={{
        htmlInput: {
          role: "spinbutton",
          inputMode: "numeric",
          pattern: "[0-9]*",
          autoComplete: "off",
          "aria-valuenow": value ?? undefined,
          "aria-valuemin": 0,
          "aria-valuemax": MAX_PICK_SCORE,
          "aria-label": label,
        },
      }}
    />
  );
}

/**
 * The pick sheet, a score card per matchday: one row per game with both sides, the kickoff in the
 * viewer's zone, the lock countdown, the pick's inputs side by side and where the pick stands
 * (saved, no pick yet, not saved yet, refused and why). Tabs switch matchdays, the first one still
 * open first; what was typed on another tab stays and is saved with the rest. The save bar sits in
 * the flow under the games (sticky above the phone's bottom navigation) and the page keeps room for
 * it, so it never covers an input. Its editors serve every sport and mode.
 */
export function PickSheet({
  saveTo,
  sport,
  mode,
  jokers,
  matchdays,
  serverNow,
  shownMatchday,
  extras = {},
  notes = {},
}: Props) {
  const t = useTranslations();
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const { enqueueSnackbar } = useSnackbar();
  const handleError = useHandleError();
  const ids = useId();
  const [draft, setDraft] = useState<Record<string, Pick>>({});
  const [jokerOf, setJokerOf] = useState<Record<number, string | null>>({});
  const [rejected, setRejected] = useState<Record<string, Refusal>>({});
  // Picks just saved, shown as typed until the refreshed sheet (new props) brings them back stored.
  const [saved, setSaved] = useState<{
    of: SheetMatchday[];
    picks: Record<string, Pick>;
  }>({ of: matchdays, picks: {} });
  const sent = saved.of === matchdays ? saved.picks : {};
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState<number | undefined>(() => {
    if (matchdays.some((m) => m.ordinal === shownMatchday)) return shownMatchday;
    return (matchdays.find((m) => m.games.some((g) => !g.locked)) ?? matchdays.at(-1))?.ordinal;
  });
  const tablist = useRef<HTMLDivElement>(null);
  const tabs = useRef<Record<number, HTMLButtonElement | null>>({});

  // The chosen tab in sight in a long season (38 matchdays scroll sideways).
  useEffect(() => {
    const list = tablist.current;
    const tab = shown === undefined ? null : tabs.current[shown];
    if (list && tab) list.scrollLeft = tab.offsetLeft - list.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [shown]);

  const all = matchdays.flatMap((m) => m.games.map((g) => ({ ...g, matchday: m.ordinal })));
  // The browser's clock, moved on when a game's lock is reached while the sheet is open: the row locks
  // then (the server refuses it anyway, error.pick.locked), keeping what was typed on it.
  const [now, setNow] = useState(serverNow);
  const reached = useCallback(() => setNow(Date.now()), []);
  const isLocked = (g: SheetGame) => g.locked || Date.parse(g.lockAt) <= now;
  const nextLock = Math.min(...all.filter((g) => !isLocked(g)).map((g) => Date.parse(g.lockAt)));
  useEffect(() => {
    if (!Number.isFinite(nextLock)) return;
    const timer = setTimeout(reached, Math.min(2 ** 31 - 1, Math.max(0, nextLock - Date.now())));
    return () => clearTimeout(timer);
  }, [nextLock, reached]);
  const current = (g: SheetGame): Pick | null => draft[g.id] ?? sent[g.id] ?? (g.pick as Pick | null);
  const set = (id: string, pick: Pick) => setDraft((d) => ({ ...d, [id]: pick }));
  const jokerGame = (ordinal: number) =>
    ordinal in jokerOf ? jokerOf[ordinal] : (all.find((g) => g.matchday === ordinal && g.joker)?.id ?? null);
  const jokerChanged = (g: SheetGame & { matchday: number }) => jokers && (jokerGame(g.matchday) === g.id) !== g.joker;
  // A game counts as changed when something was typed, or emptied again after a stored pick.
  const typed = (g: SheetGame) => Boolean(draft[g.id] && (g.pick !== null || !blank(draft[g.id]!)));
  const changed = all.filter((g) => !isLocked(g) && (typed(g) || (jokerChanged(g) && !sent[g.id])));

  // client-messages: error (a refusal's code names its message)
  const refusalMessage = (r: Refusal) =>
    r.message || (t.has(r.code as never) ? t(r.code as never, r.params as never) : t("error.general"));

  const choose = (ordinal: number, focus = false) => {
    setShown(ordinal);
    const url = new URL(window.location.href);
    url.searchParams.set("matchday", String(ordinal));
    window.history.replaceState(null, "", url.pathname + url.search);
    if (focus) tabs.current[ordinal]?.focus();
  };

  const save = async () => {
    // A game with one score only is sent as it is: the server refuses it and says why (error.pick.incomplete).
    const body = changed
      .filter((g) => current(g))
      .map((g) => ({
        gameId: g.id,
        pick: current(g),
        joker: jokers && jokerGame(g.matchday) === g.id,
      }));
    if (body.length === 0) return;
    setPending(true);
    try {
      const result = await apiFetch<{ saved: unknown[]; rejected: Refusal[] }>(saveTo.url, {
        method: "PUT",
        body: { ...saveTo.fields, picks: body },
        locale,
      });
      const refused = Object.fromEntries(result.rejected.map((r) => [r.gameId, r]));
      setRejected(refused);
      if (result.saved.length)
        enqueueSnackbar(t("picks.saved", { count: result.saved.length }), {
          variant: "success",
        });
      if (result.rejected.length)
        enqueueSnackbar(t("picks.rejected", { count: result.rejected.length }), { variant: "warning" });
      // What the player typed for a refused game stays on the sheet, to be put right and saved again
      // (a game that locked meanwhile shows what was stored).
      setSaved({
        of: matchdays,
        picks: Object.fromEntries(body.filter((p) => !refused[p.gameId]).map((p) => [p.gameId, p.pick!])),
      });
      // What was not sent (such as a game that locked while the sheet was open) stays as typed.
      setDraft((d) =>
        Object.fromEntries(
          Object.entries(d).filter(
            ([id]) => !body.some((p) => p.gameId === id) || (refused[id] && refused[id].code !== "error.pick.locked"),
          ),
        ),
      );
      router.refresh();
    } catch (error) {
      handleError(error);
    } finally {
      setPending(false);
    }
  };

  const stateOf = (g: SheetGame & { matchday: number }): GameState => {
    if (rejected[g.id] && (g.id in draft || !g.locked)) return "refused";
    if (!g.locked && isLocked(g) && typed(g)) return "lockedUnsaved";
    if (isLocked(g)) return g.pick === null && !sent[g.id] ? "noPick" : "locked";
    if (changed.some((c) => c.id === g.id)) return "unsaved";
    return g.pick === null && !sent[g.id] ? "empty" : "saved";
  };

  const scoreEditor = (g: SheetGame, pick: Pick, disabled: boolean) => {
    const home = score(pick.home);
    const away = score(pick.away);
    const knockoutDraw = sport === "football" && g.knockout && home !== null && home === away;
    const extra = (next: { home: number | null; away: number | null }): Pick => {
      if (sport === "hockey")
        return {
          ...next,
          decidedIn: (pick.decidedIn as string) ?? "regulation",
        };
      if (sport === "football" && g.knockout && next.home !== null && next.home === next.away)
        return { ...next, advances: (pick.advances as string) ?? "home" };
      return next;
    };
    const game = `${g.home} – ${g.away}`;
    return (
      <>
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: "minmax(0, 1fr) auto auto auto minmax(0, 1fr)",
            alignItems: "center",
            columnGap: { xs: 0.75, sm: 1.5 },
            mt: { xs: 0.75, md: 0 },
          }}
        >
          <Typography sx={{ ...teamName, justifyContent: "flex-end", textAlign: "right" }}>
            <span>{g.home}</span>
            {g.homeFlag && <Flag flag={g.homeFlag} />}
          </Typography>
          <ScoreField
            value={home}
            disabled={disabled}
            label={t("picks.scoreOf", { team: g.home, game })}
            onChange={(v) => set(g.id, extra({ home: v, away }))}
          />
          <Typography aria-hidden sx={{ color: "text.secondary" }}>
            :
          </Typography>
          <ScoreField
            value={away}
            disabled={disabled}
            label={t("picks.scoreOf", { team: g.away, game })}
            onChange={(v) => set(g.id, extra({ home, away: v }))}
          />
          <Typography sx={teamName}>
            {g.awayFlag && <Flag flag={g.awayFlag} />}
            <span>{g.away}</span>
          </Typography>
        </Box>
        {/* A locked game's "decided in" or who goes through reads as text, like its score. */}
        {disabled && (sport === "hockey" || knockoutDraw) && !(home === null && away === null) && (
          <Typography data-testid="locked-pick" variant="body2" sx={{ textAlign: "center", mt: 0.5 }}>
            {sport === "hockey"
              ? t(`manage.${(pick.decidedIn as "regulation" | "overtime" | "shootout" | undefined) ?? "regulation"}`)
              : t("picks.through", { team: pick.advances === "away" ? g.away : g.home })}
          </Typography>
        )}
        {!disabled && (sport === "hockey" || knockoutDraw) && (
          <Stack direction="row" sx={{ justifyContent: "center", mt: 1 }}>
            {sport === "hockey" ? (
              <TextField
                select
                size="small"
                label={t("picks.decidedIn")}
                value={(pick.decidedIn as string) ?? "regulation"}
                disabled={disabled}
                onChange={(e) => set(g.id, { home, away, decidedIn: e.target.value })}
                sx={{ minWidth: 200 }}
              >
                {(["regulation", "overtime", "shootout"] as const).map((d) => (
                  <MenuItem key={d} value={d}>
                    {t(`manage.${d}`)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                select
                size="small"
                label={t("picks.advances")}
                value={(pick.advances as string) ?? "home"}
                disabled={disabled}
                onChange={(e) => set(g.id, { home, away, advances: e.target.value })}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="home">{g.home}</MenuItem>
                <MenuItem value="away">{g.away}</MenuItem>
              </TextField>
            )}
          </Stack>
        )}
      </>
    );
  };

  /** A locked game's pick that is not a score, as text (never a greyed-out control that looks open). */
  const lockedPick = (g: SheetGame, pick: Pick) => {
    const entrant = (id: string) => g.entrants.find((e) => e.id === id)?.name ?? "?";
    const ranking = pick.ranking as string[] | undefined;
    const qualifiers = pick.qualifiers as string[] | undefined;
    const text = ranking?.length
      ? ranking.map((id, i) => `${i + 1}. ${entrant(id)}`).join(" · ")
      : qualifiers?.length
        ? qualifiers.map(entrant).join(", ")
        : pick.outcome === "draw"
          ? t("picks.draw")
          : pick.outcome === "home"
            ? g.home
            : pick.outcome === "away"
              ? g.away
              : null; // no pick: the game's state says so
    if (text === null) return null;
    return (
      <Typography data-testid="locked-pick" sx={{ mt: { xs: 0.75, md: 0 }, fontWeight: 600, overflowWrap: "anywhere" }}>
        {text}
      </Typography>
    );
  };

  const editor = (g: SheetGame) => {
    const pick = current(g) ?? {};
    const disabled = isLocked(g);
    if (disabled && (g.entrants.length > 0 || mode === "simple")) return lockedPick(g, pick);
    if (g.entrants.length > 0) {
      const size = pickSize(sport, mode, {
        knockout: g.knockout,
        stage: g.stage,
        entrantIds: g.entrants.map((e) => e.id),
      });
      if (isSemiFinal(sport, { stage: g.stage })) {
        const chosen = (pick.qualifiers as string[] | undefined) ?? [];
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, minWidth: 0 }}>
            <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
              {t("picks.qualifiersPick", { count: size })} · {chosen.length}/{size}
            </Typography>
            <Box
              sx={{
                display: "grid",
                gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))",
              }}
            >
              {g.entrants.map((e) => (
                <FormControlLabel
                  key={e.id}
                  label={e.name}
                  control={
                    <Checkbox
                      checked={chosen.includes(e.id)}
                      disabled={disabled || (!chosen.includes(e.id) && chosen.length >= size)}
                      onChange={(ev) =>
                        set(g.id, {
                          qualifiers: ev.target.checked ? [...chosen, e.id] : chosen.filter((c) => c !== e.id),
                        })
                      }
                    />
                  }
                />
              ))}
            </Box>
          </Box>
        );
      }
      return (
        <Box sx={{ mt: 1 }}>
          <RankingPick
            entrants={g.entrants}
            size={size}
            value={(pick.ranking as string[] | undefined) ?? []}
            disabled={disabled}
            onChange={(ranking) => set(g.id, { ranking })}
          />
        </Box>
      );
    }
    if (mode === "simple") {
      const options = sport === "football" ? (["home", "draw", "away"] as const) : (["home", "away"] as const);
      return (
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={(pick.outcome as string) ?? null}
          disabled={disabled}
          onChange={(_, outcome) => outcome && set(g.id, { outcome })}
          aria-label={`${g.home} – ${g.away}`}
          sx={{ mt: { xs: 0.75, md: 0 } }}
        >
          {options.map((o) => (
            <ToggleButton key={o} value={o} sx={{ textTransform: "none", lineHeight: 1.25, minHeight: 44 }}>
              {o === "home" ? g.home : o === "away" ? g.away : t("picks.draw")}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      );
    }
    return scoreEditor(g, pick, disabled);
  };

  const stateLabel = (g: SheetGame, state: GameState) => {
    const text = {
      saved: (
        <>
          <span aria-hidden>✓ </span>
          {t("picks.savedState")}
        </>
      ),
      empty: t("picks.noPickYet"),
      unsaved: t("picks.unsaved"),
      refused: t("picks.unsaved"),
      locked: g.points !== null ? t("picks.points", { points: g.points }) : t("picks.locked"),
      lockedUnsaved: t("picks.lockedUnsaved"),
      noPick: t("picks.noPick"),
    }[state];
    const color = {
      saved: successText,
      empty: "text.secondary",
      unsaved: "text.primary",
      refused: "error.main",
      locked: "text.primary",
      lockedUnsaved: "error.main",
      noPick: "text.secondary",
    }[state];
    return (
      <Typography
        variant="body2"
        component="span"
        data-testid="pick-state"
        sx={{
          color,
          fontWeight: state === "saved" || state === "locked" || state === "lockedUnsaved" ? 600 : 500,
          whiteSpace: "nowrap",
        }}
      >
        {text}
      </Typography>
    );
  };

  const gameRow = (g: SheetGame & { matchday: number }) => {
    const refusal = rejected[g.id];
    const state = stateOf(g);
    const titleId = `${ids}-game-${g.id}`;
    const ranked = g.entrants.length > 0;
    const stage = g.stage && t.has(`stage.${g.stage}` as never) ? t(`stage.${g.stage}` as never) : g.stage;
    return (
      <Box
        key={g.id}
        role="group"
        aria-labelledby={titleId}
        data-testid="pick-game"
        data-state={state}
        sx={{
          position: "relative",
          px: { xs: 1.5, sm: 2 },
          py: 1.25,
          borderTop: 1,
          borderColor: "divider",
          "&:first-of-type": { borderTop: 0 },
          boxShadow: (theme) => (refusal ? `inset 4px 0 0 ${theme.palette.error.main}` : undefined),
          display: "grid",
          alignItems: "center",
          columnGap: 2,
          gridTemplateColumns: {
            xs: "minmax(0, 1fr) auto",
            md: ranked
              ? "minmax(180px, 240px) minmax(0, 1fr) minmax(100px, auto)"
              : "minmax(180px, 1fr) minmax(0, 2fr) minmax(100px, 1fr)",
          },
          gridTemplateAreas: {
            xs: '"alert alert" "meta state" "edit edit" "more more"',
            md: '"alert alert alert" "meta edit state" "more more more"',
          },
        }}
      >
        <Box sx={{ display: "contents" }}>
          <Typography
            variant="body2"
            component="div"
            sx={{
              color: "text.secondary",
              minWidth: 0,
              gridArea: "meta",
              alignSelf: { md: ranked ? "start" : "center" },
              mt: { md: ranked ? 1 : 0 },
            }}
          >
            <Box component="span" id={titleId} sx={ranked ? { fontWeight: 600, color: "text.primary", mr: 1 } : hidden}>
              {ranked ? stage || `${g.home} – ${g.away}` : `${g.home} – ${g.away}`}
            </Box>
            <time dateTime={g.kickoff}>{g.when}</time>
            {g.multiplier !== 1 && (
              <>
                {" · "}
                <Box component="strong" data-testid="multiplier" sx={{ color: "text.primary" }}>
                  <span aria-hidden="true">{t("picks.multiplier", { factor: format.number(g.multiplier) })}</span>
                  <Box component="span" sx={hidden}>
                    {t("picks.multiplierLabel", { factor: format.number(g.multiplier) })}
                  </Box>
                </Box>
              </>
            )}
            {!isLocked(g) && (
              <>
                {" · "}
                <Box component="span" sx={{ whiteSpace: "nowrap" }}>
                  {t.rich("picks.locksIn", {
                    countdown: () => <Countdown target={g.lockAt} serverNow={serverNow} onPassed={reached} />,
                  })}
                </Box>
              </>
            )}
            {g.final && (
              <Box
                component="span"
                data-testid="final-score"
                sx={{ color: "text.primary", fontWeight: 600, whiteSpace: "nowrap" }}
              >
                {" · "}
                {t("picks.final", g.final)}
              </Box>
            )}
            {isLocked(g) && !g.live && !g.final && (state === "noPick" || g.points !== null) && (
              <Box component="span" sx={{ color: "text.primary", fontWeight: 600, whiteSpace: "nowrap" }}>
                {" · "}
                <span aria-hidden>🔒 </span>
                {t("picks.locked")}
              </Box>
            )}
            {g.live && (
              <Box
                component="span"
                data-testid="live-game"
                sx={{ color: "text.primary", fontWeight: 600, whiteSpace: "nowrap" }}
              >
                {" · "}
                <Box component="span" sx={{ color: "error.main" }}>
                  {t("live.on")}
                </Box>
                {g.running && (
                  <>
                    {" "}
                    <span data-testid="running-score" title={t("live.score", g.running)}>
                      {g.running.home}–{g.running.away}
                    </span>
                  </>
                )}{" "}
                <LiveClockText
                  sport={sport}
                  kickoff={g.kickoff}
                  knockout={g.knockout}
                  level={!g.running || g.running.home === g.running.away}
                  serverNow={serverNow}
                />
              </Box>
            )}
          </Typography>
          <Box
            sx={{
              gridArea: "state",
              justifySelf: "end",
              alignSelf: { xs: "baseline", md: ranked ? "start" : "center" },
              mt: { md: ranked ? 1 : 0 },
            }}
          >
            {stateLabel(g, state)}
          </Box>
        </Box>
        {/* Why the last save refused this game, above what the player typed (kept for them to put right). */}
        {refusal && (
          <Alert severity="error" data-testid="pick-refusal" sx={{ gridArea: "alert", mb: 0.75, py: 0 }}>
            {refusalMessage(refusal)}
          </Alert>
        )}
        <Box sx={{ gridArea: "edit", minWidth: 0 }}>
          {isLocked(g) && current(g) === null && ranked ? null : editor(g)}
        </Box>
        <Box sx={{ gridArea: "more", minWidth: 0, "&:empty": { display: "none" } }}>
          {jokers && mode === "expert" && !isLocked(g) && (
            <FormControlLabel
              sx={{ mt: 0.5 }}
              control={
                <Radio
                  size="small"
                  checked={jokerGame(g.matchday) === g.id}
                  onChange={() => setJokerOf((j) => ({ ...j, [g.matchday]: g.id }))}
                />
              }
              label={t("picks.joker")}
            />
          )}
          {notes[g.id] && !isLocked(g) && (
            <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
              {notes[g.id]}
            </Typography>
          )}
          {extras[g.id] && <Box sx={{ mt: 1 }}>{extras[g.id]}</Box>}
        </Box>
      </Box>
    );
  };

  const day = matchdays.find((m) => m.ordinal === shown);
  const nameOf = (m: SheetMatchday) => matchdayLabel(m, t);
  const tabKeys = (e: React.KeyboardEvent, index: number) => {
    const to = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: matchdays.length - 1,
    }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = matchdays[(to + matchdays.length) % matchdays.length];
    if (next) choose(next.ordinal, true);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        if (!pending) void save();
      }}
    >
      {/* Focus and "scroll into view" stop short of the save bar and the bottom navigation. */}
      <GlobalStyles
        styles={(theme) => ({
          html: {
            scrollPaddingBottom: `calc(${BOTTOM_NAV_ROOM} + ${SAVE_BAR_PX + 16}px)`,
            [theme.breakpoints.up("md")]: {
              scrollPaddingBottom: SAVE_BAR_PX + 16,
            },
          },
        })}
      />
      {matchdays.length > 1 && (
        <Box
          ref={tablist}
          role="tablist"
          aria-label={t("picks.matchdays")}
          sx={{
            display: "flex",
            gap: 1,
            overflowX: "auto",
            pb: 1,
            mb: 1,
            scrollbarWidth: "thin",
          }}
        >
          {matchdays.map((m, index) => {
            const selected = m.ordinal === shown;
            const over = m.games.length > 0 && m.games.every(isLocked);
            const picked = m.games.filter((g) => complete(current(g))).length;
            const points = m.games.reduce((sum, g) => sum + (g.points ?? 0), 0);
            return (
              <Button
                key={m.ordinal}
                ref={(el: HTMLButtonElement | null) => {
                  tabs.current[m.ordinal] = el;
                }}
                role="tab"
                id={`${ids}-tab-${m.ordinal}`}
                aria-selected={selected}
                aria-controls={`${ids}-panel`}
                tabIndex={selected ? 0 : -1}
                variant={selected ? "contained" : "outlined"}
                color={selected ? "primary" : "inherit"}
                onClick={() => choose(m.ordinal)}
                onKeyDown={(e) => tabKeys(e, index)}
                sx={{
                  flexShrink: 0,
                  flexDirection: "column",
                  alignItems: "center",
                  lineHeight: 1.2,
                  py: 0.5,
                  px: 1.5,
                  borderRadius: 2,
                  borderColor: selected ? undefined : "divider",
                  textTransform: "none",
                }}
              >
                <span>{nameOf(m)}</span>
                <Box component="span" sx={{ fontSize: "0.75rem", fontWeight: 400 }}>
                  {over
                    ? t("picks.lockedMatchday", { points })
                    : t("picks.progress", { picked, total: m.games.length })}
                </Box>
              </Button>
            );
          })}
        </Box>
      )}
      <Box
        role={matchdays.length > 1 ? "tabpanel" : "region"}
        id={`${ids}-panel`}
        aria-labelledby={matchdays.length > 1 ? `${ids}-tab-${shown}` : undefined}
        aria-label={matchdays.length > 1 ? undefined : day && nameOf(day)}
      >
        {day && (
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {nameOf(day)}
          </Typography>
        )}
        {!day || day.games.length === 0 ? (
          <Typography sx={{ color: "text.secondary" }}>{t("picks.noGames")}</Typography>
        ) : (
          <Box
            sx={{ border: 1, borderColor: "divider", borderRadius: 2, bgcolor: "background.paper", overflow: "hidden" }}
          >
            {all.filter((g) => g.matchday === day.ordinal).map(gameRow)}
          </Box>
        )}
      </Box>
      {/* In the flow under the games: sticky above the bottom navigation while there is more below, resting under the last game at the end. */}
      <Box
        data-testid="save-bar"
        sx={{
          position: "sticky",
          bottom: { xs: BOTTOM_NAV_ROOM, md: 0 },
          zIndex: 2,
          mt: 2,
          mx: { xs: -2, sm: 0 },
          px: 2,
          py: 1,
          minHeight: SAVE_BAR_PX,
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          bgcolor: "background.paper",
          borderTop: 1,
          borderColor: "divider",
          borderRadius: { sm: 2 },
          boxShadow: 3,
        }}
      >
        <Typography variant="body2" color={changed.length ? "text.primary" : "text.secondary"} sx={{ fontWeight: 500 }}>
          {changed.length ? t("picks.changes", { count: changed.length }) : t("picks.allSaved")}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={pending || changed.length === 0}
          sx={{ flexShrink: 0 }}
        >
          {t("picks.save")}
        </Button>
      </Box>
    </Box>
  );
}
