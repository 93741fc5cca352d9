"use client";
import { useTranslations } from "next-intl";
import type { SheetGame } from "@/lib/picks/sheet-types";
import { isSemiFinal, pickSize } from "@/lib/scoring/pick-size";
import type { GameMode, Sport } from "@/lib/sports";
import { Checkbox } from "@/ui/plain/choice";
import { RankingPick } from "./ranking-pick";
import type { Pick } from "./sheet-logic";
import styles from "./pick-sheet.module.css";

/**
 * A pick among a game's entrants: a semi-final's qualifiers ticked (Eurovision), else a ranking of
 * as many places as the sport and mode ask for (a podium, a top 10, the winner).
 */
export function RankingEditor({
  game: g,
  pick,
  sport,
  mode,
  disabled,
  onChange,
}: {
  game: SheetGame;
  pick: Pick;
  sport: Sport;
  mode: GameMode;
  disabled: boolean;
  onChange: (pick: Pick) => void;
}) {
  const t = useTranslations();
  const size = pickSize(sport, mode, {
    knockout: g.knockout,
    stage: g.stage,
    entrantIds: g.entrants.map((e) => e.id),
  });
  if (isSemiFinal(sport, { stage: g.stage })) {
    const chosen = (pick.qualifiers as string[] | undefined) ?? [];
    return (
      <fieldset className={styles.qualifiers}>
        <legend className={styles.qualifiersLegend}>
          {t("picks.qualifiersPick", { count: size })} · {chosen.length}/{size}
        </legend>
        <div className={styles.qualifiersGrid}>
          {g.entrants.map((e) => (
            <Checkbox
              key={e.id}
              label={e.name}
              checked={chosen.includes(e.id)}
              disabled={disabled || (!chosen.includes(e.id) && chosen.length >= size)}
              onChange={(checked) =>
                onChange({ qualifiers: checked ? [...chosen, e.id] : chosen.filter((c) => c !== e.id) })
              }
            />
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <RankingPick
      entrants={g.entrants}
      size={size}
      value={(pick.ranking as string[] | undefined) ?? []}
      disabled={disabled}
      onChange={(ranking) => onChange({ ranking })}
    />
  );
}
