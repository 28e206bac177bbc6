import { PDFDocument, PDFName, PDFString, rgb, StandardFonts } from "pdf-lib";
import sharp from "sharp";

/**
 * Files for demo press kits and tests, made on the spot so nothing binary is committed: a press photo (a gradient
 * with shapes, as a camera's JPEG) and a one-page rider PDF. Both are small and quick (well under 100 ms each).
 */
export async function makePressPhoto({
  width = 1200,
  height = 800,
  hue = 300,
  format = "jpeg" as "jpeg" | "png" | "webp",
} = {}): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},80%,55%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.62}" cy="${height * 0.45}" r="${height * 0.28}" fill="hsl(${(hue + 180) % 360},60%,70%)" opacity="0.55"/>
    <rect x="${width * 0.12}" y="${height * 0.6}" width="${width * 0.3}" height="${height * 0.08}" rx="12" fill="#ffffff" opacity="0.35"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  const out =
    format === "png" ? image.png() : format === "webp" ? image.webp({ quality: 85 }) : image.jpeg({ quality: 86 });
  return new Uint8Array(await out.toBuffer());
}

/** A one-page rider, as a DJ's word processor writes it; `withScript` adds JavaScript run on open (to be refused). */
export async function makeRiderPdf(
  title: string,
  lines: readonly string[],
  { withScript = false } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const page = doc.addPage([595, 842]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 56, y: 770, size: 20, font: bold, color: rgb(0.1, 0.1, 0.15) });
  lines.forEach((line, i) => {
    page.drawText(line, { x: 56, y: 730 - i * 20, size: 12, font });
  });
  if (withScript) {
    const action = doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert('Booked!')") });
    doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(action));
  }
  return doc.save();
}
