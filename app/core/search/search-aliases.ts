import { SEARCH_ALIAS_LIST, type SearchAliasEntry } from "./search-alias-list";
import { foldSearchText } from "./search-fold";

/**
 * What people type for a genre or a city, read as the name the data uses: "dnb" and "drum n bass" are searched
 * as "drum & bass", "nyc" as "new york". The list is data (search-alias-list.ts); this is the rule that applies
 * it. Aliases are whole words or runs of whole words of the folded query, longest first, so "dnb berlin" becomes
 * "drum & bass berlin" and a name that merely contains an alias ("dnbking") is left alone.
 */

export interface AliasTable {
  /** Folded alias words → folded canonical name, keyed by the alias's first word. */
  byFirstWord: Map<string, Array<{ words: string[]; canonical: string }>>;
}

export function buildAliasTable(list: readonly SearchAliasEntry[]): AliasTable {
  const byFirstWord = new Map<string, Array<{ words: string[]; canonical: string }>>();
  for (const entry of list) {
    const canonical = foldSearchText(entry.canonical);
    for (const alias of entry.aliases) {
      const words = foldSearchText(alias).split(/\s+/).filter(Boolean);
      if (words.length === 0 || words.join(" ") === canonical) continue;
      const list = byFirstWord.get(words[0]) ?? [];
      list.push({ words, canonical });
      // Longest alias first, so "new york city" wins over a shorter alias starting the same way.
      list.sort((a, b) => b.words.length - a.words.length);
      byFirstWord.set(words[0], list);
    }
  }
  return { byFirstWord };
}

const DEFAULT_TABLE = buildAliasTable(SEARCH_ALIAS_LIST);

/** The folded query with each alias replaced by its canonical name (folded); unchanged when none applies. */
export function expandSearchAliases(folded: string, table: AliasTable = DEFAULT_TABLE): string {
  const words = folded.split(/\s+/).filter(Boolean);
  if (words.length === 0) return folded;
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; ) {
    const found = table.byFirstWord
      .get(words[i])
      ?.find((alias) => alias.words.every((word, k) => words[i + k] === word));
    if (found) {
      out.push(found.canonical);
      i += found.words.length;
      changed = true;
    } else {
      out.push(words[i]);
      i++;
    }
  }
  return changed ? out.join(" ") : folded;
}
