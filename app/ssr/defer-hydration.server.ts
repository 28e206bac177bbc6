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

/**
 * The same rewrite over React's stream. A tag can be split across chunks, so text from the last unfinished
 * `<` on is held back until the next chunk.
 */
export function createDeferHydrationStream(): Transform {
  let carry = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + chunk.toString();
      const cut = unfinishedTagStart(text);
      carry = text.slice(cut);
      const ready = text.slice(0, cut);
      callback(null, ready ? deferHydrationHtml(ready) : undefined);
    },
    flush(callback) {
      callback(null, carry ? deferHydrationHtml(carry) : undefined);
    },
  });
}

/** Where the unfinished tail starts: the last `<` without a `>` after it (the text's length if none). */
function unfinishedTagStart(text: string): number {
  const lastOpen = text.lastIndexOf("<");
  if (lastOpen === -1 || text.indexOf(">", lastOpen) !== -1) return text.length;
  return lastOpen;
}
