/**
 * The UTF-8 bytes of cached page-part markup (app/ui/prerendered.tsx), kept beside it. React hands a string longer
 * than its 4 KB buffer to the page body as it is: on our pages that is a part's markup, the very same string object
 * on every render, which the body then had to encode again each time (decision 043). Only markup the part
 * renderer made is kept, so the strings of one request (its route data) never fill this. Bounded, oldest first.
 */
const known = new Map<string, Buffer | null>();
let knownBytes = 0;
const MAX_STRINGS = 4_000;
const MAX_BYTES = 16 * 1024 * 1024;

/** React writes strings of more than this many characters as they are (3 bytes a character can exceed 4 KB). */
const REACT_WRITES_AS_IS_FROM = 1366;

/** Called by the part renderer with each markup it makes. */
export function rememberMarkup(html: string): void {
  if (html.length < REACT_WRITES_AS_IS_FROM || known.has(html)) return;
  known.set(html, null);
  evict();
}

/** The bytes of a string React wrote: kept ones for cached markup, encoded now for anything else. */
export function bytesOf(text: string): Buffer {
  const kept = known.get(text);
  if (kept) return kept;
  const bytes = Buffer.from(text);
  if (kept === null) {
    known.set(text, bytes);
    knownBytes += bytes.byteLength;
    evict();
  }
  return bytes;
}

function evict(): void {
  for (const [text, bytes] of known) {
    if (known.size <= MAX_STRINGS && knownBytes <= MAX_BYTES) return;
    known.delete(text);
    knownBytes -= bytes?.byteLength ?? 0;
  }
}
