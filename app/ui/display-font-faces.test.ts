import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DISPLAY_FONT_FACES, DISPLAY_FONT_WEIGHT } from "./display-font-faces";
import { DISPLAY_FONT_FAMILY } from "./web-fonts";

// The faces the first-paint script adds must be the ones fontsource's stylesheet declares (which the page uses
// without JavaScript): an update of the package that changes a subset's range, its weights or its files fails here.
const packageDir = path.dirname(createRequire(import.meta.url).resolve("@fontsource-variable/space-grotesk/LICENSE"));
const fontsourceCss = readFileSync(path.join(packageDir, "index.css"), "utf8");
const rules = [...fontsourceCss.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => {
  const field = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(match[1] ?? "")?.[1]?.trim();
  return {
    family: field("font-family")?.replace(/['"]/g, ""),
    weight: field("font-weight"),
    file: /url\(\.\/files\/([^)]+)\)/.exec(field("src") ?? "")?.[1],
    unicodeRange: field("unicode-range"),
  };
});

describe("the display face's files", () => {
  it("are every face of fontsource's stylesheet, latin first", () => {
    expect(DISPLAY_FONT_FACES.map((face) => face.subset).sort()).toEqual(
      rules.map((rule) => /space-grotesk-(.+)-wght-normal\.woff2/.exec(rule.file ?? "")?.[1]).sort(),
    );
    expect(DISPLAY_FONT_FACES[0]?.subset).toBe("latin");
  });

  it("have fontsource's family, weights, files and unicode ranges", () => {
    for (const face of DISPLAY_FONT_FACES) {
      const rule = rules.find((candidate) => candidate.file === `space-grotesk-${face.subset}-wght-normal.woff2`);
      expect(rule?.family).toBe(DISPLAY_FONT_FAMILY);
      expect(rule?.weight).toBe(DISPLAY_FONT_WEIGHT);
      expect(rule?.unicodeRange).toBe(face.unicodeRange);
      expect(face.url).toContain(`space-grotesk-${face.subset}-wght-normal`);
    }
  });
});
