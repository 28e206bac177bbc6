/**
 * Typo tolerance for names on /search ("nadai voss", "elils crane"): a query word matches a word of a name when
 * they are a small number of edits apart, counting a swap of two neighbouring letters as one edit (the optimal
 * string alignment distance), as people mistype. Short words get no tolerance (every three-letter word is one
 * edit from dozens of others), and the first letter must agree: people rarely miss the first letter, and
 * without that "techno" would match every "Echo" of the bench data.
 */

/** How many edits a query word of this length may be from a name's word: 0 under 4 letters, 1 up to 8, then 2. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length <= 8 ? 1 : 2;
}

/**
 * The optimal string alignment distance of `a` and `b` when it is at most `max`, else `max + 1` (the walk stops
 * as soon as every cell of a row is past `max`).
 */
export function boundedTypoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  // Three rows reused across calls: the in-memory index measures thousands of words per query.
  if (rows[0].length < n + 1) rows = [0, 1, 2].map(() => new Int32Array(n + 1));
  let [prevPrev, prev, row] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = row[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2] + 1);
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return Math.min(prev[n], max + 1);
}

let rows: Int32Array[] = [0, 1, 2].map(() => new Int32Array(32));

/** Whether the folded query word is a typo of the folded name word (not the same word: that is a plain match). */
export function isTypoOf(queryWord: string, word: string): boolean {
  const max = allowedTypos(queryWord.length);
  if (max === 0 || queryWord === word || queryWord[0] !== word[0]) return false;
  return boundedTypoDistance(queryWord, word, max) <= max;
}
