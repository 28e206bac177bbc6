/**
 * What a page fetches only once its first frame is on screen (decision 015): the code that hydrates it, and on a
 * browser's first page the body face (decision 046). Until then the connection carries the HTML, the CSS, the
 * display face and the first screen's images only.
 *
 * One inline script in `<head>`, written by the server and hydrated unchanged:
 *   - Fonts (decision 046, `app/ui/web-fonts.ts`): the display face is preloaded by the head and in the first
 *     frame. Unless a `{product}_cache_fonts` flag in local storage says this browser has fetched both web fonts
 *     before (then the body face comes from its cache with the first frame and the script does nothing but read
 *     the flag), `data-body-font="stand-in"` on `<html>` keeps the body face out of the family stacks for the whole
 *     page. After the load event the body face is loaded without being used and the flag is set; the next
 *     client-side navigation switches it on.
 *   - Code: React Router's module script arrives inert (`app/ssr/defer-hydration.server.ts`); when the
 *     document has been parsed and the first contentful paint has happened, it is swapped for a real
 *     module script with the same text and nonce.
 *   - The load event: between the end of parsing and the paint, an about:blank iframe whose document is
 *     left open keeps `load` from firing (an open child document holds its parent's load event). It is
 *     removed in the task that inserts the module script, which then holds `load` itself, so `load` still
 *     comes after the page's code has run, as it did when the code started at DOMContentLoaded (a press
 *     right after `load` reaches a hydrated page). React never sees the iframe.
 *   - Cookie consent: with no stored choice, or an expired one, `data-consent="ask"` is set on
 *     `<html>`; the shell's ConsentHost loads the banner after hydration only then. The server HTML stays the
 *     same for every visitor (the page cache depends on it) and returning visitors never see a flash.
 *   - Browsers without paint timing, and pages that have not painted after FIRST_PAINT_WAIT_MS (a tab
 *     hidden before its first frame), go ahead without waiting.
 */

import { BODY_FONT_ATTRIBUTE, BODY_FONT_FAMILY, BODY_FONT_STAND_IN } from "./web-fonts";

/** The `type` the server gives React Router's module script so that the browser does not run it yet. */
export const DEFERRED_SCRIPT_TYPE = "text/x-booth-hydrate";

export const FIRST_PAINT_WAIT_MS = 3000;

/** Local-storage flag meaning "this browser has fetched the web fonts" (spec §7 "Client storage": cached data, `{product}_cache_`). */
export function fontsCacheKey(productSlug: string): string {
  return `${productSlug}_cache_fonts`;
}

export function firstPaintScript(productSlug: string): string {
  const key = JSON.stringify(fontsCacheKey(productSlug));
  return `(function(){var d=document,w=window,h=d.documentElement,P=w.PerformanceObserver,painted,parsed,started,hold,firstVisit;
function bodyFont(){if(firstVisit&&d.fonts)d.fonts.load('1em "${BODY_FONT_FAMILY}"').then(function(f){if(f.length)try{w.localStorage.setItem(${key},"1")}catch(e){}},function(){})}
function start(){if(started||!painted||!parsed)return;started=1;
var s=d.querySelector('script[type="${DEFERRED_SCRIPT_TYPE}"]');
if(s){var m=d.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;s.replaceWith(m)}
if(hold){if(hold.contentDocument)hold.contentDocument.close();hold.remove();hold=null}}
function onPaint(){if(painted)return;painted=1;start()}
function onParsed(){parsed=1;if(!painted){hold=d.createElement("iframe");hold.hidden=true;hold.tabIndex=-1;hold.setAttribute("aria-hidden","true");d.body.appendChild(hold);hold.contentDocument.open()}start()}
try{firstVisit=!w.localStorage.getItem(${key})}catch(e){firstVisit=1}
if(firstVisit)h.setAttribute("${BODY_FONT_ATTRIBUTE}","${BODY_FONT_STAND_IN}");
w.addEventListener("load",bodyFont);
try{var c=JSON.parse(w.localStorage.getItem("cookie_consent")||"null");if(!(c&&Date.parse(c.expiresAt)>Date.now()))throw 0}catch(e){h.setAttribute("data-consent","ask")}
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){
new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();onPaint()}}).observe({type:"paint",buffered:true});
setTimeout(onPaint,${FIRST_PAINT_WAIT_MS})}else onPaint();
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",onParsed);else onParsed()})();`.replace(/\n/g, "");
}

// Every server render writes the same script (the product slug is fixed for a process): built once.
const built = new Map<string, string>();
function builtScript(productSlug: string): string {
  let script = built.get(productSlug);
  if (script === undefined) {
    script = firstPaintScript(productSlug);
    built.set(productSlug, script);
  }
  return script;
}

export function FirstPaintScript({ nonce, productSlug }: { nonce: string; productSlug: string }) {
  // The script has run by the time the browser hydrates, and React leaves a hydrated element's inner HTML as the
  // server wrote it (it only writes it when `__html` changes), so the builder stays out of the browser's bundle.
  const html = import.meta.env.SSR ? builtScript(productSlug) : "";
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no user input
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
