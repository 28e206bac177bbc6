// npm run bench:press-pdf — the press kit PDF on a miss (decision 058): a demo-sized kit (three photos cut from their
// stored 640 px WebP to the page's JPEG frames, six upcoming and ten past gigs, four quotes, riders and socials)
// rendered in the worker thread, RUNS times after one warm-up; p50 / p95 / max. Not a test: nothing here asserts.
import sharp from "sharp";
import { makePressPhoto } from "~server/db/seed/press-kit-files.server";
import { type PressPdfModel, renderPressKitPdf } from "~server/press-pdf/render-press-kit-pdf.server";

const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const webps = await Promise.all(
  [0, 1, 2].map(async (i) =>
    sharp(await makePressPhoto({ width: i === 1 ? 800 : 1200, height: i === 1 ? 1200 : 800, hue: 40 * i }))
      .resize(640, 640, { fit: "inside" })
      .webp({ quality: 80 })
      .toBuffer(),
  ),
);

async function miss(): Promise<number> {
  const started = performance.now();
  const photos = await Promise.all(
    webps.map(async (webp, i) => ({
      jpeg: new Uint8Array(
        await sharp(webp).resize(640, 480, { fit: "cover", position: "attention" }).jpeg({ quality: 80 }).toBuffer(),
      ),
      credit: `Photographer ${i + 1}`,
    })),
  );
  const model: PressPdfModel = {
    name: "Nadia Voss",
    facts: "Nadia Vossberg · Berlin, Germany · DJ",
    genres: "Techno · Industrial",
    photos,
    bio: Array.from({ length: 3 }, () =>
      "Nadia Voss grew up between Hamburg's harbour clubs and her father's jazz records, and it shows: her sets move like a conversation.".repeat(
        2,
      ),
    ),
    upcoming: Array.from(
      { length: 6 },
      (_, i) => `Sat ${i + 5} Dec 2026 · Kessel Klub Nacht ${i + 1} · Kessel Halle, Berlin`,
    ),
    past: Array.from({ length: 10 }, (_, i) => `Fri ${i + 1} Nov 2026 · Tidewater ${i + 1} · Hafenbar, Hamburg`),
    quotes: Array.from({ length: 4 }, (_, i) => ({
      quote: "A selector with patience, which is rarer than talent.",
      source: `Magazine ${i}`,
      link: "https://example.org/review",
    })),
    links: [
      "Press kit: https://booth.example/dj/nadia-voss/press",
      "Technical rider: https://booth.example/dj/nadia-voss/press/riders/technical",
      "Booking: https://booth.example/dj/nadia-voss/booking",
    ],
  };
  await renderPressKitPdf(model);
  return performance.now() - started;
}

await miss(); // warm-up: the worker starts and reads its fonts once
const times: number[] = [];
for (let i = 0; i < RUNS; i++) times.push(await miss());
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
console.log(
  `press kit PDF on a miss (${RUNS} runs): p50 ${at(0.5).toFixed(0)} ms · p95 ${at(0.95).toFixed(0)} ms · max ${times[times.length - 1].toFixed(0)} ms`,
);
process.exit(0);
