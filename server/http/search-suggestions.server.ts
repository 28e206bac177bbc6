import type { Database } from "~server/db/client.server";
import { getFlags } from "~server/domain/flags/get-flags.server";
import { suggestSearch } from "~server/domain/search/suggest-search.server";
import type { SuggestionIndex } from "~server/domain/search/suggestion-index.server";
import { jsonResponse } from "~server/request/beacon-body.server";

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
    flags: await getFlags(database.db),
    limit,
    fresh: options.fresh,
    index: options.index,
  });
  return jsonResponse({ suggestions }, 200, { "Cache-Control": SUGGESTIONS_CACHE_CONTROL });
}
