import { Transform } from "node:stream";
import { DEFERRED_SCRIPT_TYPE } from "~/ui/first-paint-script";

/**
 * Hydration code is not fetched with the HTML but after the first paint (decisions 013 and 015).
 *
 * React Router's `<Scripts />` puts a `<link rel="modulepreload">` for every module of the page in `<head>`
 * (React hoists them above the stylesheets) and an async module script that imports them. On a slow phone
 * link those ~35 requests race the CSS, the fonts and the first screen's images for the connections and the
 * bandwidth, so the first paint waits for JavaScript it does not need: the page is server-rendered and
 * readable without it. This rewrite of the server's HTML
 *   - drops the modulepreload links (the module script's own imports fetch the same files), and
 *   - turns the module script into an inert `type="text/x-booth-hydrate"` script,
 * which the head's first-paint script (`app/ui/first-paint-script.tsx`) swaps for a real module script once
 * the document has been parsed and painted. The script elements keep their place and tag, so React hydrates
 * the same DOM; on the client `<Scripts />` re-adds its modulepreload links to `<head>`, where they hit the
 * module cache.
 *
 * The patterns are React Router 8.4's output (the version is pinned); `defer-hydration.test.ts` and every
 * e2e test (nothing hydrates otherwise) fail if they stop matching.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const ROUTE_MODULES_SCRIPT = /<script([^>]*) type="module" async="">/;

/** Rewrites one complete piece of HTML (whole tags only). */
export function deferHydrationHtml(html: string): string {
  return html.replace(MODULE_PRELOAD, "").replace(ROUTE_MODULES_SCRIPT, `<script$1 type="${DEFERRED_SCRIPT_TYPE}">`);
}

// Text that each pattern above needs in order to match: a piece without either is left as it is by
// deferHydrationHtml, so it can go out as the bytes it came in as.
const MODULE_PRELOAD_BYTES = Buffer.from('<link rel="modulepreload"');
const ROUTE_MODULES_SCRIPT_BYTES = Buffer.from(' type="module" async="">');
const LT = 0x3c; // <
const GT = 0x3e; // >

/**
 * The same rewrite over React's stream, paying only where it matters. The matches are in the head (the
 * preloads) and near the end of the body (the module script); every other chunk of the page (the bulk of
 * it) is checked for the two markers with a native byte search and passed on as it came, without decoding
 * it to a string or running a regular expression over it. A tag can be split across chunks, so bytes from
 * the last unfinished `<` on are held back until the next chunk; a marker is never cut in two.
 */
export function createDeferHydrationStream(): Transform {
  let carry: Buffer | null = null;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      const buffer = carry ? Buffer.concat([carry, bytes]) : bytes;
      const cut = unfinishedTagStart(buffer);
      // A copy: the held-back bytes must not change if the writer reuses its buffer.
      carry = cut < buffer.length ? Buffer.from(buffer.subarray(cut)) : null;
      callback(null, cut > 0 ? rewrite(buffer.subarray(0, cut)) : undefined);
    },
    flush(callback) {
      const rest = carry;
      carry = null;
      callback(null, rest ? rewrite(rest) : undefined);
    },
  });
}

function rewrite(html: Buffer): Buffer {
  const touched = html.indexOf(MODULE_PRELOAD_BYTES) !== -1 || html.indexOf(ROUTE_MODULES_SCRIPT_BYTES) !== -1;
  if (!touched) return html;
  // Only the stretch from the first `<` to the last `>` is decoded (every match lies inside it): the text
  // around it may start or end inside a character, which a decoder would spoil.
  const start = html.indexOf(LT);
  const end = html.lastIndexOf(GT) + 1;
  const tags = Buffer.from(deferHydrationHtml(html.toString("utf8", start, end)));
  return Buffer.concat([html.subarray(0, start), tags, html.subarray(end)]);
}

/** Where the unfinished tail starts: the last `<` without a `>` after it (the length if none). */
function unfinishedTagStart(html: Buffer): number {
  const lastOpen = html.lastIndexOf(LT);
  if (lastOpen === -1 || html.indexOf(GT, lastOpen) !== -1) return html.length;
  return lastOpen;
}
