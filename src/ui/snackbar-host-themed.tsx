"use client";
/** The snackbars' host in MUI's theme, for a page drawn without MUI (./snackbar.tsx, `onDemand`). */
import { MuiTheme } from "./mui-theme";
import { NotistackHost } from "./snackbar-host";

export function ThemedNotistackHost() {
  return (
    <MuiTheme>
      <NotistackHost />
    </MuiTheme>
  );
}
