import { describe, expect, it } from "vitest";
import {
  type ArtworkKind,
  artworkRasterUrl,
  artworkTextLayout,
  hashString,
  labelledArtworkUrl,
  parseArtworkUrl,
  renderArtworkSvg,
} from "./artwork";
import { artworkSafeArea, estimateTextWidth } from "./artwork-text";

const KINDS: ArtworkKind[] = ["dj", "venue", "event", "production", "news", "avatar"];

/** Minimal well-formedness check: every opened tag is closed in order. */
function isWellFormed(svg: string): boolean {
  const stack: string[] = [];
  const tagRe = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tagRe.exec(svg); m; m = tagRe.exec(svg)) {
    if (/[<>]/.test(svg.slice(last, m.index))) return false;
    last = m.index + m[0].length;
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0 && !/[<>]/.test(svg.slice(last));
}

function viewBox(svg: string): [number, number] {
  const m = svg.match(/viewBox="0 0 (\d+) (\d+)"/);
  if (!m) throw new Error("no viewBox");
  return [Number(m[1]), Number(m[2])];
}

describe("renderArtworkSvg", () => {
  it("returns a valid standalone SVG for every kind", () => {
    for (const kind of KINDS) {
      const svg = renderArtworkSvg({ kind, seed: `seed-${kind}`, label: "Nadia Voss" });
      expect(svg.startsWith("<svg ")).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(isWellFormed(svg)).toBe(true);
      expect(svg).toContain("#0b0b0f");
    }
  });

  it("uses the right aspect ratio per kind", () => {
    const ratio = (kind: ArtworkKind) => {
      const [w, h] = viewBox(renderArtworkSvg({ kind, seed: "x", label: "X" }));
      return w / h;
    };
    expect(ratio("dj")).toBe(1);
    expect(ratio("avatar")).toBe(1);
    expect(ratio("production")).toBe(1);
    expect(ratio("venue")).toBeCloseTo(16 / 9);
    expect(ratio("news")).toBeCloseTo(16 / 9);
    expect(ratio("event")).toBeCloseTo(4 / 5);
  });

  it("is deterministic and varies with the seed", () => {
    const a = renderArtworkSvg({ kind: "dj", seed: "nadia-voss", label: "Nadia Voss" });
    expect(renderArtworkSvg({ kind: "dj", seed: "nadia-voss", label: "Nadia Voss" })).toBe(a);
    expect(renderArtworkSvg({ kind: "dj", seed: "kairo-blaze", label: "Nadia Voss" })).not.toBe(a);
  });

  it("shows initials for square art and the title for wide art", () => {
    expect(renderArtworkSvg({ kind: "dj", seed: "s", label: "Nadia Voss" })).toMatch(/>NV<\/tspan><\/text>/);
    expect(renderArtworkSvg({ kind: "dj", seed: "selin-ayd-n", label: "Selin Aydın" })).toMatch(/>SA<\/tspan>/);
    const venue = drawnText(renderArtworkSvg({ kind: "venue", seed: "s", label: "Kessel Halle" }));
    expect(venue.lines.map((l) => l.text).join(" ")).toBe("Kessel Halle");
    const long = renderArtworkSvg({
      kind: "news",
      seed: "s",
      label: "How Amapiano Took Over the World's Dancefloors",
    });
    const lines = [...long.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);
    expect(lines.join(" ")).toBe("How Amapiano Took Over the World&apos;s Dancefloors");
  });

  it("escapes the label and references nothing external", () => {
    const svg = renderArtworkSvg({ kind: "event", seed: "s", label: `<script>"&'</script>` });
    expect(svg).not.toContain("<script>");
    expect(isWellFormed(svg)).toBe(true);
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|href=/);
  });
});

describe("helpers", () => {
  it("hashes stably", () => {
    expect(hashString("abc")).toBe(hashString("abc"));
    expect(hashString("abc")).not.toBe(hashString("abd"));
  });
});

/** The drawn text of an SVG: font size, and each line with its position. */
function drawnText(svg: string) {
  const fontSize = Number(/<text [^>]*font-size="(\d+)"/.exec(svg)?.[1]);
  const spacing = Number(/<text [^>]*letter-spacing="(\d+)"/.exec(svg)?.[1] ?? 0);
  // One <tspan> per line; a single-line <text x y> (the old form) reads the same.
  const tspans = [...svg.matchAll(/<tspan x="(\d+)" y="(\d+)">([^<]*)<\/tspan>/g)];
  const found = tspans.length > 0 ? tspans : [...svg.matchAll(/<text x="(\d+)" y="(\d+)"[^>]*>([^<]*)<\/text>/g)];
  const lines = found.map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    text: m[3]
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  }));
  return { fontSize, spacing, lines };
}

const LONG_TITLES = [
  "How Amapiano Took Over the World's Dancefloors",
  "Nadia Voss on Ten Years of Sunday Closings",
  "Fresh Drum & Bass: Ten Tracks for Your Next Set",
  "WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM WWW MMM",
  "Donaudampfschifffahrtsgesellschaftskapitänswitwe feiert",
  "Щедрые Шаги Южного Жара: Московский Андеграунд",
  "東京のアンダーグラウンドを変えたテクノの夜と朝の物語",
  "Łukasz Żółć i Çağrı Öztürk grają całą noc w İstanbul",
  "🔥🔥🔥 Summer Rave Season 🎧🎧🎧 Starts Now 🔥🔥🔥",
  "A",
];

describe("artwork text stays inside the safe area", () => {
  // Square thumbnails (search results, suggestions) crop a 16:9 or 4:5 image to its centred square; the home
  // news strip shows 16:9 whole. The safe area is inside both.
  for (const kind of ["news", "venue", "event"] as const) {
    it(`${kind}: every line of a long title fits the width, the block fits the height`, () => {
      for (const title of LONG_TITLES) {
        const svg = renderArtworkSvg({ kind, seed: "s", label: title });
        const [w, h] = viewBox(svg);
        const area = artworkSafeArea(w, h);
        // The centred square is what a square crop keeps.
        expect(area.width).toBeLessThanOrEqual(Math.min(w, h));
        const { fontSize, lines } = drawnText(svg);
        expect(lines.length, title).toBeGreaterThan(0);
        expect(lines.length, title).toBeLessThanOrEqual(4);
        for (const line of lines) {
          const width = estimateTextWidth(line.text, fontSize);
          expect(width, `${title} / ${line.text}`).toBeLessThanOrEqual(area.width);
          expect(line.x - width / 2, title).toBeGreaterThanOrEqual(area.x);
          expect(line.x + width / 2, title).toBeLessThanOrEqual(area.x + area.width);
          // Ascender above, descender below the baseline.
          expect(line.y - fontSize * 0.95, title).toBeGreaterThanOrEqual(area.y);
          expect(line.y + fontSize * 0.3, title).toBeLessThanOrEqual(area.y + area.height);
        }
        // Nothing is dropped unless the last line says so.
        const shown = lines.map((l) => l.text).join(" ");
        if (!shown.endsWith("…")) expect(shown.replace(/\s/g, ""), title).toBe(title.replace(/\s/g, ""));
      }
    });
  }

  it("keeps the demo's news titles whole and legible on a phone's news strip", () => {
    for (const title of LONG_TITLES.slice(0, 3)) {
      const layout = artworkTextLayout("news", title);
      expect(layout.lines.join(" ")).toBe(title);
      // ≥ 50 px of 1280 is ≥ 14 CSS px in a 358 px wide card.
      expect(layout.fontSize).toBeGreaterThanOrEqual(50);
    }
  });

  it("initials of any script fit the square artwork", () => {
    for (const name of ["Selin Aydın", "WWW MMM WWW", "Щедрый Шаг Южный", "田中 フミヤ", "🔥🔥 🔥🔥", "Mo"]) {
      for (const kind of ["dj", "production", "avatar"] as const) {
        const svg = renderArtworkSvg({ kind, seed: "s", label: name });
        const [w, h] = viewBox(svg);
        const area = artworkSafeArea(w, h);
        const { fontSize, spacing, lines } = drawnText(svg);
        expect(lines).toHaveLength(1);
        const width = estimateTextWidth(lines[0].text, fontSize) + spacing * [...lines[0].text].length;
        expect(width, name).toBeLessThanOrEqual(area.width);
      }
    }
  });
});

describe("generated artwork URLs", () => {
  it("recognises /art/<kind>/<seed>.svg and nothing else", () => {
    expect(parseArtworkUrl("/art/dj/felix-aurel.svg")).toEqual({ kind: "dj", seed: "felix-aurel" });
    expect(parseArtworkUrl("/art/venue/tresor-berlin.svg")).toEqual({ kind: "venue", seed: "tresor-berlin" });
    for (const url of [
      null,
      "",
      "/art/dj/felix-aurel.svg?label=Felix",
      "/art/poster/x.svg",
      "/uploads/djs/x-640.webp",
      "https://example.com/art/dj/x.svg",
    ])
      expect(parseArtworkUrl(url), String(url)).toBeNull();
    expect(artworkRasterUrl("dj", "felix-aurel")).toBe("/art/dj/felix-aurel.webp");
  });

  it("labels artwork URLs with the name, and leaves photos alone", () => {
    expect(labelledArtworkUrl("/art/dj/selin-ayd-n.svg", "Selin Aydın")).toBe(
      "/art/dj/selin-ayd-n.svg?label=Selin%20Ayd%C4%B1n",
    );
    expect(labelledArtworkUrl("/art/news/x.svg", " How & Why? ")).toBe("/art/news/x.svg?label=How%20%26%20Why%3F");
    expect(labelledArtworkUrl("/uploads/djs/x/abc123-640.webp", "Selin")).toBe("/uploads/djs/x/abc123-640.webp");
    expect(labelledArtworkUrl("/art/dj/x.svg", "")).toBe("/art/dj/x.svg");
    // A very long label is cut between graphemes, never inside a surrogate pair.
    const long = labelledArtworkUrl("/art/news/x.svg", "🎧".repeat(80));
    expect(decodeURIComponent(long.split("?label=")[1])).toBe("🎧".repeat(60));
  });

  it("leaves the text out when asked, for the raster copy", () => {
    const input = { kind: "dj" as const, seed: "felix-aurel", label: "Felix Aurel" };
    expect(renderArtworkSvg(input)).toContain("<text");
    const background = renderArtworkSvg({ ...input, withText: false });
    expect(background).not.toContain("<text");
    expect(background).toContain("<circle");
  });
});
