import type { Context } from "hono";
import { MAX_DJ_IMAGE_BYTES } from "~/core/djs/dj-image";
import { MAX_TRACKLIST_FILE_BYTES } from "~/core/tracklists/tracklist";
import type { FileStorage } from "./file-storage.server";

/**
 * HTTP side of uploads. The global body limit stays 1 MiB; only a POST to the DJ profile editor, an event
 * form (the mate's, the admin's or a venue's), a venue's Details tab or its gallery (its page or its single-fetch ".data" URL) may carry a photo, so only that path gets the larger limit — the photo
 * limit plus room for the multipart envelope, so a photo just over the limit still gets a readable message.
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_DJ_IMAGE_BYTES + 2 * 1024 * 1024;

const UPLOAD_PATH =
  /^\/(?:dj\/[^/]+\/edit|(?:mate|admin)\/events\/(?:create|[^/]+\/edit)|admin\/news\/(?:create|[^/]+\/edit)|venue\/manage\/[^/]+\/(?:details|media|events\/(?:create|[^/]+\/edit)))(?:\.data)?$/;

export function isUploadRequest(method: string, pathname: string): boolean {
  return method === "POST" && UPLOAD_PATH.test(pathname);
}

/**
 * A DJ's history file (rekordbox, Serato, Traktor) may be up to 20 MB: only a POST to a tracklist screen (the DJ
 * managers', a venue's, a production line's, the admins') gets this
 * limit, with room for the multipart envelope and the editor's fields, so an oversized file still gets a message.
 */
export const MAX_TRACKLIST_UPLOAD_BODY_BYTES = MAX_TRACKLIST_FILE_BYTES + 2 * 1024 * 1024;

const TRACKLIST_UPLOAD_PATH =
  /^\/(?:(?:mate|admin)\/events|venue\/manage\/[^/]+\/events|producer\/dashboard\/[^/]+\/events)\/[^/]+\/tracklist(?:\.data)?$/;

export function isTracklistUploadRequest(method: string, pathname: string): boolean {
  return method === "POST" && TRACKLIST_UPLOAD_PATH.test(pathname);
}

const TYPES: Record<string, string> = { webp: "image/webp", avif: "image/avif" };
const FILE = /^[a-z0-9][a-z0-9/._-]{0,300}\.(webp|avif)$/i;

/**
 * GET /uploads/<key>: the stored bytes with a long immutable cache (every upload gets a new versioned
 * name, so a cached URL never goes stale) and nosniff; only our own image types are served.
 */
export async function serveUpload(c: Context, storage: FileStorage): Promise<Response> {
  const key = decodeUploadKey(c.req.path.slice("/uploads/".length));
  if (key === null) return c.json({ error: "Bad Request" }, 400);
  const match = FILE.exec(key);
  if (!match || key.includes("..")) return c.json({ error: "Not Found" }, 404);
  const bytes = await storage.read(key);
  if (!bytes) return c.json({ error: "Not Found" }, 404);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": TYPES[match[1].toLowerCase()],
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'",
  });
}

/** The stored key a URL names, or null when its percent-encoding is malformed ("%ff", a lone "%"): a client error. */
function decodeUploadKey(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}
