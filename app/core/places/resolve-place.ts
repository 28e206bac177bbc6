import { countryCode } from "./countries";
import type { LatLon } from "./distance";
import { placeKey } from "./place-key";

/** One look-up in the gazetteer: a city's key, and its country's ISO code when the text named one. */
export interface PlaceQuery {
  key: string;
  country: string | null;
}

/** A gazetteer row, as server/domain/places reads it. */
export interface GazetteerCity extends LatLon {
  key: string;
  name: string;
  country: string;
  population: number;
}

/** Where something is, as the clash check uses it: a known city, or why it is not known. */
export type Place =
  | ({ known: true; name: string; country: string } & LatLon)
  | { known: false; reason: "no-place" | "unknown-city" };

/** A venue's place: its city in its country (a venue with no city has no place). */
export function venuePlaceQueries(city: string | null | undefined, country: string | null | undefined): PlaceQuery[] {
  const key = placeKey(city ?? "");
  return key ? [{ key, country: countryCode(country) }] : [];
}

/**
 * The cities an event's free-text location may name, best first: "Berlin, Germany", "Kreuzberg, Berlin",
 * "Warehouse 9 - Leeds, UK". A part that is a country narrows the others; each other part is a candidate city,
 * then the whole text. Texts over 200 characters are not read (a location is a line, not a story).
 */
export function locationPlaceQueries(location: string | null | undefined): PlaceQuery[] {
  const text = location?.trim() ?? "";
  if (!text || text.length > 200) return [];
  // A clash check reads the same locations row after row: each answer is kept (bounded; the rule never changes).
  const memo = readLocations.get(text);
  if (memo) return memo;
  const queries = readLocation(text);
  if (readLocations.size >= 5_000) readLocations.clear();
  readLocations.set(text, queries);
  return queries;
}

const readLocations = new Map<string, PlaceQuery[]>();

function readLocation(text: string): PlaceQuery[] {
  const parts = text
    .split(/\s*(?:[,;|/()]|\s[-–—]\s)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  let country: string | null = null;
  const cities: string[] = [];
  for (const part of parts) {
    const code = parts.length > 1 ? countryCode(part) : null;
    if (code && !country) country = code;
    else cities.push(part);
  }
  const keys = [...cities, text].map(placeKey).filter(Boolean);
  return [...new Set(keys)].map((key) => ({ key, country }));
}

/**
 * Picks the place the queries name from the gazetteer rows read for their keys: the first query with a match wins,
 * and among same-named cities the most populous in the named country (or anywhere, when none was named) — "London"
 * alone is London, GB, not London, Ontario.
 */
export function pickPlace(queries: readonly PlaceQuery[], rows: readonly GazetteerCity[]): Place {
  if (queries.length === 0) return { known: false, reason: "no-place" };
  for (const query of queries) {
    let best: GazetteerCity | null = null;
    for (const row of rows) {
      if (row.key !== query.key || (query.country && row.country !== query.country)) continue;
      if (!best || row.population > best.population) best = row;
    }
    if (best)
      return {
        known: true,
        name: best.name,
        country: best.country,
        latitude: best.latitude,
        longitude: best.longitude,
      };
  }
  return { known: false, reason: "unknown-city" };
}
