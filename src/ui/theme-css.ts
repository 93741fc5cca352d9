import "server-only";
import { createTheme } from "@mui/material/styles";
import { BOTTOM_NAV_ROOM } from "./shell/bottom-nav-room";
import { themeOptions } from "./theme-options";

type Declarations = Record<string, string | number>;

const kebab = (property: string) =>
  property.startsWith("--") ? property : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const rule = (selector: string, declarations: Declarations) =>
  `${selector}{${Object.entries(declarations)
    .map(([p, v]) => `${kebab(p)}:${v}`)
    .join(";")}}`;

/**
 * The theme's CSS variables (light on `:root` and `.light`, dark on `.dark`, the class the colour
 * scheme script sets on <html>) and the page's base styles, as MUI's CssBaseline wrote them
 * (decision 0065): written by the server into every page, so the shell and the pages without MUI
 * need no styling code in the browser; MUI's components, where a page has them, read the same
 * variables.
 */
function build(): string {
  const theme = createTheme(themeOptions);
  // A theme made with `cssVariables` has it; MUI's types declare it only with their augmentation.
  const sheets = (theme as unknown as { generateStyleSheets(): Record<string, Declarations>[] }).generateStyleSheets();
  const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = theme.typography.body1;
  return [
    ...sheets.flatMap((sheet) => Object.entries(sheet).map(([selector, d]) => rule(selector, d))),
    rule("html", {
      WebkitFontSmoothing: "antialiased",
      MozOsxFontSmoothing: "grayscale",
      boxSizing: "border-box",
      WebkitTextSizeAdjust: "100%",
    }),
    ":root,.light{color-scheme:light}.dark{color-scheme:dark}",
    "*,*::before,*::after{box-sizing:inherit}",
    `strong,b{font-weight:${theme.typography.fontWeightBold}}`,
    rule("body", {
      margin: 0,
      color: "var(--mui-palette-text-primary)",
      fontFamily: fontFamily!,
      fontWeight: fontWeight!,
      fontSize: fontSize!,
      lineHeight: lineHeight!,
      letterSpacing: letterSpacing!,
      backgroundColor: "var(--mui-palette-background-default)",
      // A word longer than its line (a player's long name in "Hello, …", a group's name) breaks
      // rather than pushing the page wider than a phone's screen.
      overflowWrap: "break-word",
    }),
    "body::backdrop{background-color:var(--mui-palette-background-default)}",
    // A link in running text ("Plus for this tournament", "terms of use", "More details") in the
    // theme's colour, as MUI's Link draws it, not the browser's blue (lavender in dark). Zero
    // specificity: any link a class styles (buttons, rows, the bars) keeps its own colour.
    ":where(a:not([class])){color:var(--mui-palette-primary-main)}",
    "@media print{body{background-color:#fff}}",
    // The room the bottom navigation takes on phones (the layout, the cookie notice and the messages keep clear of it).
    `:root{--bottom-nav-room:${BOTTOM_NAV_ROOM}}`,
  ].join("\n");
}

export const themeCss = build();
