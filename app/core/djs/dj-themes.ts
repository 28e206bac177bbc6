/**
 * Profile colour themes a DJ can pick (dj_profiles.theme_id). Each theme tints the profile page only: the accent
 * used for buttons/links and a glow behind the photo. Every colour pair is chosen to keep WCAG AA (4.5:1) on the dark
 * UI — `accentFg` as text on the page background and `onAccent` as text on the accent gradient (checked in the test).
 */
export interface DjTheme {
  id: string;
  name: string;
  /** Solid fill for primary buttons and highlights. */
  accent: string;
  /** Second stop of the accent gradient (`onAccent` must read on it too). */
  accent2: string;
  /** Accent colour for text/icons on the dark page background. */
  accentFg: string;
  /** Text colour on an `accent` fill. */
  onAccent: string;
  /** Soft glow behind the hero photo (decorative, no contrast requirement). */
  glow: string;
}

export const DEFAULT_DJ_THEME_ID = "booth";

export const DJ_THEMES: readonly DjTheme[] = [
  {
    id: "booth",
    name: "Booth Magenta",
    accent: "#a21caf",
    accent2: "#6d28d9",
    accentFg: "#f0abfc",
    onAccent: "#ffffff",
    glow: "#c026d3",
  },
  {
    id: "acid",
    name: "Acid Lime",
    accent: "#a3e635",
    accent2: "#22c55e",
    accentFg: "#bef264",
    onAccent: "#0b0b0f",
    glow: "#84cc16",
  },
  {
    id: "ocean",
    name: "Deep Ocean",
    accent: "#0369a1",
    accent2: "#0e7490",
    accentFg: "#7dd3fc",
    onAccent: "#ffffff",
    glow: "#0ea5e9",
  },
  {
    id: "sunset",
    name: "Sunset",
    accent: "#f97316",
    accent2: "#f43f5e",
    accentFg: "#fdba74",
    onAccent: "#0b0b0f",
    glow: "#f97316",
  },
  {
    id: "gold",
    name: "Gold Room",
    accent: "#fbbf24",
    accent2: "#d97706",
    accentFg: "#fde68a",
    onAccent: "#0b0b0f",
    glow: "#f59e0b",
  },
  {
    id: "mono",
    name: "Monochrome",
    accent: "#e5e5e5",
    accent2: "#a3a3a3",
    accentFg: "#f5f5f5",
    onAccent: "#0b0b0f",
    glow: "#737373",
  },
  {
    id: "crimson",
    name: "Crimson",
    accent: "#be123c",
    accent2: "#7f1d1d",
    accentFg: "#fda4af",
    onAccent: "#ffffff",
    glow: "#e11d48",
  },
];

const BY_ID = new Map(DJ_THEMES.map((theme) => [theme.id, theme]));

/** The theme for a stored theme_id; null, empty or unknown ids (a theme removed later) fall back to the default. */
export function themeForId(id: string | null | undefined): DjTheme {
  return (id && BY_ID.get(id)) || (BY_ID.get(DEFAULT_DJ_THEME_ID) as DjTheme);
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
/**
 * The CSS custom properties a theme sets on the profile page. The page's own accent follows the theme too, so
 * primary buttons (Follow, Book this DJ) wear it.
 */
export function djThemeCssVars(theme: DjTheme): Record<string, string> {
  return {
    "--dj-accent": theme.accent,
    "--dj-accent-2": theme.accent2,
    "--dj-accent-fg": theme.accentFg,
    "--dj-on-accent": theme.onAccent,
    "--dj-glow": theme.glow,
    "--color-accent": theme.accent,
    "--color-accent-2": theme.accent2,
    "--color-accent-fg": theme.accentFg,
  };
}

export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
