import type { Flags } from "~/core/flags";
import type { Database } from "~server/db/client.server";
import { getFlags } from "~server/domain/flags/get-flags.server";
import { suggestSearch } from "~server/domain/search/suggest-search.server";
import type { SuggestionIndex } from "~server/domain/search/suggestion-index.server";
import { jsonResponse } from "./beacon-body.server";

/**
 * The flags as suggestions see them, re-read at most once a second: the bar asks on every keystroke, and two
 * flag queries per request would cost more than the cached answer. A switched flag shows within a second.
 */
const FLAGS_TTL_MS = 1000;
let flagsCache: { value: Promise<Flags>; resolved: Flags | null; expires: number } | null = null;

function currentFlags(database: Database): Promise<Flags> {
  const now = Date.now();
  if (!flagsCache || flagsCache.expires <= now) {
    const entry: NonNullable<typeof flagsCache> = {
      value: getFlags(database.db),
      resolved: null,
      expires: now + FLAGS_TTL_MS,
    };
    entry.value.then((flags) => {
      entry.resolved = flags;
    });
    flagsCache = entry;
  }
  return flagsCache.value;
}

/** The flags read less than a second ago, or null when they must be read again (then the request waits). */
export function recentFlags(): Flags | null {
  return flagsCache && flagsCache.expires > Date.now() ? flagsCache.resolved : null;
}

/** The text and limit of a suggestions request (`?q=&limit=`); the text is cut at 100 characters. */
export function suggestionParams(params: URLSearchParams): { text: string; limit: number | undefined } {
  const limit = Number(params.get("limit") ?? "");
  return {
    text: (params.get("q") ?? "").slice(0, 100),
    limit: Number.isFinite(limit) && limit > 0 ? limit : undefined,
  };
}

/** Public data only, the same for everyone: a short browser cache spares repeat keystrokes (backspace). */
export const SUGGESTIONS_CACHE_CONTROL = "public, max-age=60";

/** GET /api/search/suggestions?q=&limit= → { suggestions } (spec §7); failures give an empty list (spec §8). */
export async function handleSearchSuggestions(
  url: URL,
  database: Database,
  options: { fresh?: boolean; index?: SuggestionIndex } = {},
): Promise<Response> {
  const { text, limit } = suggestionParams(url.searchParams);
  const suggestions = await suggestSearch(database.db, text, {
    flags: await currentFlags(database),
    limit,
    fresh: options.fresh,
    index: options.index,
  });
  return jsonResponse({ suggestions }, 200, { "Cache-Control": SUGGESTIONS_CACHE_CONTROL });
}
