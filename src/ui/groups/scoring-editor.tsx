"use client";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { defaultRuleSet } from "@/lib/scoring/rule-sets";
import type { GameMode, Sport } from "@/lib/sports";

export type Scoring = Record<string, number | string>;

/** The points of a rule set, one field per rule; `places` is fixed by the mode and not shown. */
export function ScoringEditor({ sport, mode, value, onChange, disabled }: { sport: Sport; mode: GameMode; value: Scoring; onChange: (next: Scoring) => void; disabled?: boolean }) {
  const t = useTranslations("scoring");
  const defaults = defaultRuleSet(sport, mode) as Scoring;
  const current = { ...defaults, ...value };
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, m: 0 }} disabled={disabled} data-testid="scoring-editor">
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {t("legend")}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {Object.entries(defaults).map(([key, fallback]) => {
          if (key === "places") return null;
          if (key === "basis")
            return (
              <TextField key={key} select size="small" label={t("basis")} value={current[key]} disabled={disabled} onChange={(e) => onChange({ ...current, [key]: e.target.value })}>
                <MenuItem value="regular">{t("basisRegular")}</MenuItem>
                <MenuItem value="final">{t("basisFinal")}</MenuItem>
              </TextField>
            );
          return (
            <TextField
              key={key}
              size="small"
              type="number"
              label={t(key as "exact")}
              value={current[key]}
              disabled={disabled}
              helperText={t("default", { points: fallback })}
              onChange={(e) => onChange({ ...current, [key]: e.target.value === "" ? "" : Math.trunc(Number(e.target.value)) })}
              slotProps={{ htmlInput: { min: 0, max: 50, step: 1, inputMode: "numeric" } }}
            />
          );
        })}
      </Box>
    </Box>
  );
}

/** The rule set to send: numbers as numbers, empty fields left to their defaults. */
export function scoringToSend(value: Scoring): Record<string, number | string> {
  return Object.fromEntries(Object.entries(value).filter(([key, v]) => key !== "places" && v !== ""));
}
