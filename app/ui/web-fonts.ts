import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The web fonts on a browser's first page (decisions 015, 046).
 *   - The display face (headings, DJ names) is in every first frame: app/root.tsx preloads its latin file, and
 *     app.css has its faces.
 *   - The body face: on a browser's first page (no `{product}_cache_fonts` flag), the first-paint script
 *     (`first-paint-script.tsx`) sets `data-body-font="stand-in"` on `<html>` while the head is parsed, and
 *     app.css then leaves the body face out of the family stacks: the body text keeps its metric-matched
 *     stand-in for the whole page. Switching it on after the first paint laid out all of a page's text again,
 *     150–300 ms of main thread on a mid-range phone. After the load event the script loads the body face without
 *     using it and sets the flag. The next client-side navigation takes the attribute away (below), in the frame
 *     that lays the new page out anyway, and the next page load has the face from its first frame.
 * Without JavaScript there is no attribute.
 */
export const BODY_FONT_ATTRIBUTE = "data-body-font";
export const BODY_FONT_STAND_IN = "stand-in";
/** The family as fontsource names it (app.css). */
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
