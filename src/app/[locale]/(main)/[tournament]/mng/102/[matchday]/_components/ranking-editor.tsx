"use client";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useController, type Control } from "react-hook-form";

export interface Entrant {
  id: string;
  name: string;
}

export type EntrantStatuses = Record<string, "DNF" | "DSQ" | "DNS">;

/** The fields of a result form that a finishing order edits. */
export interface RankingValues {
  order: Entrant[];
  statuses: EntrantStatuses;
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * A finishing order, the `order` and `statuses` fields of its result form: drag a row, or focus
 * it and press ↑/↓ (Alt+↑/↓ moves it), or use the buttons. Each entrant can be marked DNF, DSQ or DNS.
 */
export function RankingEditor<V extends RankingValues>({
  control,
  disabled,
}: {
  control: Control<V>;
  disabled?: boolean;
}) {
  const t = useTranslations();
  const fields = control as unknown as Control<RankingValues>;
  const {
    field: { value: order, onChange: onOrder },
  } = useController({ control: fields, name: "order" });
  const {
    field: { value: statuses, onChange: onStatuses },
  } = useController({ control: fields, name: "statuses" });
  const [dragged, setDragged] = useState<number | null>(null);
  const rows = useRef<(HTMLLIElement | null)[]>([]);
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= order.length || disabled) return;
    onOrder(move(order, from, to));
    requestAnimationFrame(() => rows.current[to]?.focus());
  };
  return (
    <Box>
      <Typography variant="body2" sx={{ color: "text.secondary" }} id="ranking-hint">
        {t("manage.rankingHint")}
      </Typography>
      <Box
        component="ol"
        aria-label={t("manage.ranking")}
        aria-describedby="ranking-hint"
        sx={{ p: 0, m: 0, listStyle: "none" }}
        data-testid="ranking-editor"
      >
        {order.map((entrant, index) => (
          <Box
            component="li"
            key={entrant.id}
            ref={(el: HTMLLIElement | null) => {
              rows.current[index] = el;
            }}
            tabIndex={0}
            draggable={!disabled}
            onDragStart={() => setDragged(index)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => dragged !== null && moveTo(dragged, index)}
            onKeyDown={(e) => {
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
            sx={{
              display: "flex",
              alignItems: "center",
              gap: 1,
              py: 0.5,
              px: 1,
              borderBottom: 1,
              borderColor: "divider",
              "&:focus-visible": { outline: 2, outlineColor: "primary.main" },
            }}
          >
            <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
            <Typography sx={{ width: 32, fontVariantNumeric: "tabular-nums" }}>{index + 1}.</Typography>
            <Typography sx={{ flex: 1 }}>{entrant.name}</Typography>
            <TextField
              select
              size="small"
              value={statuses[entrant.id] ?? ""}
              disabled={disabled}
              onChange={(e) => {
                const next = { ...statuses };
                if (e.target.value) next[entrant.id] = e.target.value as "DNF";
                else delete next[entrant.id];
                onStatuses(next);
              }}
              slotProps={{
                htmlInput: { "aria-label": t("manage.entrantStatus", { name: entrant.name }) },
                select: { displayEmpty: true },
              }}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="">{t("manage.classified")}</MenuItem>
              {(["DNF", "DSQ", "DNS"] as const).map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`schedule.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row">
              <IconButton
                size="small"
                aria-label={t("manage.moveUp", { name: entrant.name })}
                disabled={disabled || index === 0}
                onClick={() => moveTo(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t("manage.moveDown", { name: entrant.name })}
                disabled={disabled || index === order.length - 1}
                onClick={() => moveTo(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
