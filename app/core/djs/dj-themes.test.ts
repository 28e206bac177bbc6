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
  it.each(
    DJ_THEMES.map((t) => [t.id, t] as const),
  )("%s sets the profile's accents and the page's accent alike", (_id, theme) => {
    const vars = djThemeCssVars(theme);
    expect(Object.keys(vars)).toHaveLength(8);
    expect(vars["--dj-glow"]).toBe(theme.glow);
    expect(vars["--dj-on-accent"]).toBe(theme.onAccent);
    // Primary buttons read --color-accent*: on a profile they wear the DJ's theme.
    for (const name of ["accent", "accent-2", "accent-fg"]) expect(vars[`--color-${name}`]).toBe(vars[`--dj-${name}`]);
    expect([vars["--dj-accent"], vars["--dj-accent-2"], vars["--dj-accent-fg"]]).toEqual([
      theme.accent,
      theme.accent2,
      theme.accentFg,
    ]);
  });
});
