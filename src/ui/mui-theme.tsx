"use client";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { ThemeProvider } from "@mui/material/styles";
import type { ReactNode } from "react";
import { COLOR_SCHEME_STORAGE_KEY } from "@/lib/constants";
import { SnackbarHost } from "./snackbar";
import { theme } from "./theme";

/**
 * MUI's theme for what draws with MUI: a page's content (`MuiPage`, in the layouts of the route
 * groups whose pages use MUI) and a menu loaded when opened. The shell and the pages without MUI
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

/** A page drawn with MUI: Emotion's server-rendered styles, the theme, and the snackbars. */
export function MuiPage({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider>
      <MuiTheme>
        {children}
        <SnackbarHost />
      </MuiTheme>
    </AppRouterCacheProvider>
  );
}
