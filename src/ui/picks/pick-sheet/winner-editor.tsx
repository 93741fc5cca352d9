"use client";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import type { SheetGame } from "@/lib/picks/sheet-types";
import type { Sport } from "@/lib/sports";
import styles from "./pick-sheet.module.css";

/**
 * The simple mode's pick: who wins (or a draw, in football), as MUI's exclusive ToggleButtonGroup
 * drew it: a group of pressed-or-not buttons with one tab stop (the chosen one, else the first),
 * ←/→, Home and End moving between them. Pressing the chosen one again takes the pick back
 * (`null`: no pick, removed when saved, decision 0082).
 */
export function WinnerEditor({
  game: g,
  outcome,
  sport,
  onChange,
}: {
  game: SheetGame;
  outcome: string | null;
  sport: Sport;
  onChange: (outcome: string | null) => void;
}) {
  const t = useTranslations();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const options = sport === "football" ? (["home", "draw", "away"] as const) : (["home", "away"] as const);
  const stop = Math.max(
    0,
    options.findIndex((o) => o === outcome),
  );
  const keys = (e: React.KeyboardEvent, index: number) => {
    const last = options.length - 1;
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    buttons.current[to > last ? 0 : to < 0 ? last : to]?.focus();
  };
  return (
    <div role="group" aria-label={`${g.home} – ${g.away}`} className={styles.toggles}>
      {options.map((o, index) => (
        <button
          key={o}
          ref={(el) => {
            buttons.current[index] = el;
          }}
          type="button"
          className={styles.toggle}
          aria-pressed={o === outcome}
          tabIndex={index === stop ? 0 : -1}
          onClick={() => onChange(o === outcome ? null : o)}
          onKeyDown={(e) => keys(e, index)}
        >
          {o === "home" ? g.home : o === "away" ? g.away : t("picks.draw")}
        </button>
      ))}
    </div>
  );
}
