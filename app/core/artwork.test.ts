import { describe, expect, it } from "vitest";
import {
  type ArtworkKind,
  artworkRasterUrl,
  hashString,
  initialsOf,
  parseArtworkUrl,
  renderArtworkSvg,
} from "./artwork";

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

  it("shows initials for square art and a short title for wide art", () => {
    expect(renderArtworkSvg({ kind: "dj", seed: "s", label: "Nadia Voss" })).toMatch(/>NV<\/text>/);
    expect(renderArtworkSvg({ kind: "venue", seed: "s", label: "Kessel Halle" })).toMatch(/>Kessel Halle<\/text>/);
    const long = renderArtworkSvg({
      kind: "news",
      seed: "s",
      label: "How Amapiano Took Over the World's Dancefloors",
    });
    expect(long).toMatch(/>How Amapiano Took…<\/text>/);
  });

  it("escapes the label and references nothing external", () => {
    const svg = renderArtworkSvg({ kind: "event", seed: "s", label: `<script>"&'</script>` });
    expect(svg).not.toContain("<script>");
    expect(isWellFormed(svg)).toBe(true);
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|href=/);
  });
});

describe("helpers", () => {
  it("makes initials", () => {
    expect(initialsOf("Nadia Voss")).toBe("NV");
    expect(initialsOf("DJ Okapi")).toBe("DO");
    expect(initialsOf("Kairo")).toBe("KA");
    expect(initialsOf("Low Frequency Society Club")).toBe("LFS");
    expect(initialsOf("")).toBe("?");
    expect(initialsOf("Inés Vidal")).toBe("IV");
  });

  it("hashes stably", () => {
    expect(hashString("abc")).toBe(hashString("abc"));
    expect(hashString("abc")).not.toBe(hashString("abd"));
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

  it("leaves the text out when asked, for the raster copy", () => {
    const input = { kind: "dj" as const, seed: "felix-aurel", label: "Felix Aurel" };
    expect(renderArtworkSvg(input)).toContain("<text");
    const background = renderArtworkSvg({ ...input, withText: false });
    expect(background).not.toContain("<text");
    expect(background).toContain("<circle");
  });
});
