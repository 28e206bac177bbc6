// The press kit PDF's renderer, run in a worker thread (server/press-pdf/render-press-kit-pdf.server.ts) so a render
// never holds the server's event loop. Plain JavaScript on purpose: the file is loaded as it is, from the sources,
// in the server build and in tests alike. It takes a finished model (text, JPEG photos) and returns the PDF's bytes.
import { readFileSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import { inflateSync } from "node:zlib";
import PDFDocument from "pdfkit";

const A4 = [595.28, 841.89];
const MARGIN = 48;
const INK = "#15151c";
const MUTED = "#5b5b6b";
const ACCENT = "#a21caf";

/**
 * WOFF 1.0 → the SFNT it wraps (each table inflated when stored compressed, the directory rewritten), once per file:
 * fontkit would inflate every table again for every document, which was half of a render's time.
 */
function woffToSfnt(woff) {
  const count = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const stored = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + stored);
    tables.push({
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: stored < length ? inflateSync(raw) : raw,
    });
  }
  let range = 1;
  let selector = 0;
  while (range * 2 <= count) {
    range *= 2;
    selector += 1;
  }
  const head = 12 + count * 16;
  const out = Buffer.alloc(tables.reduce((size, t) => size + ((t.data.length + 3) & ~3), head));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(range * 16, 6);
  out.writeUInt16BE(selector, 8);
  out.writeUInt16BE(count * 16 - range * 16, 10);
  let offset = head;
  tables.forEach((t, i) => {
    out.writeUInt32BE(t.tag, 12 + i * 16);
    out.writeUInt32BE(t.checksum, 16 + i * 16);
    out.writeUInt32BE(offset, 20 + i * 16);
    out.writeUInt32BE(t.data.length, 24 + i * 16);
    t.data.copy(out, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}

const fontFiles = new Map();
function fontBytes(file) {
  let bytes = fontFiles.get(file);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(file));
    fontFiles.set(file, bytes);
  }
  return bytes;
}

/** Inter's static latin and latin-ext files: each character goes to the file that has its glyph. */
function runsOf(text, latin) {
  const runs = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const face = latin.some(([lo, hi]) => code >= lo && code <= hi) ? "latin" : "ext";
    const last = runs[runs.length - 1];
    if (last && last.face === face) last.text += ch;
    else runs.push({ face, text: ch });
  }
  return runs;
}

function write(doc, fonts, weight, size, color, text, options = {}) {
  const runs = runsOf(text, fonts.latin);
  doc.fillColor(color).fontSize(size);
  runs.forEach((run, i) => {
    doc.font(fonts[`${weight}-${run.face}`]);
    doc.text(run.text, { ...options, continued: i < runs.length - 1 });
  });
}

function heading(doc, fonts, text) {
  doc.moveDown(0.8);
  write(doc, fonts, "700", 13, ACCENT, text.toUpperCase(), { characterSpacing: 1.2 });
  doc.moveDown(0.3);
}

function render(model) {
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    info: { Title: `${model.name} · Press kit`, Author: model.name },
    autoFirstPage: true,
  });
  const fonts = { latin: model.latin };
  for (const [key, file] of Object.entries(model.fonts)) {
    doc.registerFont(key, fontBytes(file));
    fonts[key] = key;
  }
  const chunks = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const width = A4[0] - MARGIN * 2;

  write(doc, fonts, "700", 10, ACCENT, "PRESS KIT", { characterSpacing: 2 });
  write(doc, fonts, "700", 30, INK, model.name);
  if (model.facts) write(doc, fonts, "400", 11, MUTED, model.facts);
  if (model.genres) write(doc, fonts, "400", 11, MUTED, model.genres);

  if (model.photos.length > 0) {
    doc.moveDown(0.8);
    const gap = 10;
    const count = Math.min(model.photos.length, 3);
    // One photo takes half the width, not the whole page.
    const w = (width - gap * (Math.max(count, 2) - 1)) / Math.max(count, 2);
    const h = w * 0.75;
    const top = doc.y;
    model.photos.slice(0, count).forEach((photo, i) => {
      doc.image(Buffer.from(photo.jpeg), MARGIN + i * (w + gap), top, { width: w, height: h });
      if (photo.credit) {
        doc.x = MARGIN + i * (w + gap);
        doc.y = top + h + 3;
        write(doc, fonts, "400", 7, MUTED, `Photo: ${photo.credit}`, { width: w });
      }
    });
    doc.x = MARGIN;
    doc.y = top + h + 16;
  }

  if (model.bio) {
    heading(doc, fonts, "Bio");
    for (const para of model.bio) {
      write(doc, fonts, "400", 10.5, INK, para, { width, lineGap: 2 });
      doc.moveDown(0.5);
    }
  }
  if (model.upcoming.length > 0) {
    heading(doc, fonts, "Upcoming gigs");
    for (const gig of model.upcoming) write(doc, fonts, "400", 10, INK, gig, { width });
  }
  if (model.past.length > 0) {
    heading(doc, fonts, "Recent gigs");
    for (const gig of model.past) write(doc, fonts, "400", 10, INK, gig, { width });
  }
  if (model.quotes.length > 0) {
    heading(doc, fonts, "Press");
    for (const q of model.quotes) {
      write(doc, fonts, "400", 11, INK, `“${q.quote}”`, { width });
      write(doc, fonts, "400", 9, MUTED, `— ${q.source}${q.link ? ` (${q.link})` : ""}`, { width });
      doc.moveDown(0.4);
    }
  }
  heading(doc, fonts, "Listen, riders and booking");
  for (const line of model.links) write(doc, fonts, "400", 10, INK, line, { width });
  doc.end();
  return done;
}

parentPort?.on("message", async ({ id, model }) => {
  try {
    // A fresh buffer of its own, so transferring it moves nothing else of the worker's memory.
    const bytes = new Uint8Array(await render(model));
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
