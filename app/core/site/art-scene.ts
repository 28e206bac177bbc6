/**
 * The designed artwork (decision 060): a layout tree satori sets with the bundled fonts, per kind — event flyers
 * (Swiss grid, bold type, duotone halftone), DJ sleeves (a motif from the genres, the name set like a record
 * sleeve), venue covers (architectural line drawings), production-line marks (a label logo) and news images
 * (an editorial composition that never repeats the headline). The style and palette come from a seed of the
 * entity (its slug or id), so a rename keeps the look; the text comes from the entity, so a new lineup or date
 * draws a new flyer. Every text block is fitted by ./art-fit.ts and can never run off the canvas. Pure.
 */

import { type FitBox, type FittedText, fitText } from "./art-fit";
import {
  architectureMotif,
  coneMotif,
  editorialMotif,
  gridMotif,
  halftoneMotif,
  LABEL_MARKS,
  labelMark,
  lightMotif,
  type Rand,
  seededRandom,
  svgDataUrl,
  VENUE_PATTERNS,
  vinylMotif,
  waveformMotif,
} from "./art-motifs";
import { ARTWORK_SIZES, hashString } from "./artwork";

export type ArtKind = "dj" | "avatar" | "venue" | "event" | "production" | "news";

/** What an artwork says. Only `label` is required; each kind reads the fields it sets. */
export interface ArtText {
  /** The name (DJ, venue, event, line) — or, for news, the category: a news image never repeats its headline. */
  label: string;
  /** A date line as the page shows it ("SAT 12 DEC"). */
  date?: string;
  /** A venue or city line. */
  place?: string;
  /** An event's lineup, in billing order. */
  lineup?: string[];
  /** A DJ's genres (they choose the sleeve's motif). */
  genres?: string[];
}

/** A satori element: a plain object, so this module needs neither React nor satori. */
export interface ArtNode {
  type: "div" | "img";
  props: {
    style?: Record<string, string | number>;
    src?: string;
    width?: number;
    height?: number;
    children?: ArtNode[] | string;
  };
}

export interface ArtScene {
  width: number;
  height: number;
  style: string;
  root: ArtNode;
  /** Every text block as fitted (for the checks that nothing leaves the canvas). */
  blocks: { text: FittedText; x: number; y: number; maxWidth: number }[];
}

export const ART_SIZES: Record<ArtKind, { w: number; h: number }> = ARTWORK_SIZES;

/** Font family names the server registers (server/http/art-fonts.server.ts). */
export const DISPLAY_FONT = "Space Grotesk";
export const TEXT_FONT = "Inter";

interface Palette {
  bg: string;
  ink: string;
  accent: string;
  muted: string;
}

/** Dark first; two paper palettes give the flyers the range real ones have. */
const PALETTES: Palette[] = [
  { bg: "#0b0b0f", ink: "#f4f4f6", accent: "#d946ef", muted: "#a0a0b2" },
  { bg: "#0d0a1a", ink: "#f5f3ff", accent: "#8b5cf6", muted: "#b4acd6" },
  { bg: "#0a0f0d", ink: "#ecfdf5", accent: "#c6f432", muted: "#9fb8ac" },
  { bg: "#120a08", ink: "#fff7ed", accent: "#ff5a1f", muted: "#c8aa98" },
  { bg: "#07101a", ink: "#f0f9ff", accent: "#38bdf8", muted: "#97b3c8" },
  { bg: "#14060c", ink: "#fff1f2", accent: "#f43f5e", muted: "#c9a0ab" },
  { bg: "#101010", ink: "#fafafa", accent: "#f5b50b", muted: "#ababab" },
  { bg: "#ece6da", ink: "#111111", accent: "#e2341d", muted: "#5b554c" },
  { bg: "#e9ecef", ink: "#0b0b0f", accent: "#2a3cff", muted: "#4d5560" },
];

function pick<T>(items: readonly T[], rand: Rand): T {
  return items[Math.floor(rand() * items.length)] as T;
}

const div = (style: Record<string, string | number>, children?: ArtNode[] | string): ArtNode => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

const img = (src: string, w: number, h: number, style: Record<string, string | number> = {}): ArtNode => ({
  type: "img",
  props: { src, width: w, height: h, style: { position: "absolute", left: 0, top: 0, ...style } },
});

interface Placed {
  node: ArtNode;
  block: ArtScene["blocks"][number];
}

/** A fitted text block at (x, y), one div per line so satori never wraps it differently. */
function textBlock(
  raw: string,
  box: FitBox,
  at: { x?: number; y?: number; bottom?: number; canvasH: number },
  look: { color: string; font: string; weight: number },
): Placed {
  const fitted = fitText(raw, box);
  const y = at.bottom !== undefined ? at.canvasH - at.bottom - fitted.height : (at.y ?? 0);
  const x = at.x ?? 0;
  const lines = fitted.lines.map((line) =>
    div({ height: Math.round(fitted.fontSize * fitted.lineHeight), alignItems: "center", whiteSpace: "pre" }, line),
  );
  const node = div(
    {
      position: "absolute",
      left: x,
      top: Math.round(y),
      width: box.maxWidth,
      flexDirection: "column",
      color: look.color,
      fontFamily: look.font,
      fontWeight: look.weight,
      fontSize: fitted.fontSize,
      letterSpacing: `${fitted.tracking}em`,
      lineHeight: 1,
    },
    lines,
  );
  return { node, block: { text: fitted, x, y, maxWidth: box.maxWidth } };
}

function scene(w: number, h: number, style: string, bg: string, layers: ArtNode[], placed: Placed[]): ArtScene {
  return {
    width: w,
    height: h,
    style,
    root: div({ position: "relative", width: w, height: h, backgroundColor: bg, overflow: "hidden" }, [
      ...layers,
      ...placed.map((p) => p.node),
    ]),
    blocks: placed.map((p) => p.block),
  };
}

const DISPLAY = { font: DISPLAY_FONT, weight: 700 };
const SMALL = { font: `${TEXT_FONT}, ${TEXT_FONT} latin-ext`, weight: 700 };

/** Which sleeve motif a DJ's genres call for; the seed decides when they say nothing. */
export function djMotifFor(genres: readonly string[], rand: Rand): "vinyl" | "waveform" | "light" | "cone" {
  const g = genres.join(" ").toLowerCase();
  if (/drum|jungle|break|bass|dubstep|grime|footwork/.test(g)) return "waveform";
  if (/disco|funk|soul|afro|amapiano|garage|edit|latin|baile/.test(g)) return "light";
  if (/ambient|downtempo|experimental|dub\b|balearic/.test(g)) return "cone";
  if (/house|techno|minimal|electro|trance|acid/.test(g)) return "vinyl";
  return pick(["vinyl", "waveform", "light", "cone"] as const, rand);
}

function djScene(kind: ArtKind, text: ArtText, rand: Rand, palette: Palette): ArtScene {
  const { w, h } = ART_SIZES[kind];
  const m = 56;
  const motif = djMotifFor(text.genres ?? [], rand);
  const draw = { vinyl: vinylMotif, waveform: waveformMotif, light: lightMotif, cone: coneMotif }[motif];
  const layers = [img(svgDataUrl(draw(w, h, palette.ink, palette.accent, rand)), w, h)];
  const catalogue = `BTH ${String(Math.floor(rand() * 9000) + 1000)}`;
  const placed = [
    textBlock(
      (text.genres ?? []).slice(0, 3).join(" / ") || "DJ",
      { maxWidth: w - m * 2 - 180, maxHeight: 24, maxLines: 1, maxSize: 22, minSize: 16, tracking: 0.12, upper: true },
      { x: m, y: m, canvasH: h },
      { color: palette.ink, ...SMALL },
    ),
    textBlock(
      catalogue,
      { maxWidth: 160, maxHeight: 24, maxLines: 1, maxSize: 20, minSize: 14, tracking: 0.12 },
      { x: w - m - 160, y: m, canvasH: h },
      { color: palette.muted, ...SMALL },
    ),
    textBlock(
      text.place ?? "",
      { maxWidth: w - m * 2, maxHeight: 30, maxLines: 1, maxSize: 26, minSize: 16, tracking: 0.08, upper: true },
      { x: m, bottom: m, canvasH: h },
      { color: palette.accent, ...SMALL },
    ),
    textBlock(
      text.label,
      {
        maxWidth: w - m * 2,
        maxHeight: h * 0.4,
        maxLines: 3,
        maxSize: 132,
        minSize: 44,
        lineHeight: 0.98,
        tracking: -0.02,
      },
      { x: m, bottom: m + (text.place ? 48 : 0), canvasH: h },
      { color: palette.ink, ...DISPLAY },
    ),
  ];
  // A shade under the name keeps it readable over any motif.
  layers.push(
    div({
      position: "absolute",
      left: 0,
      top: h * 0.45,
      width: w,
      height: h * 0.55,
      backgroundImage: `linear-gradient(180deg, ${palette.bg}00 0%, ${palette.bg}ee 60%)`,
    }),
  );
  return scene(w, h, `sleeve-${motif}`, palette.bg, layers, placed);
}

const EVENT_STYLES = ["swiss", "bold", "duotone"] as const;

function lineupText(lineup: readonly string[], max: number): string[] {
  if (lineup.length <= max) return [...lineup];
  return [...lineup.slice(0, max - 1), `+ ${lineup.length - max + 1} more`];
}

function eventScene(text: ArtText, rand: Rand, palette: Palette): ArtScene {
  const { w, h } = ART_SIZES.event;
  const style = pick(EVENT_STYLES, rand);
  const m = 56;
  const inner = w - m * 2;
  const lineup = lineupText(text.lineup ?? [], 6);
  const layers: ArtNode[] = [];
  let bg = palette.bg;
  let nameColor = palette.ink;
  if (style === "swiss") {
    layers.push(img(svgDataUrl(gridMotif(w, h, palette.ink, 6, m)), w, h));
    layers.push(
      div({ position: "absolute", left: m, top: m, width: inner, height: 10, backgroundColor: palette.accent }),
    );
  } else if (style === "bold") {
    bg = palette.accent;
    nameColor = palette.bg;
  } else {
    layers.push(img(svgDataUrl(halftoneMotif(w, h, palette.accent, rand)), w, h, { opacity: 0.85 }));
  }
  const ink = style === "bold" ? palette.bg : palette.ink;
  const placed: Placed[] = [
    textBlock(
      text.date ?? "",
      { maxWidth: inner, maxHeight: 64, maxLines: 1, maxSize: 56, minSize: 28, tracking: 0.02, upper: true },
      { x: m, y: m + 34, canvasH: h },
      { color: style === "bold" ? palette.bg : palette.accent, ...DISPLAY },
    ),
    textBlock(
      text.label,
      {
        maxWidth: inner,
        maxHeight: 400,
        maxLines: 4,
        maxSize: 120,
        minSize: 40,
        lineHeight: 0.95,
        tracking: -0.02,
        upper: style !== "duotone",
      },
      { x: m, y: m + 130, canvasH: h },
      { color: nameColor, ...DISPLAY },
    ),
    textBlock(
      text.place ?? "",
      { maxWidth: inner, maxHeight: 34, maxLines: 1, maxSize: 28, minSize: 18, tracking: 0.06, upper: true },
      { x: m, bottom: m, canvasH: h },
      { color: ink, ...SMALL },
    ),
  ];
  // The lineup, one name a line, above the venue, each fitted alone so a long name shrinks only itself.
  let bottom = m + 56;
  for (const name of [...lineup].reverse()) {
    const line = textBlock(
      name,
      { maxWidth: inner, maxHeight: 42, maxLines: 1, maxSize: 36, minSize: 20, tracking: 0 },
      { x: m, bottom, canvasH: h },
      { color: ink, font: DISPLAY_FONT, weight: 500 },
    );
    bottom += 44;
    placed.push(line);
  }
  return scene(w, h, `flyer-${style}`, bg, layers, placed);
}

/**
 * A venue cover is a line drawing alone: the card and the page set the venue's name beside it (a cover that said it
 * too would print the name twice, one over the other).
 */
function venueScene(rand: Rand, palette: Palette): ArtScene {
  const { w, h } = ART_SIZES.venue;
  const pattern = pick(VENUE_PATTERNS, rand);
  const layers = [
    img(svgDataUrl(architectureMotif(pattern, w, h, palette.ink, palette.accent, rand)), w, h),
    div({
      position: "absolute",
      left: 0,
      top: h * 0.55,
      width: w,
      height: h * 0.45,
      backgroundImage: `linear-gradient(180deg, ${palette.bg}00 0%, ${palette.bg}cc 100%)`,
    }),
  ];
  return scene(w, h, `venue-${pattern}`, palette.bg, layers, []);
}

function productionScene(text: ArtText, rand: Rand, palette: Palette): ArtScene {
  const { w, h } = ART_SIZES.production;
  const mark = pick(LABEL_MARKS, rand);
  const size = 340;
  const layers = [
    img(svgDataUrl(labelMark(mark, size, palette.ink, palette.accent)), size, size, { left: (w - size) / 2, top: 120 }),
  ];
  const placed = [
    textBlock(
      text.label,
      {
        maxWidth: w - 120,
        maxHeight: 150,
        maxLines: 2,
        maxSize: 64,
        minSize: 28,
        lineHeight: 1.05,
        tracking: 0.14,
        upper: true,
      },
      { x: 60, y: 520, canvasH: h },
      { color: palette.ink, ...DISPLAY },
    ),
  ];
  // Centre each line under the mark, as a label sets its name.
  for (const p of placed) {
    const style = p.node.props.style ?? {};
    p.node.props.style = { ...style, alignItems: "center" };
  }
  return scene(w, h, `label-${mark}`, palette.bg, layers, placed);
}

/**
 * A news image: an editorial composition — column rules, one big shape — under a masthead line with the date. Never
 * the headline (the card prints it under the image, the lead story over it), nor the category the card labels.
 */
function newsScene(text: ArtText, rand: Rand, palette: Palette): ArtScene {
  const { w, h } = ART_SIZES.news;
  const m = 64;
  const layers = [img(svgDataUrl(editorialMotif(w, h, palette.ink, palette.accent, rand)), w, h)];
  const small = { maxHeight: 30, maxLines: 1, maxSize: 24, minSize: 16, tracking: 0.16, upper: true };
  const placed = [
    textBlock(
      "Booth Journal",
      { ...small, maxWidth: w * 0.6 - m },
      { x: m, y: m, canvasH: h },
      { color: palette.ink, ...SMALL },
    ),
    textBlock(
      text.date ?? "",
      { ...small, maxWidth: w * 0.4 - m },
      { x: w * 0.6, y: m, canvasH: h },
      { color: palette.muted, ...SMALL },
    ),
  ];
  // The date sits at the right edge of the masthead line.
  const dateStyle = placed[1].node.props.style ?? {};
  placed[1].node.props.style = { ...dateStyle, alignItems: "flex-end" };
  return scene(w, h, "editorial", palette.bg, layers, placed);
}

/** The palette of an entity's artwork: dark ones only for DJs, venues, lines and news; flyers may be paper. */
function paletteFor(kind: ArtKind, rand: Rand): Palette {
  const dark = PALETTES.filter((p) => p.bg.startsWith("#0") || p.bg.startsWith("#1"));
  return pick(kind === "event" ? PALETTES : dark, rand);
}

/** The artwork of one entity: the seed (its slug or id) picks style and palette, the text is what it says. */
export function artScene(kind: ArtKind, seed: string, text: ArtText): ArtScene {
  const rand = seededRandom(hashString(`${kind === "avatar" ? "dj" : kind}:${seed}`));
  const palette = paletteFor(kind, rand);
  if (kind === "event") return eventScene(text, rand, palette);
  if (kind === "venue") return venueScene(rand, palette);
  if (kind === "production") return productionScene(text, rand, palette);
  if (kind === "news") return newsScene(text, rand, palette);
  return djScene(kind, text, rand, palette);
}
