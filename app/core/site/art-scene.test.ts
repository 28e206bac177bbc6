import { describe, expect, it } from "vitest";
import { type ArtKind, type ArtNode, artScene, djMotifFor } from "./art-scene";
import { artImageUrl, artQuery, parseArtQuery } from "./art-url";

const ALL_KINDS: ArtKind[] = ["dj", "avatar", "venue", "event", "production", "news"];

const FIXTURES: Record<ArtKind, { seed: string; text: Parameters<typeof artScene>[2] }[]> = {
  dj: [
    { seed: "ellis-crane", text: { label: "Ellis Crane", place: "London, UK", genres: ["Drum & Bass", "Jungle"] } },
    { seed: "selin-ayd-n", text: { label: "Selin Aydın", place: "İstanbul, Türkiye", genres: ["House", "Disco"] } },
  ],
  avatar: [{ seed: "mira-k", text: { label: "Mira K" } }],
  venue: [
    { seed: "basement-47", text: { label: "Basement 47", place: "London, United Kingdom" } },
    { seed: "kessel", text: { label: "Kessel", place: "Berlin, Germany" } },
  ],
  event: [
    {
      seed: "kessel-klub-nacht-2026-12-08",
      text: {
        label: "Kessel Klub Nacht",
        date: "TUE 8 DEC · 23:00",
        place: "Kessel, Berlin",
        lineup: ["Ellis Crane", "Selin Aydın", "Дмитрий Волков", "ケンジ", "Nova", "Kaito", "Ama", "Zoë"],
      },
    },
  ],
  production: [{ seed: "night-shift", text: { label: "Night Shift Productions" } }],
  news: [{ seed: "how-lagos-found-its-sound", text: { label: "Interviews", date: "3 Dec 2026" } }],
};

function strings(node: ArtNode): string[] {
  const c = node.props.children;
  if (typeof c === "string") return [c];
  return (c ?? []).flatMap(strings);
}

describe("artScene", () => {
  it("is the same for the same entity and text", () => {
    for (const kind of ALL_KINDS) {
      for (const { seed, text } of FIXTURES[kind]) {
        expect(JSON.stringify(artScene(kind, seed, text))).toBe(JSON.stringify(artScene(kind, seed, text)));
      }
    }
  });

  it("differs between entities of one kind (style, palette or motif)", () => {
    const looks = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const scene = artScene("dj", `dj-${i}`, { label: "Same Name" });
      looks.add(JSON.stringify(scene.root).slice(0, 400) + scene.style);
    }
    expect(looks.size).toBeGreaterThan(8);
    const flyers = new Set(
      Array.from({ length: 12 }, (_, i) => artScene("event", `event-${i}`, { label: "Same" }).style),
    );
    expect(flyers.size).toBeGreaterThan(1);
  });

  it("never lets a text block leave the canvas, for any kind and the longest texts", () => {
    const long = `${"Ω".repeat(3)} The Longest Name Anybody Ever Gave A Night Out In This Town, Twice Over Again`;
    for (const kind of ALL_KINDS) {
      const texts = [
        ...FIXTURES[kind].map((f) => f.text),
        { label: long, date: long, place: long, lineup: Array(12).fill(long), genres: [long, long, long] },
      ];
      for (const text of texts) {
        const scene = artScene(kind, "seed", text);
        for (const block of scene.blocks) {
          expect(block.x).toBeGreaterThanOrEqual(0);
          expect(block.y).toBeGreaterThanOrEqual(0);
          expect(block.text.width).toBeLessThanOrEqual(block.maxWidth);
          expect(block.x + block.maxWidth, kind).toBeLessThanOrEqual(scene.width);
          expect(block.y + block.text.height, kind).toBeLessThanOrEqual(scene.height);
        }
      }
    }
  });

  it("lays an event's text blocks out without overlapping", () => {
    const { text } = FIXTURES.event[0];
    const scene = artScene("event", FIXTURES.event[0].seed, text);
    const boxes = scene.blocks.filter((b) => b.text.lines.length > 0).map((b) => [b.y, b.y + b.text.height]);
    boxes.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i][0]).toBeGreaterThanOrEqual(boxes[i - 1][1] - 0.01);
  });

  it("sets an event's name, date, venue and lineup, and a news image never its headline", () => {
    const flyer = strings(artScene("event", "e", FIXTURES.event[0].text).root).join(" ");
    for (const part of ["KESSEL", "TUE 8 DEC", "KESSEL, BERLIN", "Ellis Crane", "+ 3 more"])
      expect(flyer).toContain(part);
    const news = strings(artScene("news", "n", { label: "Interviews", date: "3 Dec 2026" }).root).join(" ");
    expect(news).toBe("BOOTH JOURNAL 3 DEC 2026");
  });

  it("draws no initials on a DJ sleeve: the whole name", () => {
    const texts = strings(artScene("dj", "ellis-crane", FIXTURES.dj[0].text).root);
    expect(texts.join(" ")).toContain("Ellis");
    expect(texts).not.toContain("EC");
  });

  it("picks the sleeve motif from the genres", () => {
    const rand = () => 0;
    expect(djMotifFor(["Drum & Bass"], rand)).toBe("waveform");
    expect(djMotifFor(["Disco", "Edits"], rand)).toBe("light");
    expect(djMotifFor(["Techno"], rand)).toBe("vinyl");
    expect(djMotifFor(["Ambient"], rand)).toBe("cone");
  });
});

describe("artImageUrl", () => {
  it("changes with the lineup or the date, so a new lineup is a new flyer", () => {
    const base = FIXTURES.event[0].text;
    const a = artImageUrl("event", "e", base);
    expect(artImageUrl("event", "e", { ...base })).toBe(a);
    expect(artImageUrl("event", "e", { ...base, lineup: [...(base.lineup ?? []), "New Name"].slice(-8) })).not.toBe(a);
    expect(artImageUrl("event", "e", { ...base, date: "WED 9 DEC · 23:00" })).not.toBe(a);
  });

  it("round-trips through the query, clamped", () => {
    const text = { label: "Selin Aydın", place: "İstanbul", genres: ["House", "Disco"] };
    const query = new URLSearchParams(artQuery(text));
    expect(parseArtQuery(query, "x")).toEqual(text);
    const sent = new URLSearchParams({ label: "a".repeat(500), lineup: Array(30).fill("b").join("\n") });
    const parsed = parseArtQuery(sent, "x");
    expect(parsed.label).toHaveLength(60);
    expect(parsed.lineup).toHaveLength(8);
    expect(parseArtQuery(new URLSearchParams(""), "felix aurel").label).toBe("felix aurel");
  });
});
