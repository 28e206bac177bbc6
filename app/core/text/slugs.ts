/**
 * The one rule that turns a name or title into a slug (DJs, venues, production lines, events, news, the
 * brand's storage prefix). Slugs stay `[a-z0-9-]`: routes, the artwork URL pattern, the analytics schema and
 * stored upload keys all accept only that (DJ_SLUG_PATTERN, ARTWORK_SEED), and such URLs share cleanly.
 * Server-side only in practice: the transliteration tables are too big for the browser bundle.
 */
import transliterateToSlug from "@sindresorhus/slugify";
import { looksTurkish } from "./text-script";

export const SLUG_MAX_LENGTH = 60;

/** Runs of letters, marks and digits: the words whose loss the fallback below watches for. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
/** Anything but punctuation, spaces and controls: an emoji-only name ("🔥") still deserves a slug. */
const SYMBOL = /[^\p{P}\p{Z}\p{C}]/u;

function transliterated(text: string, locale: string | undefined): string {
  // decamelize off: "DJ KoolHerc" stays "dj-koolherc" (slugs and the brand's storage keys keep their old form).
  // lowercase off, then ASCII lower-casing here: with `locale: "tr"` the library lower-cases *after*
  // transliterating, turning the I of "Işık" into a dotless ı that it then drops ("s-k").
  return transliterateToSlug(text, { decamelize: false, lowercase: false, locale }).toLowerCase();
}

function cutTo(slug: string, max: number): string {
  return slug.slice(0, Math.max(0, max)).replace(/-+$/, "");
}

/** cyrb53 (public domain): a 53-bit string hash, stable across engines and releases. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** 8 base-36 characters (≈ 41 bits) from the name as written, ignoring case and spacing. */
function nameTag(text: string): string {
  const canonical = text.toLowerCase().replace(/\s+/g, " ").trim();
  return hash53(canonical).toString(36).padStart(11, "0").slice(-8);
}

/**
 * "Selin Aydın" → "selin-aydin", "Jürgen Straße" → "juergen-strasse", "Дмитрий Кузнецов" → "dmitriy-kuznetsov"
 * (@sindresorhus/slugify's transliteration; Turkish names get the Turkish rules, see looksTurkish).
 *
 * Scripts the library has no table for (Japanese kanji and kana, Chinese, Korean, Hebrew…) come out empty.
 * For a name with such a word the slug ends with a short tag hashed from the whole name instead ("田中 フミヤ" →
 * "k3x…", "DJ 田中" → "dj-…"): never empty, the same every time for the same name, different for different
 * names (so "DJ 田中" and "DJ 鈴木" do not both become "dj"), and still `[a-z0-9-]`, so a caller can append
 * its own suffix to make it unique. Keeping the Unicode letters instead would need every slug pattern, route
 * and stored key to accept them, and such URLs turn into long %-escapes when shared.
 * Emoji-only names get the tag alone. Returns "" only for blank or punctuation-only text (callers then fall back).
 */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  // NFKC first: compatibility forms the library does not know ("ＤＪ", "Ǆ", "ﬁ") become plain letters.
  const source = text.normalize("NFKC");
  const locale = looksTurkish(source) ? "tr" : undefined;
  const slug = transliterated(source, locale);
  const words = source.match(WORD) ?? [];
  const lost = words.some((word) => transliterated(word, locale) === "") || (slug === "" && SYMBOL.test(source));
  if (!lost) return cutTo(slug, maxLength);
  const tag = nameTag(source);
  const head = cutTo(slug, maxLength - tag.length - 1);
  return head ? `${head}-${tag}` : tag;
}
