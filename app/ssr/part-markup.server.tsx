import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";

// React writes what a part asks to hoist into the document's head (an eager image's preload, a stylesheet, a
// title) at the start of a string render: the marker must come first, or the part cannot be a string.
const PART_START = "<template></template>";

/**
 * The server's renderer of cached page parts (app/ui/prerendered.tsx, decision 024): the part's HTML as React
 * writes it inside the page, or null when the part makes React hoist something, so that it is rendered live where
 * React can hoist it. Inside a router at "/", as the parts' links need one; they link to absolute paths only.
 */
export function renderPartMarkup(element: ReactElement): string | null {
  const html = renderToString(
    <MemoryRouter>
      <template />
      {element}
    </MemoryRouter>,
  );
  return html.startsWith(PART_START) ? html.slice(PART_START.length) : null;
}
