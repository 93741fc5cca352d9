"use client";
import { stageName } from "@/lib/stage-name";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { NativeSelect, TextField } from "@/ui/plain/field";
import styles from "./groups.module.css";
import { MULTIPLIER_FACTORS, RULE_POINTS_MAX, RULE_POINTS_MIN, type Multipliers } from "@/lib/scoring/weights";
import type { GameMode, Sport } from "@/lib/sports";
import { matchdayLabel } from "@/lib/matchday-label";

/** A rule set as edited: its points, the basis, and the stage and matchday weights (`multipliers`). */
export type Scoring = Record<string, unknown>;

/** What a rule set can weigh in the tournament: its knockout stages and its matchdays. */
export interface Weighable {
  stages: string[];
  matchdays: { ordinal: number; name: string | null }[];
}
/** The default rule set of the group's sport in each mode (`defaultRuleSet`, computed on the server: the rule sets bring zod). */
export type ScoringDefaults = Record<GameMode, Scoring>;

/**
 * The points of a rule set, one field per rule; `places` is fixed by the mode and not shown. Each
 * label sits in full above its field (`labelAbove`): some run to 70 characters in German or French,
 * more than a narrow field's floating label holds.
 */
export function ScoringEditor({
  defaults: byMode,
  sport,
  mode,
  value,
  onChange,
  disabled,
  weighable,
}: {
  defaults: ScoringDefaults;
  /** The weights' words follow it: a race weekend in Formula 1, a show at Eurovision. */
  sport: Sport;
  mode: GameMode;
  value: Scoring;
  onChange: (next: Scoring) => void;
  disabled?: boolean;
  weighable?: Weighable;
}) {
  const t = useTranslations("scoring");
  const id = useId();
  const defaults = byMode[mode];
  const current = { ...defaults, ...value };
  return (
    <fieldset className={styles.scoring} disabled={disabled} data-testid="scoring-editor">
      <legend className={styles.legend}>{t("legend")}</legend>
      <div className={styles.pointsGrid}>
        {Object.entries(defaults).map(([key, fallback]) => {
          if (key === "places") return null;
          if (key === "basis")
            return (
              <NativeSelect
                key={key}
                id={`${id}-${key}`}
                size="small"
                label={t("basis")}
                labelAbove
                className={styles.wholeRow}
                value={String(current[key])}
                disabled={disabled}
                onChange={(e) => onChange({ ...current, [key]: e.target.value })}
              >
                <option value="regular">{t("basisRegular")}</option>
                <option value="final">{t("basisFinal")}</option>
              </NativeSelect>
            );
          const points = current[key];
          // Marked as typed, with the range, before the server refuses the whole rule set for it.
          const wrong =
            !Number.isInteger(points) || (points as number) < RULE_POINTS_MIN || (points as number) > RULE_POINTS_MAX;
          return (
            <TextField
              key={key}
              id={`${id}-${key}`}
              size="small"
              type="number"
              label={t(key as "exact")}
              labelAbove
              value={points as number | string}
              disabled={disabled}
              error={wrong}
              helperText={
                wrong
                  ? t("range", { min: RULE_POINTS_MIN, max: RULE_POINTS_MAX })
                  : t("default", { points: Number(fallback) })
              }
              onChange={(e) =>
                onChange({ ...current, [key]: e.target.value === "" ? "" : Math.trunc(Number(e.target.value)) })
              }
              htmlInput={{ min: RULE_POINTS_MIN, max: RULE_POINTS_MAX, step: 1, inputMode: "numeric" }}
            />
          );
        })}
      </div>
      {weighable && (weighable.stages.length > 0 || weighable.matchdays.length > 0) && (
        <WeightsEditor
          sport={sport}
          weighable={weighable}
          value={(current.multipliers as Multipliers | undefined) ?? {}}
          disabled={disabled}
          onChange={(multipliers) => onChange({ ...current, multipliers })}
        />
      )}
    </fieldset>
  );
}

/** A weight (×1 to ×5) per knockout stage and per matchday: a game's points are multiplied by its stage's, else its matchday's. */
function WeightsEditor({
  sport,
  weighable,
  value,
  disabled,
  onChange,
}: {
  sport: Sport;
  weighable: Weighable;
  value: Multipliers;
  disabled?: boolean;
  onChange: (next: Multipliers | undefined) => void;
}) {
  const t = useTranslations();
  const id = useId();
  const set = (group: "stages" | "matchdays", key: string, factor: number) => {
    const next = { ...value[group] };
    if (factor === 1) delete next[key];
    else next[key] = factor;
    const all: Multipliers = { ...value, [group]: next };
    if (Object.keys(next).length === 0) delete all[group];
    onChange(Object.keys(all).length ? all : undefined);
  };
  const rows = [
    // A stage the group already weighs stays offered, so its weight can be seen and taken off.
    ...[...new Set([...weighable.stages, ...Object.keys(value.stages ?? {})])].map((stage) => ({
      group: "stages" as const,
      key: stage,
      name: stageName(stage, t),
    })),
    ...weighable.matchdays.map((m) => ({
      group: "matchdays" as const,
      key: String(m.ordinal),
      name: matchdayLabel(m, t),
    })),
  ];
  return (
    <details className={styles.weights} open={Boolean(value.stages || value.matchdays)}>
      <summary>{t("scoring.weights", { sport })}</summary>
      <p className={`${styles.hint} ${styles.weightsHint}`}>{t("scoring.weightsHint", { sport })}</p>
      <div className={styles.weightsGrid}>
        {rows.map((row) => (
          <NativeSelect
            key={`${row.group}:${row.key}`}
            id={`${id}-${row.group}-${row.key}`}
            size="small"
            label={row.name}
            labelAbove
            value={String(value[row.group]?.[row.key] ?? 1)}
            disabled={disabled}
            onChange={(e) => set(row.group, row.key, Number(e.target.value))}
            htmlInput={{ "aria-label": t("scoring.weightOf", { name: row.name }) }}
          >
            {MULTIPLIER_FACTORS.map((f) => (
              <option key={f} value={String(f)}>
                {t("picks.multiplier", { factor: f })}
              </option>
            ))}
          </NativeSelect>
        ))}
      </div>
    </details>
  );
}

/** The rule set to send: numbers as numbers, empty fields left to their defaults. */
export function scoringToSend(value: Scoring): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key, v]) => key !== "places" && v !== ""));
}
