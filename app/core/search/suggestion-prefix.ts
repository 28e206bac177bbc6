/**
 * The suggestion rule of spec §7 (name starts with the text; then, decision 011, the name's second word does)
 * answered from names held in memory (decision 014). Pure: the server's suggestion index keeps the arrays
 * and decides when they are fresh; this module only orders and matches.
 *
 * The order is the database's: `lower(name) USING ~<~` compares UTF-8 bytes, which is Unicode code point
 * order. JavaScript's `<` compares UTF-16 code units, which differs for characters above U+FFFF (a surrogate,
 * 0xD800–0xDFFF, sorts below U+E000–U+FFFF in code units but above them in code points), so both sides
 * compare by code point here.
 */

/** One name as the database lowered it: the whole name and the part after its first space. */
export interface PrefixEntry {
  /** `lower(name)` as the database computed it (its lowering rules, not JavaScript's). */
  first: string;
  /** `lower(substr(name, strpos(name, ' ') + 1))`: the name from its second word; equal to `first` when one word. */
  second: string;
  /** Breaks ties between equal names so the order is stable. */
  id: string;
}

/** -1, 0 or 1 by Unicode code point order (= UTF-8 byte order), a shorter string first when it is a prefix. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      // Lift surrogates above the rest of the BMP, as their code points are.
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

const byFirst = (a: PrefixEntry, b: PrefixEntry) =>
  compareCodePoints(a.first, b.first) || compareCodePoints(a.id, b.id);
const bySecond = (a: PrefixEntry, b: PrefixEntry) =>
  compareCodePoints(a.second, b.second) || compareCodePoints(a.id, b.id);

/** Names sorted for both lookups. One-word names are left out of `bySecondWord`: their second word is the name. */
export interface PrefixTable<T extends PrefixEntry> {
  byName: T[];
  bySecondWord: T[];
}

export function buildPrefixTable<T extends PrefixEntry>(entries: T[]): PrefixTable<T> {
  return {
    byName: [...entries].sort(byFirst),
    bySecondWord: entries.filter((e) => e.second !== e.first).sort(bySecond),
  };
}

/** The first index whose key is ≥ `prefix` (binary search). */
function lowerBound<T>(sorted: T[], key: (item: T) => string, prefix: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareCodePoints(key(sorted[mid]), prefix) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Up to `limit` names starting with `prefix` (rank 0) in name order, then, only if that left room, names whose
 * second word starts with it and whose whole name does not (rank 1), in second-word order: the same rows and
 * order as the two index scans of the SQL path. `prefix` is the query already lowercased.
 */
export function matchPrefix<T extends PrefixEntry>(
  table: PrefixTable<T>,
  prefix: string,
  limit: number,
): Array<{ entry: T; rank: 0 | 1 }> {
  const found: Array<{ entry: T; rank: 0 | 1 }> = [];
  const names = table.byName;
  for (let i = lowerBound(names, (e) => e.first, prefix); i < names.length && found.length < limit; i++) {
    if (!names[i].first.startsWith(prefix)) break;
    found.push({ entry: names[i], rank: 0 });
  }
  const seconds = table.bySecondWord;
  for (let i = lowerBound(seconds, (e) => e.second, prefix); i < seconds.length && found.length < limit; i++) {
    const entry = seconds[i];
    if (!entry.second.startsWith(prefix)) break;
    if (!entry.first.startsWith(prefix)) found.push({ entry, rank: 1 });
  }
  return found;
}
