"use client";
import type { ComponentProps } from "react";
import { MuiTheme } from "../mui-theme";
import { CalendarLinks } from "./calendar-links";

/** The feed's links with MUI's theme, for a page drawn without MUI (the settings' calendar, loaded when a feed is made). */
export default function ThemedCalendarLinks(props: ComponentProps<typeof CalendarLinks>) {
  return (
    <MuiTheme>
      <CalendarLinks {...props} />
    </MuiTheme>
  );
}
