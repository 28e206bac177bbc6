import { Transform } from "node:stream";

/**
 * Hydration code starts downloading once the stylesheets have arrived, not with the HTML (decision 013).
 *
 * React Router's `<Scripts />` puts a `<link rel="modulepreload">` for every module of the page in `<head>`
 * (React hoists them above the stylesheets) and an async module script that imports them. On a slow phone
 * link those ~35 requests race the CSS for the connections and the bandwidth, so the first paint waits for
 * JavaScript it does not need: the page is server-rendered and readable without it. This rewrite of the
 * server's HTML
 *   - drops the modulepreload links (the module script's own imports fetch the same files),
 *   - turns the module script into an inert `type="text/x-booth-hydrate"` script, and
 *   - prepends to React Router's first inline script a starter that, when the document has been parsed
 *     (DOMContentLoaded), swaps the inert script for a real module script with the same text and nonce.
 * That inline script is parser-blocking, so the parser, and with it DOMContentLoaded, waits for the stylesheets:
 * the CSS always has the link to itself. The module script is inserted before the load event, which therefore
 * still waits for the page's code, as it did before. (Waiting for a painted frame instead let `load` fire
 * before any code had arrived: a press right after it did nothing.) The script elements keep their place and
 * tag, so React hydrates the same DOM; on the client `<Scripts />` re-adds its modulepreload links to `<head>`,
 * where they hit the module cache.
 *
 * The patterns are React Router 8.4's output (the version is pinned); `defer-hydration.test.ts` and every
 * e2e test (nothing hydrates otherwise) fail if they stop matching.
 */

export const DEFERRED_SCRIPT_TYPE = "text/x-booth-hydrate";

const STARTER = `(function(){var d=document;function go(){var s=d.querySelector('script[type="${DEFERRED_SCRIPT_TYPE}"]');if(!s)return;var m=d.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)}if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",go);else go()})();`;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const ROUTE_MODULES_SCRIPT = /<script([^>]*) type="module" async="">/;
const CONTEXT_SCRIPT = /<script([^>]*)>window\.__reactRouterContext = /;

/** Rewrites one complete piece of HTML (whole tags only). */
export function deferHydrationHtml(html: string): string {
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ROUTE_MODULES_SCRIPT, `<script$1 type="${DEFERRED_SCRIPT_TYPE}">`)
    .replace(CONTEXT_SCRIPT, `<script$1>${STARTER}window.__reactRouterContext = `);
}

/**
 * The same rewrite over React's stream. A tag (or the start of the context script) can be split across
 * chunks, so text from the last unfinished `<` on is held back until the next chunk.
 */
export function createDeferHydrationStream(): Transform {
  let carry = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + chunk.toString();
      const cut = holdBackFrom(text);
      carry = text.slice(cut);
      const ready = text.slice(0, cut);
      callback(null, ready ? deferHydrationHtml(ready) : undefined);
    },
    flush(callback) {
      callback(null, carry ? deferHydrationHtml(carry) : undefined);
    },
  });
}

/**
 * Where the unfinished tail starts: the last `<` without a `>` after it, or the start of the context script
 * whose opening text (`>window.__reactRouterContext = `) has not fully arrived.
 */
function holdBackFrom(text: string): number {
  const lastOpen = text.lastIndexOf("<");
  if (lastOpen === -1) return text.length;
  const close = text.indexOf(">", lastOpen);
  if (close === -1) return lastOpen;
  const after = text.slice(close + 1);
  const marker = "window.__reactRouterContext = ";
  if (text.startsWith("<script", lastOpen) && after.length < marker.length && marker.startsWith(after)) return lastOpen;
  return text.length;
}
