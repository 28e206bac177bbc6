import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { rememberMarkup } from "./markup-bytes.server";

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
  if (!html.startsWith(PART_START)) return null;
  const markup = html.slice(PART_START.length);
  // Its bytes are kept too, once the page body first encodes it (markup-bytes.server.ts).
  rememberMarkup(markup);
  return markup;
}
