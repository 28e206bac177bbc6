/**
 * What a page fetches only once its first frame is on screen (decision 015): the web fonts and the code
 * that hydrates it. Until then the connection carries the HTML, the CSS and the first screen's images only,
 * and the first frame is drawn with the fonts' metric-matched stand-ins (app.css).
 *
 * One inline script in `<head>`, written by the server and hydrated unchanged:
 *   - Fonts: the web fonts' stylesheet is in the page as `media="print"` (fetched, not applied). It is
 *     switched on after the first contentful paint, or at once when an earlier visit has fetched the fonts
 *     (a `{product}_cache_fonts` flag in local storage: they come from the browser's cache, so the first
 *     frame has them and nothing swaps).
 *   - Code: React Router's module script arrives inert (`app/ssr/defer-hydration.server.ts`); when the
 *     document has been parsed and the first contentful paint has happened, it is swapped for a real
 *     module script with the same text and nonce.
 *   - The load event: between the end of parsing and the paint, an about:blank iframe whose document is
 *     left open keeps `load` from firing (an open child document holds its parent's load event). It is
 *     removed in the task that inserts the module script, which then holds `load` itself, so `load` still
 *     comes after the page's code has run, as it did when the code started at DOMContentLoaded (a press
 *     right after `load` reaches a hydrated page). React never sees the iframe.
 *   - Cookie consent (issue 24): with no stored choice, or an expired one, `data-consent="ask"` is set on
 *     `<html>`; the shell's ConsentHost loads the banner after hydration only then. The server HTML stays the
 *     same for every visitor (the page cache depends on it) and returning visitors never see a flash.
 *   - Browsers without paint timing, and pages that have not painted after FIRST_PAINT_WAIT_MS (a tab
 *     hidden before its first frame), go ahead without waiting.
 */

/** The `type` the server gives React Router's module script so that the browser does not run it yet. */
export const DEFERRED_SCRIPT_TYPE = "text/x-booth-hydrate";

/** The web fonts' `<link>`. */
export const FONTS_LINK_ID = "booth-fonts";

export const FIRST_PAINT_WAIT_MS = 3000;

/** Local-storage flag meaning "this browser has fetched the web fonts" (spec §7 "Client storage": cached data, `{product}_cache_`). */
export function fontsCacheKey(productSlug: string): string {
  return `${productSlug}_cache_fonts`;
}

export function firstPaintScript(productSlug: string, fontFiles: readonly string[]): string {
  const key = JSON.stringify(fontsCacheKey(productSlug));
  return `(function(){var d=document,w=window,P=w.PerformanceObserver,painted,parsed,started,hold;
function useFonts(){var l=d.getElementById("${FONTS_LINK_ID}");if(l)l.media="all";try{w.localStorage.setItem(${key},"1")}catch(e){}}
function fonts(){var l=d.getElementById("${FONTS_LINK_ID}"),f=${JSON.stringify(fontFiles)},n=f.length;if(!l||l.media==="all")return;function one(){if(--n===0)useFonts()}
f.forEach(function(u){var k=d.createElement("link");k.rel="preload";k.as="font";k.type="font/woff2";k.crossOrigin="";k.href=u;k.onload=k.onerror=one;d.head.appendChild(k)})}
function start(){if(started||!painted||!parsed)return;started=1;
var s=d.querySelector('script[type="${DEFERRED_SCRIPT_TYPE}"]');
if(s){var m=d.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)}
if(hold){if(hold.contentDocument)hold.contentDocument.close();hold.remove();hold=null}}
function onPaint(){if(painted)return;painted=1;fonts();start()}
function onParsed(){parsed=1;if(!painted){hold=d.createElement("iframe");hold.hidden=true;hold.tabIndex=-1;hold.setAttribute("aria-hidden","true");d.body.appendChild(hold);hold.contentDocument.open()}start()}
try{if(w.localStorage.getItem(${key}))useFonts()}catch(e){}
try{var c=JSON.parse(w.localStorage.getItem("cookie_consent")||"null");if(!(c&&Date.parse(c.expiresAt)>Date.now()))throw 0}catch(e){d.documentElement.setAttribute("data-consent","ask")}
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){
new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();onPaint()}}).observe({type:"paint",buffered:true});
setTimeout(onPaint,${FIRST_PAINT_WAIT_MS})}else onPaint();
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",onParsed);else onParsed()})();`.replace(/\n/g, "");
}

// Every server render writes the same script (the product slug and the font files are fixed for a process): built once.
const built = new Map<string, string>();
function builtScript(productSlug: string, fontFiles: readonly string[]): string {
  const key = `${productSlug}\n${fontFiles.join("\n")}`;
  let script = built.get(key);
  if (script === undefined) {
    script = firstPaintScript(productSlug, fontFiles);
    built.set(key, script);
  }
  return script;
}

export function FirstPaintScript({
  nonce,
  productSlug,
  fontFiles,
}: {
  nonce: string;
  productSlug: string;
  fontFiles: readonly string[];
}) {
  // The script has run by the time the browser hydrates, and React leaves a hydrated element's inner HTML as the
  // server wrote it (it only writes it when `__html` changes), so the builder stays out of the browser's bundle.
  const html = import.meta.env.SSR ? builtScript(productSlug, fontFiles) : "";
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no user input
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
