import type { Flags } from "~/core/flags";
import type { Database } from "../db/client.server";
import { getFlags } from "../domain/flags/get-flags.server";
import { suggestSearch } from "../domain/search/suggest-search.server";
import { jsonResponse } from "./beacon-body.server";

/**
 * The flags as suggestions see them, re-read at most once a second: the bar asks on every keystroke, and two
 * flag queries per request would cost more than the cached answer. A switched flag shows within a second.
 */
const FLAGS_TTL_MS = 1000;
let flagsCache: { value: Promise<Flags>; expires: number } | null = null;

function currentFlags(database: Database): Promise<Flags> {
  const now = Date.now();
  if (!flagsCache || flagsCache.expires <= now)
    flagsCache = { value: getFlags(database.db), expires: now + FLAGS_TTL_MS };
  return flagsCache.value;
}

/** GET /api/search/suggestions?q=&limit= → { suggestions } (spec §7); failures give an empty list (spec §8). */
export async function handleSearchSuggestions(
  url: URL,
  database: Database,
  options: { fresh?: boolean } = {},
): Promise<Response> {
  const text = (url.searchParams.get("q") ?? "").slice(0, 100);
  const limitParam = Number(url.searchParams.get("limit") ?? "");
  const suggestions = await suggestSearch(database.db, text, {
    flags: await currentFlags(database),
    limit: Number.isFinite(limitParam) && limitParam > 0 ? limitParam : undefined,
    fresh: options.fresh,
  });
  // Public data only, the same for everyone: a short browser cache spares repeat keystrokes (backspace).
  return jsonResponse({ suggestions }, 200, { "Cache-Control": "public, max-age=60" });
}
