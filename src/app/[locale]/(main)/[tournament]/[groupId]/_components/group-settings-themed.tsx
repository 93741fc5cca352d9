"use client";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import type { ComponentProps } from "react";
import { MuiTheme } from "@/ui/mui-theme";
import { GroupSettings } from "./group-settings";

/**
 * The settings with MUI's theme and Emotion's server-rendered styles: the group page around them
 * is drawn without MUI (decision 0068), so they bring MUI with them, to managers only.
 */
export default function ThemedGroupSettings(props: ComponentProps<typeof GroupSettings>) {
  return (
    <AppRouterCacheProvider>
      <MuiTheme>
        <GroupSettings {...props} />
      </MuiTheme>
    </AppRouterCacheProvider>
  );
}
