/**
 * Deterministic generative artwork for seeded content, so a fresh install looks alive with no network:
 * dark backgrounds, seed-derived gradients in magenta / violet / blue / amber, soft rings and waveform lines,
 * and the label's initials (or its title, wrapped) in a bold sans. Pure: same input, same SVG.
 */

import { initialsOf } from "~/core/text/initials";
import { graphemes } from "~/core/text/text-script";
import type { ArtText } from "./art-scene";
import { type ArtWidth, artImageUrl } from "./art-url";
import { artworkSafeArea, layoutShortText, layoutTitle, type TextLayout } from "./artwork-text";

export const ARTWORK_KINDS = ["dj", "venue", "event", "production", "news", "avatar"] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

/** A seed as it may appear in an artwork URL (the served route and parseArtworkUrl accept the same). */
export const ARTWORK_SEED = "[a-z0-9][a-z0-9-]{0,120}";

export function isArtworkKind(value: string): value is ArtworkKind {
  return (ARTWORK_KINDS as readonly string[]).includes(value);
}

/** The label an artwork URL shows when it names none: the seed's words ("felix-aurel" → "felix aurel"). */
export function artworkDefaultLabel(seed: string): string {
  return seed.replace(/-/g, " ");
}

export interface ArtworkInput {
  kind: ArtworkKind;
  seed: string;
  label: string;
  /** false: the background alone, for a raster copy over which a page sets the initials as HTML text. */
  withText?: boolean;
}

const ARTWORK_URL = new RegExp(`^/art/(${ARTWORK_KINDS.join("|")})/(${ARTWORK_SEED})\\.svg$`, "i");

/** `/art/<kind>/<seed>.svg` (no query: a custom label would be lost) as its parts; null for any other URL. */
export function parseArtworkUrl(url: string | null | undefined): { kind: ArtworkKind; seed: string } | null {
  const match = url ? ARTWORK_URL.exec(url) : null;
  return match ? { kind: match[1].toLowerCase() as ArtworkKind, seed: match[2] } : null;
}

/**
 * The designed artwork as a WebP (server/http/artwork.server.ts), saying `text` (decision 060; without it, the
 * seed's words). An SVG image costs the browser's main thread a whole isolated SVG document (≈ 10–15 ms each on a
 * fast machine); a WebP is decoded off it.
 */
export function artworkRasterUrl(kind: ArtworkKind, seed: string, text?: ArtText, width?: ArtWidth): string {
  return text ? artImageUrl(kind, seed, text, width) : `/art/${kind}/${seed}.webp`;
}

const BACKGROUND = "#0b0b0f";

/** Longest label drawn (and carried in an artwork URL's `?label=`), in graphemes. */
export const ARTWORK_LABEL_MAX = 60;

/** The label cut to ARTWORK_LABEL_MAX graphemes (never through a surrogate pair or a combining mark). */
export function clampArtworkLabel(label: string): string {
  const parts = graphemes(label.trim());
  return parts.length > ARTWORK_LABEL_MAX ? parts.slice(0, ARTWORK_LABEL_MAX).join("").trimEnd() : label.trim();
}

/**
 * A generated-artwork URL made to show `label` (a DJ's name, a news title) instead of its seed's words: a slug
 * has lost letters ("selin-ayd-n") and case. The label is part of the URL, so the long-cached response can never
 * show an old name after a rename. Any other URL (an uploaded photo) is returned as it is.
 */
export function labelledArtworkUrl(url: string, label: string | null | undefined): string {
  const artwork = parseArtworkUrl(url);
  const text = clampArtworkLabel(label ?? "");
  if (!artwork || !text) return url;
  return `/art/${artwork.kind}/${artwork.seed}.svg?label=${encodeURIComponent(text)}`;
}

/** Hue families (degrees) the palette is drawn from: magenta, violet, blue, amber. */
const HUE_FAMILIES = [318, 272, 222, 38] as const;

/** Canvas of each kind (the designed artwork, ./art-scene.ts, lays out on the same). */
export const ARTWORK_SIZES: Record<ArtworkKind, { w: number; h: number }> = {
  dj: { w: 800, h: 800 },
  avatar: { w: 800, h: 800 },
  production: { w: 800, h: 800 },
  venue: { w: 1280, h: 720 },
  news: { w: 1280, h: 720 },
  event: { w: 800, h: 1000 },
};

export function artworkSize(kind: ArtworkKind): { w: number; h: number } {
  return ARTWORK_SIZES[kind];
}

/** FNV-1a 32-bit. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, deterministic PRNG (the designed artwork's motifs draw from it too). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

const r1 = (n: number) => Math.round(n * 10) / 10;

export function renderArtworkSvg(input: ArtworkInput): string {
  const { kind, seed, label } = input;
  const { w, h } = ARTWORK_SIZES[kind] ?? ARTWORK_SIZES.dj;
  const rand = prng(hashString(`${kind}:${seed}`));
  const pick = () => HUE_FAMILIES[Math.floor(rand() * HUE_FAMILIES.length)];
  const jitter = (hue: number) => (hue + Math.round((rand() - 0.5) * 24) + 360) % 360;

  const hueA = jitter(pick());
  let hueB = jitter(pick());
  if (Math.abs(hueA - hueB) < 20) hueB = (hueB + 60) % 360;
  const hueC = jitter(pick());
  const colorA = `hsl(${hueA} 85% 58%)`;
  const colorB = `hsl(${hueB} 80% 52%)`;
  const colorC = `hsl(${hueC} 90% 64%)`;
  const min = Math.min(w, h);

  // Soft glowing blobs: radial gradients that fade out along a bell-like curve (softGlow). An feGaussianBlur over
  // them looked the same and cost the browser's main thread 20–45 ms per image: a grid of 24 generated covers
  // took 0.5–1.1 s to paint with it and ≈ 55 ms without (SVG images are rasterised on the main thread).
  const blobs: string[] = [];
  for (let i = 0; i < 3; i++) {
    const cx = r1(w * (0.15 + rand() * 0.7));
    const cy = r1(h * (0.15 + rand() * 0.7));
    const r = r1(min * (0.28 + rand() * 0.3));
    blobs.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#g${i % 2 === 0 ? "a" : "b"})" opacity="${r1(0.35 + rand() * 0.3)}"/>`,
    );
  }

  // Concentric rings (a record / speaker cone).
  const ringCx = r1(w * (0.3 + rand() * 0.4));
  const ringCy = r1(h * (0.3 + rand() * 0.3));
  const rings: string[] = [];
  const ringCount = 4 + Math.floor(rand() * 4);
  for (let i = 1; i <= ringCount; i++) {
    rings.push(
      `<circle cx="${ringCx}" cy="${ringCy}" r="${r1((min * 0.07 * i) / 1.1)}" fill="none" stroke="${i % 2 ? colorC : colorA}" stroke-opacity="${r1(0.08 + (0.3 * (ringCount - i)) / ringCount)}" stroke-width="${r1(1 + rand() * 2.5)}"/>`,
    );
  }

  // Waveform lines across the lower part.
  const waves: string[] = [];
  const waveCount = 3;
  for (let k = 0; k < waveCount; k++) {
    const baseY = h * (0.72 + k * 0.05);
    const amp = min * (0.02 + rand() * 0.05);
    const freq = 2 + rand() * 5;
    const phase = rand() * Math.PI * 2;
    const steps = 48;
    let d = "";
    for (let s = 0; s <= steps; s++) {
      const x = (w * s) / steps;
      const y = baseY + Math.sin((s / steps) * Math.PI * 2 * freq + phase) * amp * Math.sin((s / steps) * Math.PI);
      d += `${s === 0 ? "M" : "L"}${r1(x)} ${r1(y)}`;
    }
    waves.push(
      `<path d="${d}" fill="none" stroke="url(#gl)" stroke-width="${r1(1.5 + k)}" stroke-opacity="${r1(0.55 - k * 0.12)}" stroke-linecap="round"/>`,
    );
  }

  const title = escapeXml(label || kind);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    "<defs>",
    softGlow("ga", colorA),
    softGlow("gb", colorB),
    `<linearGradient id="gl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colorA}"/><stop offset="0.5" stop-color="${colorC}"/><stop offset="1" stop-color="${colorB}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BACKGROUND}" stop-opacity="0"/><stop offset="1" stop-color="${BACKGROUND}" stop-opacity="0.75"/></linearGradient>`,
    "</defs>",
    `<rect width="${w}" height="${h}" fill="${BACKGROUND}"/>`,
    `<g>${blobs.join("")}</g>`,
    `<g>${rings.join("")}</g>`,
    `<g>${waves.join("")}</g>`,
    `<rect width="${w}" height="${h}" fill="url(#shade)"/>`,
    input.withText === false ? "" : textElement(artworkTextLayout(kind, label)),
    "</svg>",
  ].join("");
}

const WIDE_KINDS: readonly ArtworkKind[] = ["venue", "news", "event"];
/** Letter-spacing of initials, in em (the cards' HTML initials use the same). */
const INITIALS_TRACKING = 0.04;

/**
 * The text an artwork shows and where: wide formats (venue, news, event) the title, wrapped to at most four
 * lines; square ones the name's initials. Both sized to stay inside the safe area (app/core/site/artwork-text.ts).
 */
export function artworkTextLayout(kind: ArtworkKind, label: string): TextLayout {
  const { w, h } = ARTWORK_SIZES[kind] ?? ARTWORK_SIZES.dj;
  const min = Math.min(w, h);
  const area = artworkSafeArea(w, h);
  if (WIDE_KINDS.includes(kind)) {
    return layoutTitle(clampArtworkLabel(label), area, {
      maxLines: 4,
      maxFontSize: Math.round(min * 0.16),
      minFontSize: Math.round(min * 0.07),
      lineHeight: 1.12,
    });
  }
  const initials = initialsOf(label);
  const fontSize = Math.round(min * (graphemes(initials).length > 2 ? 0.26 : 0.32));
  return layoutShortText(initials, area, fontSize, INITIALS_TRACKING);
}

function textElement(layout: TextLayout): string {
  if (layout.lines.length === 0) return "";
  const lines = layout.lines
    .map((line, i) => `<tspan x="${layout.x}" y="${layout.baselines[i]}">${escapeXml(line)}</tspan>`)
    .join("");
  const spacing = layout.letterSpacing ? ` letter-spacing="${layout.letterSpacing}"` : "";
  return `<text text-anchor="middle" font-family="'Space Grotesk Variable','Inter Variable',Inter,system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-weight="800" font-size="${layout.fontSize}"${spacing} fill="#f5f3ff" fill-opacity="0.94">${lines}</text>`;
}

/** A radial gradient from `color` to transparent with a bell-like fall-off, so a circle filled with it glows. */
function softGlow(id: string, color: string): string {
  const stops: [number, number][] = [
    [0, 1],
    [0.3, 0.78],
    [0.55, 0.42],
    [0.78, 0.14],
    [1, 0],
  ];
  return `<radialGradient id="${id}">${stops
    .map(([offset, opacity]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join("")}</radialGradient>`;
}
