"use client";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import CloseIcon from "@mui/icons-material/Close";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import type { FlagOf } from "@/lib/competitor-name";
import { Flag } from "@/ui/flag";

export interface Entrant {
  id: string;
  name: string;
  /** A Eurovision entry's or a driver's country. */
  flag?: FlagOf | null;
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * A ranking pick (podium or top 10): add entrants from the field, then order them by dragging a
 * row, with Alt+↑/↓ on a focused row, or with the buttons; remove one to pick another.
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
  const moveTo = (from: number, to: number) => {
    if (disabled || to < 0 || to >= chosen.length) return;
    onChange(move(chosen, from, to));
    requestAnimationFrame(() => rows.current[to]?.focus());
  };
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{t("rankingPick", { count: size })}</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }} id={hintId}>
        {t("rankingHint")}
      </Typography>
      <Box
        component="ol"
        aria-label={t("rankingPick", { count: size })}
        aria-describedby={hintId}
        sx={{ p: 0, m: 0, listStyle: "none", maxWidth: 480 }}
        data-testid="ranking-pick"
      >
        {chosen.map((id, index) => {
          const name = nameOf.get(id)!;
          return (
            <Box
              component="li"
              key={id}
              ref={(el: HTMLLIElement | null) => {
                rows.current[index] = el;
              }}
              tabIndex={0}
              draggable={!disabled}
              aria-label={t("placeOf", { place: index + 1, name })}
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
              sx={{
                display: "flex",
                alignItems: "center",
                gap: 1,
                py: 0.5,
                px: 1,
                borderBottom: 1,
                borderColor: "divider",
                cursor: disabled ? "default" : "grab",
                "&:focus-visible": { outline: 2, outlineColor: "primary.main" },
              }}
            >
              <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
              <Typography sx={{ width: 28, fontVariantNumeric: "tabular-nums" }}>{index + 1}.</Typography>
              {/* The flag keeps to its name's line by layout, not a space: the row reads "1.Name". */}
              <Typography sx={{ flex: 1, display: "flex", alignItems: "center", gap: 0.75 }}>
                {flagOf.get(id) && <Flag flag={flagOf.get(id)!} />}
                {name}
              </Typography>
              <IconButton
                size="small"
                aria-label={t("moveUp", { name })}
                disabled={disabled || index === 0}
                onClick={() => moveTo(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t("moveDown", { name })}
                disabled={disabled || index === chosen.length - 1}
                onClick={() => moveTo(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t("removeEntrant", { name })}
                disabled={disabled}
                onClick={() => onChange(chosen.filter((c) => c !== id))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      {chosen.length < size && !disabled && (
        <TextField
          select
          size="small"
          label={t("place", { place: chosen.length + 1 })}
          value=""
          onChange={(e) => onChange([...chosen, e.target.value])}
          sx={{ maxWidth: 320 }}
          slotProps={{ select: { displayEmpty: false } }}
        >
          {entrants
            .filter((e) => !chosen.includes(e.id))
            .map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.flag && (
                  <>
                    <Flag flag={e.flag} />
                    &nbsp;
                  </>
                )}
                {e.name}
              </MenuItem>
            ))}
        </TextField>
      )}
    </Stack>
  );
}
