/**
 * Writes the theme's CSS variables and base styles (src/ui/theme-css.ts, built with MUI's
 * `createTheme`) into src/ui/theme.generated.css, the stylesheet every page links (decision 0065's
 * addendum of 2026-12-04). `npm run theme:css` after changing the theme; src/ui/theme-css.test.ts
 * fails while the file differs from what the theme builds.
 */
import { writeFileSync } from "node:fs";
import { THEME_CSS_FILE, themeStylesheet } from "../src/ui/theme-css";

writeFileSync(THEME_CSS_FILE, themeStylesheet());
console.log(`wrote ${THEME_CSS_FILE}`);
