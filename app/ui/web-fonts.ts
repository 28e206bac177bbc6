import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The web fonts on a browser's first page (decisions 015, 046). The first frame is drawn with the metric-matched
 * stand-ins (app.css); what follows is the first-paint script's (`first-paint-script.tsx`):
 *   - The display face (headings) is not a stylesheet rule: the script adds its faces to `document.fonts`
 *     (`display-font-faces.ts`). On a browser's first page it loads the latin face after the first contentful
 *     paint and adds them then: only the text that uses the face is laid out again. A browser that has fetched the
 *     fonts before (`{product}_cache_fonts`) gets them added while the head is parsed, so its first frame has them.
 *   - The body face is a stylesheet rule (app.css), but on a browser's first page `data-body-font="stand-in"` on
 *     `<html>` takes it out of the family stacks: laying out all of a page's text again right after its first
 *     paint cost 150–300 ms of main thread on a mid-range phone. After the load event the script loads the body
 *     face without using it and sets the flag; the next client-side navigation switches it on (below), in the
 *     frame that lays the new page out anyway.
 * Without JavaScript there is no attribute, and a `<noscript>` stylesheet has the display face.
 */
export const BODY_FONT_ATTRIBUTE = "data-body-font";
export const BODY_FONT_STAND_IN = "stand-in";
/** The families as fontsource names them. */
export const DISPLAY_FONT_FAMILY = "Space Grotesk Variable";
export const BODY_FONT_FAMILY = "Inter Variable";

/** Whether a face of the family has been fetched and decoded. */
function faceLoaded(fonts: FontFaceSet, family: string): boolean {
  for (const face of fonts) if (face.family.replace(/["']/g, "") === family && face.status === "loaded") return true;
  return false;
}

/** Switches the body face on (takes the attribute away) once it is loaded; before that, leaves the page as it is. */
export function switchOnBodyFont(document: Document): void {
  const html = document.documentElement;
  if (html.getAttribute(BODY_FONT_ATTRIBUTE) !== BODY_FONT_STAND_IN) return;
  if (!document.fonts || !faceLoaded(document.fonts, BODY_FONT_FAMILY)) return;
  html.removeAttribute(BODY_FONT_ATTRIBUTE);
}

/**
 * Switches the body face on at a client-side navigation: in a layout effect, so the new page is laid out once,
 * with the body face, in the frame that lays it out anyway. Not on the first render: the first page keeps its
 * stand-in.
 */
export function useBodyFontOnNavigation(): void {
  const { key } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation; `key` is what changes
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    switchOnBodyFont(document);
  }, [key]);
}
