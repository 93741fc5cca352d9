"use client";
import { useTranslations } from "next-intl";
import type { SheetGame } from "@/lib/picks/sheet-types";
import type { Pick } from "./sheet-logic";
import styles from "./pick-sheet.module.css";

/** A locked game's pick that is not a score, as text (never a greyed-out control that looks open). */
export function LockedPick({ game: g, pick }: { game: SheetGame; pick: Pick }) {
  const t = useTranslations();
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
    <p data-testid="locked-pick" className={styles.lockedPick}>
      {t("picks.myPick", { pick: text })}
    </p>
  );
}

/** A finished ranking event's result beside the player's pick: its top places, or who qualified. */
export function FinalOrder({ game: g }: { game: SheetGame }) {
  const t = useTranslations();
  if (!g.finalOrder) return null;
  const entrant = (id: string) => g.entrants.find((e) => e.id === id)?.name ?? "?";
  return (
    <p data-testid="final-order" className={styles.finalOrder}>
      {"ranking" in g.finalOrder
        ? t("picks.resultOrder", { order: g.finalOrder.ranking.map((id, i) => `${i + 1}. ${entrant(id)}`).join(" · ") })
        : t("picks.qualified", { names: g.finalOrder.qualifiers.map(entrant).join(", ") })}
    </p>
  );
}
