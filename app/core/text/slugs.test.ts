import { describe, expect, it } from "vitest";
import { DJ_SLUG_PATTERN } from "~/core/analytics/dj-activity";
import { SLUG_MAX_LENGTH, slugify } from "./slugs";

const URL_SAFE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("slugify", () => {
  it("transliterates Turkish names with the Turkish rules", () => {
    expect(slugify("Selin Aydın")).toBe("selin-aydin");
    expect(slugify("Çağrı Öztürk")).toBe("cagri-ozturk");
    expect(slugify("İstanbul Işık")).toBe("istanbul-isik");
    expect(slugify("IŞIK")).toBe("isik");
  });

  it("transliterates German, Polish and other Latin names", () => {
    expect(slugify("Jürgen Straße")).toBe("juergen-strasse");
    expect(slugify("Łukasz Żółć")).toBe("lukasz-zolc");
    expect(slugify("Inés Vidal")).toBe("ines-vidal");
    expect(slugify("Vera Kollár")).toBe("vera-kollar");
    expect(slugify("Deep Roots São Paulo")).toBe("deep-roots-sao-paulo");
    // Decomposed input (combining marks) gives the same slug as composed input.
    expect(slugify("Ine\u0301s Vidal")).toBe("ines-vidal");
  });

  it("transliterates Cyrillic", () => {
    expect(slugify("Дмитрий Кузнецов")).toBe("dmitriy-kuznetsov");
    // A soft sign transliterates to nothing; that is not a lost word.
    expect(slugify("Игорь")).toBe("igor");
  });

  it("keeps the ASCII rules the seed always had", () => {
    expect(slugify("Nadia Voss")).toBe("nadia-voss");
    expect(slugify("DJ KoolHerc")).toBe("dj-koolherc");
    expect(slugify("Drum & Bass")).toBe("drum-and-bass");
    expect(slugify("Bunker: 10 Years")).toBe("bunker-10-years");
    expect(slugify("Trance Nation Revival Vol. 4")).toBe("trance-nation-revival-vol-4");
    expect(slugify("How Amapiano Took Over the World's Dancefloors")).toBe(
      "how-amapiano-took-over-the-worlds-dancefloors",
    );
    expect(slugify("ＤＪ Ｎｏｖａ")).toBe("dj-nova");
  });

  it("gives Japanese (and other untransliterated scripts) a stable, non-empty, URL-safe slug", () => {
    for (const name of ["田中 フミヤ", "ケンイシイ", "王菲", "김민수", "עומר אדם", "DJ 田中", "🔥"]) {
      const slug = slugify(name);
      expect(slug, name).toMatch(URL_SAFE);
      expect(slug, name).toMatch(DJ_SLUG_PATTERN);
      expect(slugify(name), name).toBe(slug);
    }
    // The tag depends on the name, not on spacing or case.
    expect(slugify("田中  フミヤ ")).toBe(slugify("田中 フミヤ"));
    expect(slugify("田中 フミヤ")).not.toBe(slugify("ケンイシイ"));
    // What the library can read stays readable, and different names stay different.
    expect(slugify("DJ 田中")).toMatch(/^dj-[a-z0-9]{8}$/);
    expect(slugify("DJ 田中")).not.toBe(slugify("DJ 鈴木"));
    expect(slugify("田中 フミヤ")).toMatch(/^[a-z0-9]{8}$/);
  });

  it("handles empty and punctuation-only input, and trims separators", () => {
    expect(slugify("")).toBe("");
    expect(slugify("   ")).toBe("");
    expect(slugify("---")).toBe("");
    expect(slugify("!!! ...")).toBe("");
    expect(slugify("  -- Nadia   Voss!! --")).toBe("nadia-voss");
    expect(slugify("Nadia___Voss")).toBe("nadia-voss");
    // Possessive apostrophes vanish (the library’s contraction rule); other apostrophes separate words.
    expect(slugify("O’Brien’s Night")).toBe("o-briens-night");
  });

  it("cuts long names at the limit without a trailing dash, the tag included", () => {
    const long = slugify("Supercalifragilistic Expialidocious ".repeat(4));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long).toMatch(URL_SAFE);
    const mixed = slugify(`${"Long Title ".repeat(10)}田中`);
    expect(mixed.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(mixed).toMatch(/^long-title-.*-[a-z0-9]{8}$/);
    expect(slugify("ab-cd-ef", 6)).toBe("ab-cd");
  });
});
