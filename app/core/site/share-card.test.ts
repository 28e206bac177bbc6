import { describe, expect, it } from "vitest";
import type { ArtNode } from "./art-scene";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardPath, shareCardScene, sharpPosition } from "./share-card";

function strings(node: ArtNode): string[] {
  const c = node.props.children;
  return typeof c === "string" ? [c] : (c ?? []).flatMap(strings);
}

describe("shareCardScene", () => {
  it("sets kicker, title and lines beside the picture, 1200×630", () => {
    const scene = shareCardScene(
      "event",
      {
        kicker: "Event",
        title: "Kessel Klub Nacht",
        lines: ["TUE 8 DEC · 22:00", "Kessel Halle, Berlin", "With Oskar Lind"],
      },
      "data:image/jpeg;base64,AAAA",
    );
    expect([scene.width, scene.height]).toEqual([SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT]);
    const text = strings(scene.root).join(" ");
    for (const part of [
      "EVENT",
      "Kessel Klub Nacht",
      "TUE 8 DEC · 22:00",
      "Kessel Halle, Berlin",
      "With Oskar Lind",
      "BOOTH",
    ]) {
      expect(text).toContain(part);
    }
    expect(scene.root.props.children?.[0]).toMatchObject({ type: "img", props: { width: 504, height: 630 } });
  });

  it("never runs off the card, with the longest title and lines", () => {
    const long =
      "Ein sehr langer Titel für eine Nacht, die nicht enden will und immer weiter geht bis zum Morgen danach";
    const scene = shareCardScene(
      "news",
      { kicker: long, title: `${long} ${long}`, lines: [long, long, long, long, long] },
      null,
    );
    for (const block of scene.blocks) {
      expect(block.text.width).toBeLessThanOrEqual(block.maxWidth);
      expect(block.x + block.maxWidth).toBeLessThanOrEqual(SHARE_CARD_WIDTH);
      expect(block.y + block.text.height).toBeLessThanOrEqual(SHARE_CARD_HEIGHT);
    }
  });

  it("names its URL by kind and slug", () => {
    expect(shareCardPath("dj", "nadia-voss")).toBe("/og/dj/nadia-voss.jpg");
  });
});

describe("sharpPosition", () => {
  it("keeps the named positions of image_position and centres the rest", () => {
    expect(sharpPosition("top")).toBe("top");
    expect(sharpPosition("top right")).toBe("right top");
    expect(sharpPosition("left 30%")).toBe("left");
    expect(sharpPosition("center")).toBe("centre");
    expect(sharpPosition(null)).toBe("centre");
  });
});
