/**
 * The text of an uploaded history file, whatever the DJ's software wrote: rekordbox's .txt export is UTF-16LE with
 * a BOM, Serato and Traktor write UTF-8 (with or without a BOM), older Windows exports are Windows-1252. Checked by
 * content, never by the file's name: a binary file called "history.txt" is refused here.
 */
import chardet from "chardet";
import iconv from "iconv-lite";
import { TRACKLIST_NOT_A_HISTORY, TracklistFileError } from "./tracklist";

export type HistoryEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

// Control characters a text file never has (tab, line feed and carriage return aside).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const BINARY = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/;

export function detectHistoryEncoding(bytes: Uint8Array): { encoding: HistoryEncoding; bomLength: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: "utf-8", bomLength: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: "utf-16le", bomLength: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: "utf-16be", bomLength: 2 };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { encoding: utf16, bomLength: 0 };
  if (isUtf8(bytes)) return { encoding: "utf-8", bomLength: 0 };
  // Not UTF-8: one of the single-byte Western encodings. chardet tells them from each other; all we decode
  // them as is Windows-1252, the superset of ISO-8859-1 that Windows software writes.
  const detected = chardet.detect(bytes.subarray(0, 64 * 1024));
  if (detected === "UTF-16LE" || detected === "UTF-16BE")
    return { encoding: detected === "UTF-16LE" ? "utf-16le" : "utf-16be", bomLength: 0 };
  return { encoding: "windows-1252", bomLength: 0 };
}

/** The file's text, or a refusal when it is not text at all. */
export function decodeHistory(bytes: Uint8Array): { text: string; encoding: HistoryEncoding } {
  const { encoding, bomLength } = detectHistoryEncoding(bytes);
  const text = iconv.decode(bytes.subarray(bomLength), encoding).replace(/^\uFEFF/, "");
  if (BINARY.test(text.slice(0, 64 * 1024))) throw new TracklistFileError(TRACKLIST_NOT_A_HISTORY);
  return { text, encoding };
}

/** UTF-16 without a BOM: ASCII text in it has a zero byte in every other place. */
function utf16WithoutBom(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (n < 8) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
