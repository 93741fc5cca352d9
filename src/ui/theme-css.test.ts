import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { THEME_CSS_FILE, themeStylesheet } from "./theme-css";

describe("the theme's stylesheet", () => {
  it("is what the theme builds: run `npm run theme:css` after changing the theme", () => {
    expect(readFileSync(THEME_CSS_FILE, "utf8")).toBe(themeStylesheet());
  });

  it("holds both colour schemes and the base styles every page needs", () => {
    const css = readFileSync(THEME_CSS_FILE, "utf8");
    expect(css).toContain(":root, .light{color-scheme:light;--mui-palette-primary-main:#1b7f3b");
    expect(css).toContain(".dark{color-scheme:dark;");
    expect(css).toMatch(/body\{margin:0;/);
    expect(css).toContain("--bottom-nav-room:");
  });
});
