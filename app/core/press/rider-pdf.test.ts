import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { MAX_RIDER_BYTES, RIDER_MISSING, RIDER_TOO_LARGE } from "./press-kit";
import { checkRiderPdf, RIDER_ACTIVE, RIDER_ENCRYPTED, RIDER_NOT_PDF, RIDER_UNREADABLE } from "./rider-pdf";

/** A one-page rider as a DJ's word processor would write it: text on an A4 page, object streams on by default. */
async function riderPdf(edit?: (doc: PDFDocument) => void, useObjectStreams = true): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText("Technical rider: 2 × CDJ-3000, DJM-V10, booth monitors", { x: 50, y: 780, size: 12, font });
  edit?.(doc);
  return doc.save({ useObjectStreams });
}

/** A PDF written by hand, object by object, with a correct cross-reference table (what encrypting tools write). */
function handWrittenPdf(objects: string[], trailerExtra: string): Uint8Array {
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Uint8Array.from(body, (c) => c.charCodeAt(0));
}

const PAGE_OBJECTS = [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
];

describe("checkRiderPdf", () => {
  it("keeps a clean one-page rider", async () => {
    expect(await checkRiderPdf(await riderPdf())).toEqual({ ok: true, pages: 1 });
    expect(await checkRiderPdf(await riderPdf(undefined, false))).toEqual({ ok: true, pages: 1 });
    expect(await checkRiderPdf(handWrittenPdf(PAGE_OBJECTS, ""))).toEqual({ ok: true, pages: 1 });
  });

  it("refuses JavaScript run on open, found inside a compressed object stream", async () => {
    const bytes = await riderPdf((doc) => {
      const action = doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert('hi')") });
      doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(action));
    });
    // The catalog and the action were written into a Flate-compressed /ObjStm: the raw bytes do not name them.
    expect(Buffer.from(bytes).includes("/OpenAction")).toBe(false);
    expect(await checkRiderPdf(bytes)).toEqual({ ok: false, reason: "active", message: RIDER_ACTIVE });
  });

  it("refuses every active name, as a key or a value, also spelled with #-escapes", async () => {
    const cases: [string, string][] = [
      ["OpenAction", "<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (x) >> >>"],
      ["AA", "<< /Type /Catalog /Pages 2 0 R /AA << /WC 4 0 R >> >>"],
      ["Launch", "<< /Type /Catalog /Pages 2 0 R /Names << /X << /S /Launch /F (calc.exe) >> >> >>"],
      ["EmbeddedFiles", "<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles 4 0 R >> >>"],
      ["XFA", "<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA 4 0 R >> >>"],
      ["RichMedia", "<< /Type /Catalog /Pages 2 0 R /Extra << /Subtype /RichMedia >> >>"],
      ["escaped JavaScript", "<< /Type /Catalog /Pages 2 0 R /Extra << /S /Java#53cript /J#53 (x) >> >>"],
    ];
    for (const [name, catalog] of cases) {
      const bytes = handWrittenPdf([catalog, PAGE_OBJECTS[1], PAGE_OBJECTS[2], "<< >>"], "");
      expect(await checkRiderPdf(bytes), name).toMatchObject({ ok: false, reason: "active" });
    }
  });

  it("refuses an encrypted PDF with its own message", async () => {
    const encrypt =
      "<< /Filter /Standard /V 1 /R 2 /O <7a0a8a0a5c3e4f6b2d1c9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b> /U <1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a> /P -44 >>";
    const bytes = handWrittenPdf([...PAGE_OBJECTS, encrypt], "/Encrypt 4 0 R /ID [<01020304> <01020304>]");
    expect(await checkRiderPdf(bytes)).toEqual({ ok: false, reason: "encrypted", message: RIDER_ENCRYPTED });
  });

  it("refuses what is not a PDF, a PDF that cannot be read, an empty file and one over the limit", async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(await checkRiderPdf(png)).toEqual({ ok: false, reason: "not_pdf", message: RIDER_NOT_PDF });
    // A file renamed to .pdf that only starts like one.
    const truncated = Uint8Array.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog", (c) => c.charCodeAt(0));
    expect(await checkRiderPdf(truncated)).toEqual({ ok: false, reason: "unreadable", message: RIDER_UNREADABLE });
    const noPages = handWrittenPdf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>"], "");
    expect(await checkRiderPdf(noPages)).toMatchObject({ ok: false, reason: "unreadable" });
    expect(await checkRiderPdf(new Uint8Array())).toEqual({ ok: false, reason: "missing", message: RIDER_MISSING });
    const big = new Uint8Array(MAX_RIDER_BYTES + 1);
    big.set(Uint8Array.from("%PDF-1.7", (c) => c.charCodeAt(0)));
    expect(await checkRiderPdf(big)).toEqual({ ok: false, reason: "too_large", message: RIDER_TOO_LARGE });
  });
});
