"use client";
import { stageName } from "@/lib/stage-name";
import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { Fragment, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { matchdayLabel } from "@/lib/matchday-label";
import type { SheetGame, SheetMatchday } from "@/lib/picks/sheet-types";
import type { GameMode, Sport } from "@/lib/sports";
import plain from "@/ui/plain/plain.module.css";
import { useSnackbar } from "@/ui/snackbar";
import { Countdown } from "@/ui/tournaments/countdown";
import { showsLockDate } from "@/lib/countdown";
import { LiveClockText } from "@/ui/tournaments/live-clock";
import { Icon } from "./fields";
import { JokerEditor } from "./joker-editor";
import { FinalOrder, LockedPick } from "./locked-pick";
import { ScoreEditor } from "./score-editor";
import { blank, restorableDraft, type Pick, type RestorableGame } from "./sheet-logic";
import { WinnerEditor } from "./winner-editor";
import styles from "./pick-sheet.module.css";
import { PLAYER_TAB_KEYS } from "@/ui/auth/auth-sync";
import { refreshPage } from "@/ui/refresh";
import { useServerClock } from "@/ui/server-clock";
import { useRun } from "@/ui/forms/use-run";

/** A padlock (Material Icons' Lock, Apache 2.0): an emoji is an empty box where no emoji font is installed. */
const LOCK =
  "M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2zm-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2zm3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1 1.71 0 3.1 1.39 3.1 3.1v2z";

/** MUI's error alert's icon (Material Icons' ErrorOutline, Apache 2.0). */
const ERROR_OUTLINE =
  "M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z";

/**
 * Only races and song contests rank entrants: their editor loads where the server draws one (its
 * chunk is preloaded with the page), never on a football or hockey sheet.
 */
const RankingEditor = dynamic(() => import("./ranking-editor").then((m) => m.RankingEditor));

/**
 * What sends the picks and reads a failure (our API client, the error table and its messages):
 * loaded when the player first changes something, so the sheet's first load does without it.
 */
const loadSaving = () =>
  Promise.all([import("@/lib/api-client"), import("@/lib/errors"), import("@/ui/forms/use-form-errors")]);

const subscribeToNothing = () => () => undefined;
type ParsePick = typeof import("@/lib/scoring/picks").parsePick;
/** The refusals a typed score can meet however it is finished: said as it is typed. */
const CONTRADICTIONS = new Set(["error.pick.hockeyDraw", "error.pick.basketballDraw", "error.pick.overtimeMargin"]);
/** What the last save did, said in the save bar until the next change (decision 0099). */
interface SaveOutcome {
  stored: number;
  back: number;
  refused: number;
}
/** The draft kept for this sheet in this tab, as stored (a string: the same snapshot until it changes). */
function keptDraft(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

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
  /**
   * Games whose stored pick is not the same in every group the sheet saves to (the predictions hub):
   * until saved here, not "saved" and not counted as picked.
   */
  differing?: string[];
}

/** Where a game stands for the player: what the line beside its time says. */
type GameState = "saved" | "differs" | "empty" | "unsaved" | "refused" | "locked" | "lockedUnsaved" | "noPick";

/**
 * The pick sheet, a score card per matchday: one row per game with both sides, the kickoff in the
 * viewer's zone, the lock countdown, the pick's inputs side by side and where the pick stands
 * (saved, no pick yet, not saved yet, refused and why). Tabs switch matchdays, the first one still
 * open first; what was typed on another tab stays and is saved with the rest. The save bar sits in
 * the flow under the games (sticky above the phone's bottom navigation) and the page keeps room for
 * it, so it never covers an input. Its editors serve every sport and mode: ./score-editor,
 * ./winner-editor, ./ranking-editor, ./joker-editor. Drawn without MUI (decision 0073): the sheet
 * loads on pages of (plain), with its own CSS module on the theme's variables.
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
  differing = [],
}: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const { enqueueSnackbar } = useSnackbar();
  const ids = useId();
  const [draft, setDraft] = useState<Record<string, Pick>>({});
  // What the last save did: said beside the save button, not over the games (decision 0099).
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [jokerOf, setJokerOf] = useState<Record<number, string | null>>({});
  const [rejected, setRejected] = useState<Record<string, Refusal>>({});
  // Picks just saved, shown as typed until the refreshed sheet (new props) brings them back stored.
  const [saved, setSaved] = useState<{
    of: SheetMatchday[];
    picks: Record<string, Pick>;
  }>({ of: matchdays, picks: {} });
  const sent = saved.of === matchdays ? saved.picks : {};
  // The save's state, without the code that saves: that loads with the first change (`loadSaving`).
  const { run, pending } = useRun();
  // What was typed and not saved yet is kept in this tab (sessionStorage), so that a reload, the
  // back button or a link away and back does not lose it (players lost a typed matchday so). It
  // comes back once hydrated (the server renders none), for the games still open whose stored
  // pick differs; it is forgotten as the picks are saved, and when a player signs in or out
  // (PLAYER_TAB_KEYS of auth-sync: a shared browser does not hand it to the next player).
  const draftKey = `${PLAYER_TAB_KEYS}pick-draft:${JSON.stringify(saveTo)}`;
  const kept = useSyncExternalStore(
    subscribeToNothing,
    () => keptDraft(draftKey),
    () => null,
  );
  const [restoredFrom, setRestoredFrom] = useState<string | null>(null);
  if (kept !== null && restoredFrom === null) {
    setRestoredFrom(kept);
    const back = restorableDraft(parseJson(kept), matchdays.flatMap((m) => m.games) as RestorableGame[]);
    if (Object.keys(back).length) setDraft((d) => ({ ...back, ...d }));
  }
  const hadDraft = useRef(false);
  useEffect(() => {
    const any = Object.keys(draft).length > 0;
    try {
      if (any) sessionStorage.setItem(draftKey, JSON.stringify(draft));
      else if (hadDraft.current) sessionStorage.removeItem(draftKey);
    } catch {
      // No storage (blocked, or over its quota): the draft lives on the page only.
    }
    hadDraft.current = any;
  }, [draft, draftKey]);
  // The matchday in the address: as the server read it, or as a tab wrote it (`choose`) before the
  // player went Back or Forward to this entry, which the router draws again as it was first drawn.
  const addressed = Number(useSearchParams().get("matchday")) || shownMatchday;
  const [shown, setShown] = useState<number | undefined>(() => {
    if (matchdays.some((m) => m.ordinal === addressed)) return addressed;
    return (matchdays.find((m) => m.games.some((g) => !g.locked)) ?? matchdays.at(-1))?.ordinal;
  });
  const tablist = useRef<HTMLDivElement>(null);
  // Messages float above the save bar on phones (snackbar-host.module.css): as high as the bar is,
  // which grows when its text takes two or three lines.
  const saveBar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = saveBar.current;
    if (!bar || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty("--save-bar-room", `${Math.ceil(bar.offsetHeight) + 8}px`),
    );
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty("--save-bar-room");
    };
  }, []);
  const tabs = useRef<Record<number, HTMLButtonElement | null>>({});

  // The chosen tab in sight in a long season (38 matchdays scroll sideways).
  useEffect(() => {
    const list = tablist.current;
    const tab = shown === undefined ? null : tabs.current[shown];
    if (list && tab) list.scrollLeft = tab.offsetLeft - list.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [shown]);

  const all = matchdays.flatMap((m) => m.games.map((g) => ({ ...g, matchday: m.ordinal })));
  // The server's clock as the browser tells it (`useServerClock`), moved on when a game's lock is
  // reached while the sheet is open: the row locks then (the server refuses it anyway,
  // error.pick.locked), keeping what was typed on it.
  const [now, setNow] = useState(serverNow);
  const clock = useServerClock(serverNow);
  const reached = useCallback(() => setNow(clock()), [clock]);
  const isLocked = (g: SheetGame) => g.locked || Date.parse(g.lockAt) <= now;
  const nextLock = Math.min(...all.filter((g) => !isLocked(g)).map((g) => Date.parse(g.lockAt)));
  useEffect(() => {
    if (!Number.isFinite(nextLock)) return;
    const timer = setTimeout(reached, Math.min(2 ** 31 - 1, Math.max(0, nextLock - clock())));
    return () => clearTimeout(timer);
  }, [nextLock, reached, clock]);
  const current = (g: SheetGame): Pick | null => draft[g.id] ?? sent[g.id] ?? (g.pick as Pick | null);
  const set = (id: string, pick: Pick) => {
    setDraft((d) => ({ ...d, [id]: pick }));
    setOutcome(null);
    // A refusal speaks of the pick as it was sent: changed since, it is the player's to save again.
    setRejected((r) => {
      if (!(id in r)) return r;
      const { [id]: _answered, ...rest } = r;
      return rest;
    });
  };
  const jokerGame = (ordinal: number) =>
    ordinal in jokerOf ? jokerOf[ordinal] : (all.find((g) => g.matchday === ordinal && g.joker)?.id ?? null);
  const jokerChanged = (g: SheetGame & { matchday: number }) => jokers && (jokerGame(g.matchday) === g.id) !== g.joker;
  // A game counts as changed when something was typed, or emptied again after a stored pick.
  const typed = (g: SheetGame) => Boolean(draft[g.id] && (g.pick !== null || !blank(draft[g.id]!)));
  const changed = all.filter((g) => !isLocked(g) && (typed(g) || (jokerChanged(g) && !sent[g.id])));
  // Typed while open, locked (on this sheet's clock) before it was saved: it can no longer be saved.
  const lockedBeforeSaved = (g: SheetGame) => !g.locked && isLocked(g) && typed(g);
  const lost = all.filter(lockedBeforeSaved).length;
  const anyChange = changed.length > 0;
  useEffect(() => {
    if (anyChange) void loadSaving().catch(() => undefined); // tried again on saving
  }, [anyChange]);
  // A score that contradicts itself (a hockey or basketball draw, an overtime win by three) says
  // so as it is typed, by the rule the server saves by (`parsePick`, loaded with the first change);
  // what is merely unfinished says nothing until it is saved. The server still decides.
  const [checkPick, setCheckPick] = useState<ParsePick | null>(null);
  useEffect(() => {
    if (anyChange && mode === "expert" && !checkPick)
      void import("@/lib/scoring/picks").then((m) => setCheckPick(() => m.parsePick)).catch(() => undefined);
  }, [anyChange, mode, checkPick]);
  const contradiction = (g: SheetGame): Refusal | undefined => {
    const pick = draft[g.id];
    if (!checkPick || mode !== "expert" || g.entrants.length > 0 || !pick || blank(pick) || isLocked(g)) return;
    try {
      checkPick(sport, mode, { knockout: g.knockout, stage: g.stage ?? null, entrantIds: null }, pick);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code && CONTRADICTIONS.has(code)) return { gameId: g.id, code };
    }
  };
  // Leaving the page with picks not saved, the browser asks first: closing the tab would lose the
  // draft with it, and a player who only glanced at "not saved" thinks the matchday is picked. Only
  // while something is unsaved (a listener held for good would keep the page out of some
  // browsers' back/forward cache). A link inside the app keeps the draft in the tab and asks nothing.
  useEffect(() => {
    if (!anyChange) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [anyChange]);

  // A save that refused a game the player cannot see (saved from the bar, the game scrolled away):
  // the first refusal is brought into view, above the save bar. The focus stays where it was.
  const revealRefusal = useRef(false);
  useEffect(() => {
    if (!revealRefusal.current) return;
    revealRefusal.current = false;
    const refusal = document.querySelector<HTMLElement>(`.${styles.refusal}`);
    if (!refusal) return; // on another matchday's tab, which says so
    const box = refusal.getBoundingClientRect();
    const room = Math.min(saveBar.current?.getBoundingClientRect().top ?? Infinity, window.innerHeight);
    if (box.top >= 0 && box.bottom <= room) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    refusal.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
  }, [rejected]);

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
    // One emptied again after a stored pick is sent as null: the pick is taken back.
    const shown = changed.filter((g) => current(g)).map((g) => ({ gameId: g.id, pick: current(g)! }));
    const body = shown.map(({ gameId, pick }) => ({
      gameId,
      pick: blank(pick) ? null : pick,
      joker: jokers && jokerGame(all.find((g) => g.id === gameId)!.matchday) === gameId,
    }));
    if (body.length === 0) return;
    await run(
      async () => {
        const [{ apiFetch }] = await loadSaving();
        return apiFetch<{ saved: { gameId: string }[]; rejected: Refusal[] }>(saveTo.url, {
          method: "PUT",
          body: { ...saveTo.fields, picks: body },
          locale,
        });
      },
      {
        onSuccess: (result) => {
          const refused = Object.fromEntries(result.rejected.map((r) => [r.gameId, r]));
          setRejected(refused);
          revealRefusal.current = result.rejected.length > 0;
          // A pick sent empty was taken back, not saved: the player is told which, and what was refused.
          const takenBack = new Set(body.filter((b) => b.pick === null).map((b) => b.gameId));
          const back = result.saved.filter((s) => takenBack.has(s.gameId)).length;
          setOutcome({ stored: result.saved.length - back, back, refused: result.rejected.length });
          // What the player typed for a refused game stays on the sheet, to be put right and saved again
          // (a game that locked meanwhile shows what was stored).
          setSaved({
            of: matchdays,
            picks: Object.fromEntries(shown.filter((p) => !refused[p.gameId]).map((p) => [p.gameId, p.pick])),
          });
          // What was not sent (such as a game that locked while the sheet was open) stays as typed.
          setDraft((d) =>
            Object.fromEntries(
              Object.entries(d).filter(
                ([id]) =>
                  !body.some((p) => p.gameId === id) || (refused[id] && refused[id].code !== "error.pick.locked"),
              ),
            ),
          );
          refreshPage();
        },
        // As useAction shows an error without a form: translated from its code, in a snackbar.
        onError: async (error) => {
          try {
            const [, { toAppError }, { showError }] = await loadSaving();
            showError(t, enqueueSnackbar, toAppError(error));
          } catch {
            enqueueSnackbar(t("error.network"), { variant: "error" }); // the saving code itself did not load
          }
        },
      },
    );
  };

  // Not the same pick in every group, and not saved here since.
  const differs = (g: SheetGame) => differing.includes(g.id) && !sent[g.id];
  const stateOf = (g: SheetGame & { matchday: number }): GameState => {
    if (rejected[g.id] && (g.id in draft || !g.locked)) return "refused";
    if (lockedBeforeSaved(g)) return "lockedUnsaved";
    // What is stored: the pick this sheet saved last (empty once taken back), else the page's.
    const stored = sent[g.id] ?? (g.pick as Pick | null);
    const none = !stored || blank(stored);
    if (isLocked(g)) return none ? "noPick" : "locked";
    if (changed.some((c) => c.id === g.id)) return "unsaved";
    if (differs(g)) return "differs";
    return none ? "empty" : "saved";
  };

  const editor = (g: SheetGame) => {
    const pick = current(g) ?? {};
    const disabled = isLocked(g);
    if (disabled && (g.entrants.length > 0 || mode === "simple")) return <LockedPick game={g} pick={pick} />;
    if (g.entrants.length > 0)
      return (
        <RankingEditor
          game={g}
          pick={pick}
          sport={sport}
          mode={mode}
          disabled={disabled}
          onChange={(next) => set(g.id, next)}
        />
      );
    if (mode === "simple")
      return (
        <WinnerEditor
          game={g}
          sport={sport}
          outcome={(pick.outcome as string | undefined) ?? null}
          onChange={(outcome) => set(g.id, outcome ? { outcome } : {})}
        />
      );
    return <ScoreEditor game={g} pick={pick} sport={sport} disabled={disabled} onChange={(next) => set(g.id, next)} />;
  };

  const stateLabel = (g: SheetGame, state: GameState) => {
    const text = {
      saved: (
        <>
          <span aria-hidden>✓ </span>
          {t("picks.savedState")}
        </>
      ),
      differs: t("picks.differsState"),
      empty: t("picks.noPickYet"),
      unsaved: t("picks.unsaved"),
      refused: t("picks.unsaved"),
      locked: g.points !== null ? t("picks.points", { points: g.points }) : t("picks.locked"),
      lockedUnsaved: t("picks.lockedUnsaved"),
      noPick: t("picks.noPick"),
    }[state];
    // The colour and weight follow data-state (./pick-sheet.module.css).
    return (
      <span data-testid="pick-state" data-state={state} className={styles.state}>
        {text}
      </span>
    );
  };

  const gameRow = (g: SheetGame & { matchday: number }) => {
    const refusal = rejected[g.id] ?? contradiction(g);
    const state = stateOf(g);
    const titleId = `${ids}-game-${g.id}`;
    const ranked = g.entrants.length > 0;
    // Who plays is said by the editor (its team buttons or score labels), except where a locked
    // game shows its pick as text: then the title is shown.
    const titled = ranked || (isLocked(g) && mode === "simple");
    const stage = g.stage && stageName(g.stage, t);
    return (
      <div
        key={g.id}
        role="group"
        aria-labelledby={titleId}
        data-testid="pick-game"
        data-state={state}
        className={[styles.game, ranked && styles.rankedGame, refusal && styles.refusedGame].filter(Boolean).join(" ")}
      >
        <div className={styles.meta}>
          <span id={titleId} className={titled ? styles.rankedTitle : plain.visuallyHidden}>
            {ranked ? stage || `${g.home} – ${g.away}` : `${g.home} – ${g.away}`}
          </span>
          <time dateTime={g.kickoff}>{g.when}</time>
          {g.multiplier && (
            <>
              {" · "}
              <strong data-testid="multiplier" className={styles.primaryText}>
                <span aria-hidden="true">{t("picks.multiplier", { factor: g.multiplier })}</span>
                <span className={plain.visuallyHidden}>{t("picks.multiplierLabel", { factor: g.multiplier })}</span>
              </strong>
            </>
          )}
          {!isLocked(g) && (
            <>
              {" · "}
              <span className={styles.nowrap}>
                {t.rich(showsLockDate(g.lockAt, serverNow) ? "picks.locksAt" : "picks.locksIn", {
                  countdown: () => (
                    <Countdown target={g.lockAt} dateText={g.lockWhen} serverNow={serverNow} onPassed={reached} />
                  ),
                })}
              </span>
            </>
          )}
          {g.final && (
            <span data-testid="final-score" className={styles.strongText}>
              {" · "}
              {t("picks.final", g.final)}
            </span>
          )}
          {isLocked(g) && !g.live && !g.final && (state === "noPick" || g.points !== null) && (
            <span className={styles.strongText}>
              {" · "}
              <Icon d={LOCK} className={styles.lockIcon} />
              {t("picks.locked")}
            </span>
          )}
          {g.live && (
            <span data-testid="live-game" className={styles.strongText}>
              {" · "}
              <span className={styles.liveOn}>{t("live.on")}</span>
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
            </span>
          )}
        </div>
        <div className={styles.stateBox}>{stateLabel(g, state)}</div>
        {/* Why the last save refused this game, above what the player typed (kept for them to put right). */}
        {refusal && (
          <div role="alert" data-testid="pick-refusal" className={styles.refusal}>
            <div className={styles.refusalIcon}>
              <Icon d={ERROR_OUTLINE} />
            </div>
            <div className={styles.refusalMessage}>{refusalMessage(refusal)}</div>
          </div>
        )}
        <div className={styles.edit}>
          {isLocked(g) && current(g) === null && ranked ? null : editor(g)}
          <FinalOrder game={g} />
        </div>
        <div className={styles.more}>
          {jokers && mode === "expert" && !isLocked(g) && (
            <JokerEditor
              checked={jokerGame(g.matchday) === g.id}
              onChange={(on) => {
                setJokerOf((j) => ({ ...j, [g.matchday]: on ? g.id : null }));
                setOutcome(null);
              }}
            />
          )}
          {notes[g.id] && !isLocked(g) && <p className={styles.note}>{notes[g.id]}</p>}
          {extras[g.id] && <div className={styles.extra}>{extras[g.id]}</div>}
        </div>
      </div>
    );
  };

  const day = matchdays.find((m) => m.ordinal === shown);
  // Nothing to save and nothing stored yet on the games still open here: "Everything is saved" would mislead.
  const dayStates = day ? day.games.map((g) => stateOf({ ...g, matchday: day.ordinal })) : [];
  const nothingPickedYet =
    dayStates.includes("empty") && dayStates.every((state) => state === "empty" || state === "noPick");
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
    <form
      noValidate
      className={styles.sheet}
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) void save();
      }}
    >
      {matchdays.length > 1 && (
        <div ref={tablist} role="tablist" aria-label={t("picks.matchdays")} className={styles.tabs}>
          {matchdays.map((m, index) => {
            const selected = m.ordinal === shown;
            const over = m.games.length > 0 && m.games.every(isLocked);
            // What is stored counts as picked; what waits to be saved (or was refused) is said instead.
            const states = m.games.map((g) => stateOf({ ...g, matchday: m.ordinal }));
            // Counted among the games still open, as the home page's due picks count them: a matchday
            // under way, or joined late, says what is left to pick ("0 of 1"), not "0 of 4".
            const open = m.games.filter((g) => !isLocked(g)).length;
            const picked = states.filter((state) => state === "saved").length;
            const unsaved = states.filter((state) => state === "unsaved" || state === "refused").length;
            const refusedHere = states.includes("refused");
            const points = m.games.reduce((sum, g) => sum + (g.points ?? 0), 0);
            return (
              <button
                key={m.ordinal}
                ref={(el) => {
                  tabs.current[m.ordinal] = el;
                }}
                type="button"
                role="tab"
                id={`${ids}-tab-${m.ordinal}`}
                aria-selected={selected}
                aria-controls={`${ids}-panel`}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                onClick={() => choose(m.ordinal)}
                onKeyDown={(e) => tabKeys(e, index)}
              >
                <span>{nameOf(m)}</span>
                <span className={styles.tabProgress} data-refused={refusedHere || undefined}>
                  {over
                    ? t("picks.lockedMatchday", { points })
                    : unsaved
                      ? [
                          refusedHere && (
                            <span key="mark" aria-hidden>
                              ⚠{" "}
                            </span>
                          ),
                          t("picks.changes", { count: unsaved }),
                        ]
                      : t("picks.progress", { picked, total: open })}
                </span>
              </button>
            );
          })}
        </div>
      )}
      <div
        role={matchdays.length > 1 ? "tabpanel" : "region"}
        id={`${ids}-panel`}
        aria-labelledby={matchdays.length > 1 ? `${ids}-tab-${shown}` : undefined}
        aria-label={matchdays.length > 1 ? undefined : day && nameOf(day)}
      >
        {day && <h2 className={`${styles.matchdayTitle}`}>{nameOf(day)}</h2>}
        {!day || day.games.length === 0 ? (
          <p className={styles.noGames}>{t("picks.noGames")}</p>
        ) : (
          <div className={styles.games}>{all.filter((g) => g.matchday === day.ordinal).map(gameRow)}</div>
        )}
      </div>
      {/* In the flow under the games: sticky above the bottom navigation while there is more below, resting under the last game at the end. */}
      <div ref={saveBar} data-testid="save-bar" className={styles.saveBar}>
        {/* A polite live region: the outcome of a save is read out where it is shown. */}
        <p
          role="status"
          className={`${styles.saveText} ${changed.length || lost || outcome ? styles.primaryText : styles.secondaryText}`}
        >
          {outcome
            ? // What the last save did, until the next change: each part its own sentence.
              [
                outcome.stored > 0 && t("picks.saved", { count: outcome.stored }),
                outcome.back > 0 && t("picks.takenBack", { count: outcome.back }),
                outcome.refused > 0 && t("picks.rejected", { count: outcome.refused }),
                // A pick that locked before it was sent is never saved: said after what the save did.
                lost > 0 && t("picks.lockedBeforeSaved", { count: lost }),
              ]
                .filter((part): part is string => Boolean(part))
                .map((part, index) => (
                  <Fragment key={part}>
                    {index > 0 && " "}
                    <span>{part}</span>
                  </Fragment>
                ))
            : changed.length
              ? t("picks.changes", { count: changed.length })
              : lost
                ? t("picks.lockedBeforeSaved", { count: lost })
                : nothingPickedYet
                  ? t("picks.nothingPickedYet")
                  : t("picks.allSaved")}
        </p>
        <button
          type="submit"
          className={`${plain.button} ${plain.contained} ${styles.saveButton}`}
          // aria-disabled, not disabled: a keyboard player who saved with it keeps the focus on it
          // (a button that becomes disabled drops the focus to the page's body).
          aria-disabled={pending || changed.length === 0}
        >
          {t("picks.save")}
        </button>
      </div>
    </form>
  );
}
