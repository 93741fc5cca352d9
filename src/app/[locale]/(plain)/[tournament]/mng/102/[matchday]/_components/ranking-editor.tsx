"use client";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useController, type Control } from "@/ui/forms/form";
import { Alert } from "@/ui/plain/alert";
import { buttonClass } from "@/ui/plain/button-link";
import content from "@/ui/plain/content.module.css";
import field from "@/ui/plain/field.module.css";
import plain from "@/ui/plain/plain.module.css";
import { focusNextFrame, move } from "@/ui/reorder";
import styles from "./result-editor.module.css";

export interface Entrant {
  id: string;
  name: string;
}

export type EntrantStatuses = Record<string, "DNF" | "DSQ" | "DNS">;

/** The fields of a result form that a finishing order edits. */
export interface RankingValues {
  order: Entrant[];
  statuses: EntrantStatuses;
  /**
   * Whether `order` is a finishing order the admin gave: a stored ranking, a move, or "keep this
   * order". A race without a result starts in the entry list's order, which is not a result.
   */
  ranked: boolean;
}

/** The result's finishing order is the list's, untouched: saving it would record the entry list. */
export function unranked(values: RankingValues): boolean {
  return !values.ranked;
}

/** MUI's ArrowUpward, ArrowDownward and DragIndicator icons (Material Icons, Apache 2.0). */
const UP = "m4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z";
const DOWN = "m20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z";
const DRAG =
  "M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2";

/**
 * A finishing order, the `order` and `statuses` fields of its result form: drag a row, or focus
 * it and press ↑/↓ (Alt+↑/↓ moves it), or use the buttons. Each entrant can be marked DNF, DSQ or DNS.
 */
export function RankingEditor<V extends RankingValues>({
  control,
  disabled,
  errorId,
}: {
  control: Control<V>;
  disabled?: boolean;
  /** The id of the refusal shown under the list, while the order is refused: the list is described by it. */
  errorId?: string;
}) {
  const t = useTranslations();
  const hintId = useId();
  const fields = control as unknown as Control<RankingValues>;
  const {
    // The first row takes the focus when the order is refused.
    field: { value: order, onChange: onOrder, ref: orderRef },
  } = useController({ control: fields, name: "order" });
  const {
    field: { value: statuses, onChange: onStatuses },
  } = useController({ control: fields, name: "statuses" });
  const {
    field: { value: ranked, onChange: onRanked },
  } = useController({ control: fields, name: "ranked" });
  const [dragged, setDragged] = useState<number | null>(null);
  const rows = useRef<(HTMLLIElement | null)[]>([]);
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= order.length || disabled) return;
    onOrder(move(order, from, to));
    onRanked(true);
    focusNextFrame(() => rows.current[to]);
  };
  const moveButton = (label: string, d: string, from: number, to: number) => (
    <button
      type="button"
      className={`${plain.iconButton} ${plain.iconButtonDefault} ${plain.iconButtonSmall}`}
      aria-label={label}
      disabled={disabled || to < 0 || to >= order.length}
      onClick={() => moveTo(from, to)}
    >
      <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d={d} />
      </svg>
    </button>
  );
  return (
    <div>
      <p className={`${content.body2} ${content.secondary}`} id={hintId}>
        {t("manage.rankingHint")}
      </p>
      {!ranked && !disabled && (
        <Alert
          severity="warning"
          role="status"
          action={
            <button type="button" className={buttonClass("text", "small")} onClick={() => onRanked(true)}>
              {t("manage.keepOrder")}
            </button>
          }
        >
          {t("manage.listedOrder")}
        </Alert>
      )}
      <ol
        aria-label={t("manage.ranking")}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
        className={styles.ranking}
        data-testid="ranking-editor"
      >
        {order.map((entrant, index) => (
          <li
            key={entrant.id}
            ref={(el) => {
              rows.current[index] = el;
              // A row is no input: the form gets a handle to focus it, nothing to read.
              if (index === 0) orderRef(el && { focus: () => el.focus() });
            }}
            tabIndex={0}
            draggable={!disabled}
            onDragStart={() => setDragged(index)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => dragged !== null && moveTo(dragged, index)}
            onKeyDown={(e) => {
              if (e.target !== e.currentTarget) return;
              if (e.altKey && e.key === "ArrowUp") {
                e.preventDefault();
                moveTo(index, index - 1);
              } else if (e.altKey && e.key === "ArrowDown") {
                e.preventDefault();
                moveTo(index, index + 1);
              } else if (e.key === "ArrowUp") {
                e.preventDefault();
                rows.current[index - 1]?.focus();
              } else if (e.key === "ArrowDown") {
                e.preventDefault();
                rows.current[index + 1]?.focus();
              }
            }}
            className={styles.entrant}
          >
            <svg className={styles.drag} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
              <path d={DRAG} />
            </svg>
            <span className={`${content.body1} ${styles.place}`}>{index + 1}.</span>
            <span className={`${content.body1} ${styles.name}`} data-testid="entrant-name">
              {entrant.name}
            </span>
            <div
              className={[field.field, field.small, styles.entrantStatus, disabled && field.disabled]
                .filter(Boolean)
                .join(" ")}
            >
              <div className={field.inputRoot}>
                <select
                  className={field.input}
                  value={statuses[entrant.id] ?? ""}
                  disabled={disabled}
                  aria-label={t("manage.entrantStatus", { name: entrant.name })}
                  onChange={(e) => {
                    const next = { ...statuses };
                    if (e.target.value) next[entrant.id] = e.target.value as "DNF";
                    else delete next[entrant.id];
                    onStatuses(next);
                  }}
                >
                  <option value="">{t("manage.classified")}</option>
                  {(["DNF", "DSQ", "DNS"] as const).map((s) => (
                    <option key={s} value={s}>
                      {t(`schedule.${s}`)}
                    </option>
                  ))}
                </select>
                <svg className={field.selectIcon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                  <path d="M7 10l5 5 5-5z" />
                </svg>
                <fieldset aria-hidden="true" className={field.outline}>
                  <legend />
                </fieldset>
              </div>
            </div>
            <div className={styles.moves}>
              {moveButton(t("manage.moveUp", { name: entrant.name }), UP, index, index - 1)}
              {moveButton(t("manage.moveDown", { name: entrant.name }), DOWN, index, index + 1)}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
