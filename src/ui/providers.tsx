"use client";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SnackbarProvider } from "notistack";
import { useState, type ReactNode } from "react";
import { COLOR_SCHEME_STORAGE_KEY, QUERY_DEFAULTS, SNACKBAR } from "@/lib/constants";
import { ConsentProvider } from "./consent";
import { theme } from "./theme";

export function Providers({ children, initialConsent }: { children: ReactNode; initialConsent: boolean }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS }, mutations: { retry: false } } }),
  );
  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={COLOR_SCHEME_STORAGE_KEY}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={SNACKBAR.maxSnack}
          autoHideDuration={SNACKBAR.autoHideDurationMs}
          anchorOrigin={{ ...SNACKBAR.anchorOrigin }}
        >
          <ConsentProvider initial={initialConsent}>{children}</ConsentProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
