/**
 * The URL of an entity's designed artwork (decision 060): `/art/<kind>/<seed>.webp?label=…&date=…&place=…&lineup=…`.
 * The text is part of the URL, so a renamed DJ, a moved date or a new lineup is a new URL — the day-long browser
 * cache never shows an old flyer — and the server's render cache keys on the same canonical query. Pure.
 */

import { graphemes } from "~/core/text/text-script";
import type { ArtKind, ArtText } from "./art-scene";

/** Longest text field carried, in graphemes; lineups keep their first names. */
export const ART_FIELD_MAX = 60;
export const ART_LINEUP_MAX = 8;
export const ART_GENRES_MAX = 3;

function clamp(value: string | null | undefined): string {
  const text = (value ?? "").replace(/\s+/g, " ").trim();
  const parts = graphemes(text);
  return parts.length > ART_FIELD_MAX ? parts.slice(0, ART_FIELD_MAX).join("").trimEnd() : text;
}

function list(values: readonly (string | null | undefined)[] | undefined, max: number): string[] {
  return (values ?? []).map(clamp).filter(Boolean).slice(0, max);
}

/** The text as it is drawn: trimmed, each field clamped, empty fields dropped. */
export function normalizeArtText(text: ArtText): ArtText {
  const out: ArtText = { label: clamp(text.label) };
  const date = clamp(text.date);
  const place = clamp(text.place);
  const lineup = list(text.lineup, ART_LINEUP_MAX);
  const genres = list(text.genres, ART_GENRES_MAX);
  if (date) out.date = date;
  if (place) out.place = place;
  if (lineup.length) out.lineup = lineup;
  if (genres.length) out.genres = genres;
  return out;
}

/**
 * The query of a text (fixed field order; a list joined by newlines, which no name contains). Built in the browser
 * too, so it only trims and drops empty fields: the server clamps what it is sent (parseArtQuery) and keys its cache
 * on that, so an over-long name costs no second render.
 */
export function artQuery(text: ArtText): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) params.set(key, trimmed);
  };
  params.set("label", text.label.trim());
  put("date", text.date);
  put("place", text.place);
  put("lineup", text.lineup?.slice(0, ART_LINEUP_MAX).join("\n"));
  put("genres", text.genres?.slice(0, ART_GENRES_MAX).join("\n"));
  return params.toString();
}

/** Widths a raster is made in: list thumbnails, mid-size tiles, cards and page images (the default). */
export const ART_WIDTHS = [160, 320, 640] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];

/** The width a query asks for: one of ART_WIDTHS, else the default 640. */
export function parseArtWidth(query: URLSearchParams): ArtWidth {
  const asked = Number(query.get("w"));
  return (ART_WIDTHS as readonly number[]).includes(asked) ? (asked as ArtWidth) : 640;
}

/** The text a query carries (what artQuery wrote, or anything a client sent: clamped the same way). */
export function parseArtQuery(query: URLSearchParams, fallbackLabel: string): ArtText {
  const split = (key: string) => (query.get(key) ?? "").split("\n");
  return normalizeArtText({
    label: query.get("label") || fallbackLabel,
    date: query.get("date") ?? undefined,
    place: query.get("place") ?? undefined,
    lineup: split("lineup"),
    genres: split("genres"),
  });
}

/**
 * The designed artwork of one entity as a raster (AVIF for browsers that take it, else WebP: the server picks by
 * the Accept header), `width` px wide.
 */
export function artImageUrl(kind: ArtKind, seed: string, text: ArtText, width: ArtWidth = 640): string {
  return `/art/${kind}/${seed}.webp?${artQuery(text)}${width === 640 ? "" : `&w=${width}`}`;
}
