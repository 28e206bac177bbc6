import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRawStream, PDFStream } from "pdf-lib";
import { MAX_RIDER_BYTES, RIDER_MISSING, RIDER_TOO_LARGE } from "./press-kit";

/**
 * A rider is downloaded and opened by promoters, so only a plain, readable document is kept (decision 058): a PDF by
 * its content (the `%PDF-` header, then parsed object by object with pdf-lib, object streams decompressed), not
 * encrypted, and carrying nothing a viewer would run or unpack — scripts, actions on open or on events, launches,
 * embedded files, rich media or XFA forms.
 */

/** Names that make a PDF active. Each is refused as a dictionary key and as a name value (`/S /JavaScript`). */
export const ACTIVE_PDF_NAMES = [
  "JS",
  "JavaScript",
  "AA",
  "OpenAction",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
] as const;
const ACTIVE = new Set<string>(ACTIVE_PDF_NAMES);

export type RiderCheck =
  | { ok: true; pages: number }
  | { ok: false; reason: "missing" | "too_large" | "not_pdf" | "unreadable" | "encrypted" | "active"; message: string };

export const RIDER_NOT_PDF = "That file is not a PDF. Upload the rider as a PDF.";
export const RIDER_UNREADABLE = "That PDF could not be read. Save it again as a PDF and upload that.";
export const RIDER_ENCRYPTED = "That PDF is password-protected. Upload a copy without a password.";
export const RIDER_ACTIVE =
  "That PDF contains scripts, actions or embedded files, which we don't accept. Save it again without them (for example with Print → Save as PDF) and upload that.";

const refuse = (reason: Exclude<RiderCheck, { ok: true }>["reason"], message: string): RiderCheck => ({
  ok: false,
  reason,
  message,
});

/** The first active name found in an object (a dictionary, a stream's dictionary, an array, nested), or null. */
function activeNameIn(object: PDFObject | undefined, seen: Set<PDFObject>): string | null {
  if (!object || seen.has(object)) return null;
  seen.add(object);
  if (object instanceof PDFName) {
    const name = object.decodeText();
    return ACTIVE.has(name) ? name : null;
  }
  if (object instanceof PDFStream || object instanceof PDFRawStream) return activeNameIn(object.dict, seen);
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      const name = key.decodeText();
      if (ACTIVE.has(name)) return name;
      const inner = activeNameIn(value, seen);
      if (inner) return inner;
    }
    return null;
  }
  if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i++) {
      const inner = activeNameIn(object.get(i), seen);
      if (inner) return inner;
    }
  }
  return null;
}

/** The first active name anywhere in a parsed document (every indirect object and the trailer), or null. */
export function findActiveContent(doc: PDFDocument): string | null {
  const seen = new Set<PDFObject>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const found = activeNameIn(object, seen);
    if (found) return found;
  }
  const { Root, Info } = doc.context.trailerInfo;
  for (const object of [Root, Info]) {
    const found = activeNameIn(object as PDFObject | undefined, seen);
    if (found) return found;
  }
  return null;
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const header = "%PDF-";
  for (let i = 0; i < header.length; i++) if (bytes[i] !== header.charCodeAt(i)) return false;
  return true;
}

/** Checks an uploaded rider by its content; never by its name or declared type. */
export async function checkRiderPdf(bytes: Uint8Array): Promise<RiderCheck> {
  if (bytes.byteLength === 0) return refuse("missing", RIDER_MISSING);
  if (bytes.byteLength > MAX_RIDER_BYTES) return refuse("too_large", RIDER_TOO_LARGE);
  if (!hasPdfHeader(bytes)) return refuse("not_pdf", RIDER_NOT_PDF);
  let doc: PDFDocument;
  try {
    // Encryption is detected here and refused with its own message, rather than as a parse failure.
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    return refuse("unreadable", RIDER_UNREADABLE);
  }
  if (doc.isEncrypted || doc.context.trailerInfo.Encrypt) return refuse("encrypted", RIDER_ENCRYPTED);
  if (findActiveContent(doc)) return refuse("active", RIDER_ACTIVE);
  let pages = 0;
  try {
    pages = doc.getPageCount();
  } catch {
    return refuse("unreadable", RIDER_UNREADABLE);
  }
  if (pages === 0) return refuse("unreadable", RIDER_UNREADABLE);
  return { ok: true, pages };
}
