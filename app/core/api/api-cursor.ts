/**
 * Opaque cursors of the public API's lists (decision 061). A cursor carries the position of the next page and
 * the list and filters it was made for, so a cursor from another list, or from the same list with other filters,
 * is refused (400) instead of silently paging something else. It is base64url JSON with a short checksum: not a
 * secret (a position is public), only a guard against typing mistakes and cut-off links. Clients must treat it
 * as opaque: what is inside may change within v1.
 */

export interface CursorPosition {
  /** The list it belongs to ("events", "djs", "dj-gigs:<slug>"…) and its filters, canonical. */
  scope: string;
  /** How many rows come before the next page. */
  offset: number;
}

const VERSION = 1;
const MAX_CURSOR_LENGTH = 512;

/** FNV-1a 32-bit of a string, hex: enough to tell a cursor of one scope from another's. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeCursor(position: CursorPosition): string {
  const sum = checksum(`${position.scope}\n${position.offset}`);
  return toBase64Url(JSON.stringify([VERSION, position.offset, sum]));
}

export type CursorReading = { ok: true; offset: number } | { ok: false; reason: "malformed" | "foreign" };

/** The offset a cursor stands for in `scope`; malformed (not one of ours) or foreign (another list or filters). */
export function decodeCursor(cursor: string, scope: string): CursorReading {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH) return { ok: false, reason: "malformed" };
  const json = fromBase64Url(cursor);
  if (json === null) return { ok: false, reason: "malformed" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== VERSION) return { ok: false, reason: "malformed" };
  const [, offset, sum] = parsed;
  if (!Number.isSafeInteger(offset) || offset < 1 || typeof sum !== "string" || !/^[0-9a-f]{8}$/.test(sum)) {
    return { ok: false, reason: "malformed" };
  }
  if (checksum(`${scope}\n${offset}`) !== sum) return { ok: false, reason: "foreign" };
  return { ok: true, offset };
}
