"use client";
import { useTranslations } from "next-intl";
import type { SheetGame } from "@/lib/picks/sheet-types";
import type { Sport } from "@/lib/sports";
import { Flag } from "@/ui/flag";
import plain from "@/ui/plain/plain.module.css";
import { Outline, SelectField } from "./fields";
import { MAX_PICK_SCORE, score, steppedScore, typedScore, type Pick } from "./sheet-logic";
import styles from "./pick-sheet.module.css";

/**
 * One score: empty until the player types one (never a made-up 0), digits only, arrow keys step.
 * A spin button named after its team and game, with the numeric keypad on phones. A text input,
 * as MUI's TextField drew it: a number input would take "e", "-" and the mouse wheel, and empty
 * itself on them.
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
      <span data-testid="locked-score" className={styles.lockedScore}>
        <span className={plain.visuallyHidden}>{label}: </span>
        {value === null ? "–" : value}
      </span>
    );
  return (
    <div className={`${styles.field} ${styles.scoreField}`}>
      <div className={styles.inputRoot}>
        <input
          type="text"
          role="spinbutton"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-label={label}
          aria-valuenow={value ?? undefined}
          aria-valuemin={0}
          aria-valuemax={MAX_PICK_SCORE}
          className={styles.scoreInput}
          value={value === null ? "" : String(value)}
          onChange={(e) => onChange(typedScore(e.target.value))}
          onFocus={(e) => e.target.select()}
          onKeyDown={(e) => {
            if (e.key === "ArrowUp" || e.key === "ArrowDown") {
              e.preventDefault();
              onChange(steppedScore(value, e.key === "ArrowUp"));
            }
          }}
        />
        <Outline />
      </div>
    </div>
  );
}

/**
 * A score pick: both sides' scores between the teams, and where the sport asks for more, how the
 * game was decided (hockey) or who goes through after a knockout draw (football).
 */
export function ScoreEditor({
  game: g,
  pick,
  sport,
  disabled,
  onChange,
}: {
  game: SheetGame;
  pick: Pick;
  sport: Sport;
  disabled: boolean;
  onChange: (pick: Pick) => void;
}) {
  const t = useTranslations();
  const home = score(pick.home);
  const away = score(pick.away);
  const knockoutDraw = sport === "football" && g.knockout && home !== null && home === away;
  const extra = (next: { home: number | null; away: number | null }): Pick => {
    if (sport === "hockey") return { ...next, decidedIn: (pick.decidedIn as string) ?? "regulation" };
    // Who goes through after a knockout draw is the player's own choice, never a default: until it
    // is made the pick is refused ("error.pick.advancesMissing") and the game says why.
    if (sport === "football" && g.knockout && next.home !== null && next.home === next.away && pick.advances)
      return { ...next, advances: pick.advances };
    return next;
  };
  const game = `${g.home} – ${g.away}`;
  return (
    <>
      <div className={styles.scoreRow}>
        <p className={`${styles.team} ${styles.homeTeam}`}>
          <span>{g.home}</span>
          {g.homeFlag && <Flag flag={g.homeFlag} />}
        </p>
        <ScoreField
          value={home}
          disabled={disabled}
          label={t("picks.scoreOf", { team: g.home, game, sport })}
          onChange={(v) => onChange(extra({ home: v, away }))}
        />
        <p aria-hidden="true" className={styles.colon}>
          :
        </p>
        <ScoreField
          value={away}
          disabled={disabled}
          label={t("picks.scoreOf", { team: g.away, game, sport })}
          onChange={(v) => onChange(extra({ home, away: v }))}
        />
        <p className={styles.team}>
          {g.awayFlag && <Flag flag={g.awayFlag} />}
          <span>{g.away}</span>
        </p>
      </div>
      {/* A locked game's "decided in" or who goes through reads as text, like its score. */}
      {disabled && (sport === "hockey" || knockoutDraw) && !(home === null && away === null) && (
        <p data-testid="locked-pick" className={styles.lockedLine}>
          {sport === "hockey"
            ? t(`manage.${(pick.decidedIn as "regulation" | "overtime" | "shootout" | undefined) ?? "regulation"}`)
            : t("picks.through", { team: pick.advances === "away" ? g.away : g.home })}
        </p>
      )}
      {!disabled && (sport === "hockey" || knockoutDraw) && (
        <div className={styles.choiceRow}>
          {sport === "hockey" ? (
            <SelectField
              label={t("picks.decidedIn")}
              className={styles.selectField}
              value={(pick.decidedIn as string) ?? "regulation"}
              onChange={(decidedIn) => onChange({ home, away, decidedIn })}
            >
              {(["regulation", "overtime", "shootout"] as const).map((d) => (
                <option key={d} value={d}>
                  {t(`manage.${d}`)}
                </option>
              ))}
            </SelectField>
          ) : (
            <SelectField
              label={t("picks.advances")}
              className={styles.selectField}
              value={(pick.advances as string | undefined) ?? ""}
              onChange={(advances) => onChange({ home, away, advances })}
            >
              <option value="home">{g.home}</option>
              <option value="away">{g.away}</option>
            </SelectField>
          )}
        </div>
      )}
    </>
  );
}
