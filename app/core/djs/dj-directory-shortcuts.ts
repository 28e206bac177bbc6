import { djDirectorySearch } from "./dj-directory-filters";

/**
 * Search finds DJs by name only (spec §7), yet people type a genre ("techno") or a city ("berlin") into it.
 * When the query names one of the home directory's own filter choices, /search offers a shortcut to the
 * directory filtered by it, so such a query still leads to DJs without bending the spec's name search.
 */

/** The home directory's filter choices (listDjFilterOptions): values as the filters use them, A–Z. */
export interface DjDirectoryOptions {
  genres: string[];
  /** Locations as stored ("Berlin, Germany"); the city filter matches them exactly. */
  cities: string[];
  /** How many public DJs each genre and city has, index for index; absent when not read. */
  counts?: { genres: number[]; cities: number[] };
}

export interface DjDirectoryShortcut {
  kind: "genre" | "city";
  /** The filter value, exactly as the directory offers it. */
  value: string;
  /** "Techno DJs", "DJs in Berlin". */
  label: string;
  /** The home directory filtered by the value, scrolled to the grid. */
  href: string;
  /** How many DJs the filtered directory lists, when known. */
  djs: number | null;
}

/** Enough for one genre, a city or two sharing a name, and a location typed in full; more is noise. */
export const MAX_DJ_DIRECTORY_SHORTCUTS = 4;

/**
 * The form two spellings share: case, accents, hyphens and spacing ignored ("hip-hop" = "Hip Hop",
 * "sao paulo" = "São Paulo"), so a typed query meets a stored value however either was written.
 */
export function foldDirectoryText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[-_]/g, " ").trim().replace(/\s+/g, " ");
}

/** The city of a stored location: the part before the first comma ("Berlin, Germany" → "Berlin"). */
export function cityOfLocation(location: string): string {
  return location.split(",")[0].trim() || location.trim();
}

/** The directory URL of one filter ("/?genre=Techno#all-djs"); the grid sits under #all-djs on the home page. */
export function djDirectoryHref(filter: { genre: string } | { city: string }): string {
  return `/${djDirectorySearch(filter)}#all-djs`;
}

/**
 * The directory shortcuts a search query stands for: a genre it names exactly, and a location it names either
 * in full ("berlin, germany") or by its city ("berlin"). Genres first, then cities, each in the options' order.
 */
export function matchDjDirectoryShortcuts(query: string, options: DjDirectoryOptions): DjDirectoryShortcut[] {
  const folded = foldDirectoryText(query);
  if (!folded) return [];
  const shortcuts: DjDirectoryShortcut[] = [];
  options.genres.forEach((genre, i) => {
    if (foldDirectoryText(genre) !== folded) return;
    shortcuts.push({
      kind: "genre",
      value: genre,
      label: `${genre.trim()} DJs`,
      href: djDirectoryHref({ genre }),
      djs: options.counts?.genres[i] ?? null,
    });
  });
  const cities = options.cities.flatMap((location, i) =>
    foldDirectoryText(location) === folded || foldDirectoryText(cityOfLocation(location)) === folded
      ? [{ location, djs: options.counts?.cities[i] ?? null }]
      : [],
  );
  for (const { location, djs } of cities) {
    const city = cityOfLocation(location);
    // Two places share the name ("London, UK" and "London, Canada"): the label names the whole location.
    const shared = cities.some(
      (other) =>
        other.location !== location && foldDirectoryText(cityOfLocation(other.location)) === foldDirectoryText(city),
    );
    shortcuts.push({
      kind: "city",
      value: location,
      label: `DJs in ${shared ? location.trim() : city}`,
      href: djDirectoryHref({ city: location }),
      djs,
    });
  }
  return shortcuts.slice(0, MAX_DJ_DIRECTORY_SHORTCUTS);
}

/**
 * A genre and a city to give as examples when a search finds nothing: the ones most DJs have, so the advice
 * "search a genre or city" names queries that do bring up a shortcut. Null parts when the directory has none.
 */
export function djDirectoryExamples(options: DjDirectoryOptions): { genre: string | null; city: string | null } {
  const top = (values: string[], counts: number[] | undefined): string | null => {
    let best: { value: string; count: number } | null = null;
    for (const [i, value] of values.entries()) {
      const count = counts?.[i] ?? 0;
      if (!best || count > best.count) best = { value, count };
    }
    return best?.value ?? null;
  };
  const genre = top(options.genres, options.counts?.genres);
  const location = top(options.cities, options.counts?.cities);
  return { genre: genre?.trim() ?? null, city: location === null ? null : cityOfLocation(location) };
}
