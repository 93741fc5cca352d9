"use client";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import type { FlagOf } from "@/lib/competitor-name";
import { Flag } from "@/ui/flag";
import { focusNextFrame, move } from "@/ui/reorder";
import { Icon, SelectField } from "./fields";
import styles from "./pick-sheet.module.css";

export interface Entrant {
  id: string;
  name: string;
  /** A Eurovision entry's or a driver's country. */
  flag?: FlagOf | null;
}

/** Material Icons' paths (Apache 2.0), as MUI drew them. */
const ICONS = {
  up: "m4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z",
  down: "m20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z",
  remove: "M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z",
  drag: "M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2",
};

/**
 * A ranking pick (podium or top 10): add entrants from the field, then order them by dragging a
 * row, with Alt+↑/↓ on a focused row, or with the buttons; remove one to pick another. Drawn
 * without MUI (decision 0073); the field's entrants are a native select (names only, no flags).
 */
export function RankingPick({
  entrants,
  value,
  size,
  onChange,
  disabled,
}: {
  entrants: Entrant[];
  value: string[];
  size: number;
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const t = useTranslations("picks");
  const hintId = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const rows = useRef<(HTMLLIElement | null)[]>([]);
  const nameOf = new Map(entrants.map((e) => [e.id, e.name]));
  const flagOf = new Map(entrants.map((e) => [e.id, e.flag ?? null]));
  const chosen = value.filter((id) => nameOf.has(id));
  const root = useRef<HTMLDivElement>(null);
  // What the focus goes to once the row it was on, or the list of the last place, is gone: the row
  // now at `index`, else the next place's list. Never left on the page's body.
  const focusAfterChange = (index: number) =>
    focusNextFrame(() => {
      const row = rows.current[index];
      return row?.isConnected ? row : root.current?.querySelector("select");
    });
  const moveTo = (from: number, to: number) => {
    if (disabled || to < 0 || to >= chosen.length) return;
    onChange(move(chosen, from, to));
    focusNextFrame(() => rows.current[to]);
  };
  return (
    <div ref={root} className={styles.ranking}>
      <p className={styles.rankingText}>{t("rankingPick", { count: size })}</p>
      <p className={`${styles.rankingText} ${styles.secondaryText}`} id={hintId}>
        {t("rankingHint")}
        {/* The keys only where there is a keyboard to press them: not on a touch screen. */}
        <span className={styles.keysHint}> {t("rankingKeys")}</span>
      </p>
      <ol
        aria-label={t("rankingPick", { count: size })}
        aria-describedby={hintId}
        className={styles.rankingList}
        data-testid="ranking-pick"
      >
        {chosen.map((id, index) => {
          const name = nameOf.get(id)!;
          return (
            <li
              key={id}
              ref={(el) => {
                rows.current[index] = el;
              }}
              tabIndex={0}
              draggable={!disabled}
              aria-label={t("placeOf", { place: index + 1, name })}
              className={`${styles.rankingRow} ${disabled ? styles.rankingRowLocked : ""}`}
              onDragStart={() => setDragged(index)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragged !== null) moveTo(dragged, index);
                setDragged(null);
              }}
              onKeyDown={(e) => {
                if (e.target !== e.currentTarget) return;
                if (e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
                  e.preventDefault();
                  moveTo(index, index + (e.key === "ArrowUp" ? -1 : 1));
                } else if (e.key === "ArrowUp" || e.key === "ArrowDown") {
                  e.preventDefault();
                  rows.current[index + (e.key === "ArrowUp" ? -1 : 1)]?.focus();
                }
              }}
            >
              <Icon d={ICONS.drag} className={styles.handle} />
              <p className={styles.place}>{index + 1}.</p>
              {/* The flag keeps to its name's line by layout, not a space: the row reads "1.Name". */}
              <p className={styles.entrant}>
                {flagOf.get(id) && <Flag flag={flagOf.get(id)!} />}
                {name}
              </p>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t("moveUp", { name })}
                disabled={disabled || index === 0}
                onClick={() => moveTo(index, index - 1)}
              >
                <Icon d={ICONS.up} />
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t("moveDown", { name })}
                disabled={disabled || index === chosen.length - 1}
                onClick={() => moveTo(index, index + 1)}
              >
                <Icon d={ICONS.down} />
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t("removeEntrant", { name })}
                disabled={disabled}
                onClick={() => {
                  onChange(chosen.filter((c) => c !== id));
                  focusAfterChange(index);
                }}
              >
                <Icon d={ICONS.remove} />
              </button>
            </li>
          );
        })}
      </ol>
      {chosen.length < size && !disabled && (
        <SelectField
          label={t("place", { place: chosen.length + 1 })}
          className={styles.placeField}
          value=""
          onChange={(id) => {
            onChange([...chosen, id]);
            // The last place taken: the list goes, the focus goes to the entrant just placed.
            if (chosen.length + 1 === size) focusAfterChange(chosen.length);
          }}
        >
          {entrants
            .filter((e) => !chosen.includes(e.id))
            .map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
        </SelectField>
      )}
    </div>
  );
}
