import { type ComponentType, createElement, type HTMLAttributes, type ReactElement } from "react";
import { isFrozenDeep } from "~/core/text/frozen-data";

/**
 * A repeated, pure part of a page (a DJ card, the events strip, the footer) that the server renders to HTML once
 * and then writes as one string, instead of walking its ~20–60 elements again on every render
 * (decision 024). The browser renders and hydrates the real component, so links, handlers and later updates are
 * unchanged.
 *
 * - **Server:** `<as {...host}>` with the part's markup as its inner HTML, taken from a bounded cache keyed by the
 *   part and its props' JSON (or, for data frozen with `frozenDeep`, the data's identity: `propsKey`). The key holds everything the markup depends on, so a changed DJ, event or flag
 *   is simply another key: nothing needs dropping when data changes, and what is served is always what rendering
 *   the part now would give.
 * - **Browser:** `<as {...host}><Part {...props} /></as>`. Hydration walks the DOM, not the way the server made
 *   it, and the DOM is exactly what React writes for the part (same renderer, same text separators).
 *
 * What a part may depend on, so that the key is complete: its props, which must be plain JSON data (no functions,
 * elements, Dates or undefined-vs-absent distinctions that change the output), and constants. Not: the request,
 * location, loader data or context of its own, `useId` (ids depend on the position in the tree; pass the value in)
 * or the time. Links to absolute paths are fine: the markup is rendered inside a router at "/" and an absolute path
 * resolves the same anywhere. A part that makes React hoist something into the head (an eager `<img>`'s preload)
 * cannot be a string: the renderer says so and it is rendered live, every time (that answer is cached too).
 */

/**
 * Renders an element to HTML inside a router; set by the server entry, absent in the browser. Null when the part
 * cannot be written as a string: React would hoist something of it into the head (an eager image's preload).
 */
export type MarkupRenderer = (element: ReactElement) => string | null;

let renderMarkup: MarkupRenderer | null = null;

/** Called once by entry.server.tsx (and by tests). Drops what was rendered with a previous renderer. */
export function setMarkupRenderer(renderer: MarkupRenderer | null): void {
  renderMarkup = renderer;
  markup.clear();
  markupChars = 0;
}

/** Enough for every card of a large directory; each entry is 1–5 KB of HTML. */
const MAX_ENTRIES = 4_000;
const MAX_CHARS = 16_000_000;

/** Least recently used first (a Map keeps insertion order; a hit is moved to the end). Null: render it live. */
const markup = new Map<string, string | null>();
let markupChars = 0;

const partIds = new WeakMap<ComponentType<never>, number>();
let nextPartId = 0;

function partId(part: ComponentType<never>): number {
  let id = partIds.get(part);
  if (id === undefined) {
    id = nextPartId++;
    partIds.set(part, id);
  }
  return id;
}

const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;

/**
 * The key of a part's props. A prop that `frozenDeep` froze stands for itself (`#id`), not for its JSON: data held in
 * memory between requests (a held read's DJ card) is frozen once, deeply, by whoever makes it (`frozenDeep`), and is
 * then the same object on every render — serialising its ~200 bytes for every card of every page was most of what
 * a cached part cost. A changed DJ is a new object, so a new key, as a changed JSON was. Anything else
 * (a fresh object or array, a primitive) is keyed by its JSON as before.
 */
function propsKey(props: object): string {
  let key = "";
  for (const [name, value] of Object.entries(props)) {
    if (isFrozenDeep(value)) {
      let id = objectIds.get(value);
      if (id === undefined) {
        id = nextObjectId++;
        objectIds.set(value, id);
      }
      key += `${name}#${id}\u0001`;
    } else {
      key += `${name}=${JSON.stringify(value)}\u0001`;
    }
  }
  return key;
}

function cachedMarkup<P extends object>(render: MarkupRenderer, part: ComponentType<P>, props: P): string | null {
  const key = `${partId(part as ComponentType<never>)}\u0000${propsKey(props)}`;
  let html = markup.get(key);
  if (html !== undefined) {
    markup.delete(key);
    markup.set(key, html);
    return html;
  }
  html = render(createElement(part, props));
  markup.set(key, html);
  markupChars += key.length + (html?.length ?? 0);
  for (const [oldKey, oldHtml] of markup) {
    if (markup.size <= MAX_ENTRIES && markupChars <= MAX_CHARS) break;
    markup.delete(oldKey);
    markupChars -= oldKey.length + (oldHtml?.length ?? 0);
  }
  return html;
}

/** How many parts are held (tests). */
export function prerenderedCount(): number {
  return markup.size;
}

type HostTag = "li" | "ul" | "div" | "section" | "footer" | "label" | "p" | "button";

export type PrerenderedProps<P extends object> = Omit<
  HTMLAttributes<HTMLElement>,
  "children" | "dangerouslySetInnerHTML"
> & {
  /** A button's type (the only element attribute beyond the common ones that a host needs so far). */
  type?: "submit" | "button";
  /** The element around the part; it stays a real element on both sides (the part is its whole content). */
  as: HostTag;
  /** The part: a pure function of `props` (see above). */
  render: ComponentType<P>;
  props: P;
};

export function Prerendered<P extends object>({ as, render: part, props, ...host }: PrerenderedProps<P>) {
  const html = renderMarkup ? cachedMarkup(renderMarkup, part, props) : null;
  if (html !== null) return createElement(as, { ...host, dangerouslySetInnerHTML: { __html: html } });
  return createElement(as, host, createElement(part, props));
}
