import { DEFERRED_SCRIPT_TYPE } from "~/ui/first-paint-script";
import { bytesOf } from "./markup-bytes.server";

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
 *
 * React writes a render as dozens of 2 KB chunks in one go. What arrives in one turn of the event loop leaves as
 * one chunk (decision 026): every stage after this one — the web stream the response carries, Hono, the
 * compressor, the socket — then handles one piece instead of each 2 KB write (that per-chunk work was about a
 * tenth of a render's CPU). Nothing waits longer than that turn, so the shell still leaves as soon as it is
 * rendered. `onFinish` is called once React has ended the stream.
 */
export function createDeferHydrationBody(onFinish?: () => void): DeferHydrationBody {
  let carry: Buffer | null = null;
  let pending: (Uint8Array | string)[] = [];
  let queued = false;
  let ended = false;
  let cancelled = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const closeListeners: (() => void)[] = [];
  // What is left to rewrite: the preload links end with the head, the module script comes once. Past both, the
  // rest of the page goes out without being searched at all.
  const state = { inHead: true, scriptDone: false };
  const take = (): Buffer | undefined => {
    if (pending.length === 0) return undefined;
    const buffer = joined(carry, pending);
    pending = [];
    const cut = unfinishedTagStart(buffer);
    // A copy: the held-back bytes must not change while the next ones are joined to them.
    carry = cut < buffer.length ? Buffer.from(buffer.subarray(cut)) : null;
    return cut > 0 ? rewrite(buffer.subarray(0, cut), state) : undefined;
  };
  const sendPending = () => {
    queued = false;
    if (cancelled || ended) return;
    const out = take();
    if (out) controller.enqueue(out);
  };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    // The visitor went away (the server cancels the body): React stops rendering, as it does when a Node stream
    // it writes to closes early.
    cancel() {
      cancelled = true;
      pending = [];
      for (const listener of closeListeners) listener();
    },
  });
  const destination: ReactDestination = {
    write(chunk) {
      if (cancelled || ended) return true;
      pending.push(chunk);
      if (!queued) {
        queued = true;
        setImmediate(sendPending);
      }
      // Everything is held until it is sent, within the turn: React need not wait for a "drain".
      return true;
    },
    end() {
      if (ended) return;
      ended = true;
      if (!cancelled) {
        const out = take();
        if (out) controller.enqueue(out);
        if (carry) controller.enqueue(rewrite(carry, state));
        carry = null;
        controller.close();
      }
      onFinish?.();
    },
    destroy(error) {
      if (ended || cancelled) return;
      ended = true;
      controller.error(error ?? new Error("The render was abandoned"));
      onFinish?.();
    },
    on(event, listener) {
      if (event === "close") closeListeners.push(listener as () => void);
      return destination;
    },
  };
  return { destination, body };
}

/**
 * What React's `renderToPipeableStream(…).pipe()` uses of a Node writable: `write` (false would mean "wait for
 * drain"), `end`, `destroy` on a fatal error, and `on` for "drain", "error" and "close". A whole Node Transform plus
 * a web-stream adapter in front of the response did the same with two more copies of the page and a stream
 * machine per 4 KB write (decision 043).
 */
export interface ReactDestination {
  write(chunk: Uint8Array | string): boolean;
  end(): void;
  destroy(error?: unknown): void;
  on(event: string, listener: (...args: unknown[]) => void): ReactDestination;
}

export interface DeferHydrationBody {
  /** Given to React's `pipe()`. */
  destination: ReactDestination;
  /** The rewritten page, one chunk per turn of the event loop, for the Response. */
  body: ReadableStream<Uint8Array>;
}

/** The held-back bytes and React's pieces (4 KB views, and long strings as they are) in one buffer, one copy. */
function joined(carry: Buffer | null, pieces: (Uint8Array | string)[]): Buffer {
  if (!carry && pieces.length === 1 && typeof pieces[0] !== "string") {
    const only = pieces[0];
    return Buffer.from(only.buffer, only.byteOffset, only.byteLength);
  }
  let length = carry?.length ?? 0;
  // A long string is a cached part's markup, whose bytes are kept (markup-bytes.server.ts): copied, not encoded.
  const bytes = pieces.map((piece) => (typeof piece === "string" ? bytesOf(piece) : piece));
  for (const piece of bytes) length += piece.byteLength;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  if (carry) at += carry.copy(out, 0);
  for (const piece of bytes) {
    out.set(piece, at);
    at += piece.byteLength;
  }
  return out;
}

const SCRIPT_START_BYTES = Buffer.from("<script");
const HEAD_END_BYTES = Buffer.from("</head>");

/**
 * deferHydrationHtml over bytes, touching only the matched tags: the preload links are cut out and the module
 * script's start tag is rewritten, while the bytes around them (with one chunk per turn, most of the page) are
 * copied as they are, never decoded. `state` carries over between the pieces of one document: React puts the
 * preload links in the head only, so the body is searched for the module script alone, and nothing after it.
 */
function rewrite(html: Buffer, state: { inHead: boolean; scriptDone: boolean }): Buffer {
  if (state.scriptDone) return html;
  // The preload links are searched for in the head only; the head ends in this piece or a later one.
  let head = html.subarray(0, 0);
  if (state.inHead) {
    const headEnd = html.indexOf(HEAD_END_BYTES);
    if (headEnd !== -1) state.inHead = false;
    head = headEnd === -1 ? html : html.subarray(0, headEnd);
  }
  // The module script is searched for once: it is near the end, after every preload link.
  let script = html.indexOf(ROUTE_MODULES_SCRIPT_BYTES);
  if (script !== -1) state.scriptDone = true;
  if (script === -1 && head.indexOf(MODULE_PRELOAD_BYTES) === -1) return html;
  const pieces: Buffer[] = [];
  let from = 0;
  let scriptDone = false;
  for (;;) {
    const preload = from < head.length ? head.indexOf(MODULE_PRELOAD_BYTES, from) : -1;
    if (scriptDone) script = -1;
    if (preload === -1 && script === -1) break;
    if (preload !== -1 && (script === -1 || preload < script)) {
      const close = html.indexOf(GT, preload);
      if (close === -1) break;
      pieces.push(html.subarray(from, preload));
      from = close + 1;
      continue;
    }
    scriptDone = true;
    const tagStart = html.lastIndexOf(SCRIPT_START_BYTES, script);
    const tagEnd = script + ROUTE_MODULES_SCRIPT_BYTES.length;
    // The pattern's `<script([^>]*)`: the start tag must not close before the marker.
    if (tagStart === -1 || tagStart < from || html.indexOf(GT, tagStart) < script) continue;
    pieces.push(
      html.subarray(from, tagStart),
      Buffer.from(deferHydrationHtml(html.toString("utf8", tagStart, tagEnd))),
    );
    from = tagEnd;
  }
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces);
}

/** Where the unfinished tail starts: the last `<` without a `>` after it (the length if none). */
function unfinishedTagStart(html: Buffer): number {
  const lastOpen = html.lastIndexOf(LT);
  if (lastOpen === -1 || html.indexOf(GT, lastOpen) !== -1) return html.length;
  return lastOpen;
}
