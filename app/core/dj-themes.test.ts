import { describe, expect, it } from "vitest";
import { contrastRatio, DEFAULT_DJ_THEME_ID, DJ_THEMES, djThemeCssVars, themeForId } from "./dj-themes";

// The dark UI surfaces of app/app.css (--color-bg, --color-surface, --color-surface-2).
const DARK_SURFACES = ["#0b0b0f", "#15151c", "#1f1f29"];

describe("DJ profile themes", () => {
  it("have unique ids and names", () => {
    expect(new Set(DJ_THEMES.map((t) => t.id)).size).toBe(DJ_THEMES.length);
    expect(new Set(DJ_THEMES.map((t) => t.name)).size).toBe(DJ_THEMES.length);
    expect(DJ_THEMES.length).toBeGreaterThanOrEqual(4);
  });

  it.each(DJ_THEMES.map((t) => [t.id, t] as const))("%s keeps WCAG AA contrast on the dark UI", (_id, theme) => {
    for (const surface of DARK_SURFACES) expect(contrastRatio(theme.accentFg, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.onAccent, theme.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.onAccent, theme.accent2)).toBeGreaterThanOrEqual(4.5);
  });

  it("falls back to the default theme for null, empty and unknown ids", () => {
    expect(themeForId(null).id).toBe(DEFAULT_DJ_THEME_ID);
    expect(themeForId(undefined).id).toBe(DEFAULT_DJ_THEME_ID);
    expect(themeForId("").id).toBe(DEFAULT_DJ_THEME_ID);
    expect(themeForId("no-such-theme").id).toBe(DEFAULT_DJ_THEME_ID);
    expect(themeForId("ocean").name).toBe("Deep Ocean");
  });

  it("computes contrast like WCAG (black on white is 21:1)", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
  });
});

describe("djThemeCssVars", () => {
  it("sets the profile's own accent variables and the page accent from one theme", () => {
    const theme = themeForId("ocean");
    expect(djThemeCssVars(theme)).toEqual({
      "--dj-accent": theme.accent,
      "--dj-accent-2": theme.accent2,
      "--dj-accent-fg": theme.accentFg,
      "--dj-on-accent": theme.onAccent,
      "--dj-glow": theme.glow,
      "--color-accent": theme.accent,
      "--color-accent-2": theme.accent2,
      "--color-accent-fg": theme.accentFg,
    });
  });
});
