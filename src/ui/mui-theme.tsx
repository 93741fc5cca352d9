"use client";
import { ThemeProvider } from "@mui/material/styles";
import type { ReactNode } from "react";
import { COLOR_SCHEME_STORAGE_KEY } from "@/lib/constants";
import { theme } from "./theme";

/**
 * MUI's theme for what still draws with MUI: a menu or a dialog, loaded when opened (no page's
 * content does since decision 0068's addendum of 2026-12-04). The shell and the pages without MUI
 * load none of it (decision 0065): the theme's CSS variables and base styles come from the
 * server (./theme-css.ts), the colour scheme from ./shell/color-scheme.ts, whose changes reach
 * this provider as a `storage` event.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      // The server writes the variables into every page (./theme-css.ts); MUI's types offer this
      // prop only with their CSS-variables augmentation, which the app does not declare.
      {...{ disableStyleSheetGeneration: true }}
    >
      {children}
    </ThemeProvider>
  );
}
