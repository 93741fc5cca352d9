/** The seed's theme (§3, §9): green primary, yellow secondary, light and dark schemes. */
import type { ThemeOptions } from "@mui/material/styles";
import { THEME } from "@/lib/constants";

/**
 * Text on a filled colour (a "Live" chip, an error button) is white only where white reaches
 * WCAG AA's 4.5:1, else dark; MUI's default of 3 put white on the dark scheme's red at 3.68:1.
 */
const CONTRAST_THRESHOLD = 4.5;

/**
 * The options, shared by the browser's MUI theme (./theme.ts, for the islands and pages that use
 * MUI) and the server, which writes the theme's CSS variables and the page's base styles into
 * every page (./theme-css.ts), so a page without MUI draws with the same colours (decision 0065).
 */
export const themeOptions = {
  cssVariables: { colorSchemeSelector: "class" },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: CONTRAST_THRESHOLD,
        primary: { main: "#1b7f3b", contrastText: "#ffffff" },
        secondary: { main: "#f5c518", contrastText: "#1f1a00" },
        background: { default: "#f6f8f6", paper: "#ffffff" },
      },
    },
    dark: {
      palette: {
        contrastThreshold: CONTRAST_THRESHOLD,
        primary: { main: "#5cc97f", contrastText: "#00210c" },
        secondary: { main: "#ffd84d", contrastText: "#1f1a00" },
        background: { default: "#0f1411", paper: "#18201b" },
      },
    },
  },
  shape: { borderRadius: THEME.borderRadius },
  spacing: THEME.spacing,
  breakpoints: { values: THEME.breakpoints },
  typography: {
    fontFamily: `"Roboto Variable", Roboto, system-ui, -apple-system, "Segoe UI", sans-serif`,
  },
  components: {
    MuiButton: { styleOverrides: { root: { borderRadius: THEME.buttonRadius, textTransform: "none" } } },
    MuiBottomNavigation: {
      styleOverrides: { root: ({ theme }) => ({ height: theme.spacing(THEME.bottomNavigationSpacingUnits) }) },
    },
    MuiPaper: { defaultProps: { elevation: THEME.paperElevation } },
  },
} satisfies ThemeOptions;
