"use client";
/** The MUI theme of the islands and pages that use MUI (./mui-theme.tsx); options in ./theme-options.ts. */
import { createTheme } from "@mui/material/styles";
import { themeOptions } from "./theme-options";

export const theme = createTheme(themeOptions);
