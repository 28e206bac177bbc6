import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";
import { graphemes } from "./text-script";

describe("initialsOf", () => {
  it("keeps the rules for Latin names", () => {
    expect(initialsOf("Nadia Voss")).toBe("NV");
    expect(initialsOf("DJ Okapi")).toBe("DO");
    expect(initialsOf("Kairo")).toBe("KA");
    expect(initialsOf("Low Frequency Society Club")).toBe("LFS");
    expect(initialsOf("Drum & Bass")).toBe("D&B");
    expect(initialsOf("")).toBe("?");
    expect(initialsOf("  !!! ")).toBe("?");
    expect(initialsOf("Inés Vidal")).toBe("IV");
    expect(initialsOf("nadia voss")).toBe("NV");
  });

  it("reads Turkish names, with Turkish casing of i and ı", () => {
    expect(initialsOf("Selin Aydın")).toBe("SA");
    expect(initialsOf("Çağrı Öztürk")).toBe("ÇÖ");
    expect(initialsOf("ılgın işık")).toBe("Iİ");
    expect(initialsOf("İpek Işıl")).toBe("İI");
    // Without a Turkish letter the casing is the fixed English one, the same on server and client.
    expect(initialsOf("ines vidal")).toBe("IV");
  });

  it("reads German, Polish and Cyrillic names", () => {
    expect(initialsOf("Jürgen Straße")).toBe("JS");
    expect(initialsOf("Łukasz Żółć")).toBe("ŁŻ");
    expect(initialsOf("żaneta")).toBe("ŻA");
    expect(initialsOf("Дмитрий Кузнецов")).toBe("ДК");
    expect(initialsOf("ёлка")).toBe("ЁЛ");
  });

  it("shows the first two characters of Japanese, Chinese and Korean names", () => {
    expect(initialsOf("田中 フミヤ")).toBe("田中");
    expect(initialsOf("ケンイシイ")).toBe("ケン");
    expect(initialsOf("ケン・イシイ")).toBe("ケン");
    expect(initialsOf("李 小龍")).toBe("李小");
    expect(initialsOf("김민수")).toBe("김민");
    // A Latin first word keeps the initials rule.
    expect(initialsOf("DJ 田中")).toBe("D田");
  });

  it("never splits a combining mark or a surrogate pair", () => {
    // "Inés Vidal" and "Émile Zola" written with combining marks (NFD).
    expect(initialsOf("Ine\u0301s Vidal")).toBe("IV");
    expect(initialsOf("E\u0301mile Zola")).toBe("ÉZ");
    // A mark with no precomposed form stays on its letter.
    expect(initialsOf("q\u0307\u0323uinn ola")).toBe("Q\u0323\u0307O"); // marks in canonical order
    expect(initialsOf("a\u0308\u0301")).toBe("Ä\u0301");
    // Letters outside the BMP (surrogate pairs).
    expect(initialsOf("𐐏𐐯𐑊 𐐓𐐲")).toBe("𐐏𐐓");
    expect(initialsOf("𐐏𐐯𐑊")).toBe("𐐏𐐇");
    expect(initialsOf("𠮷野 家")).toBe("𠮷野");
    // Styled "math" letters read as the plain letters they stand for.
    expect(initialsOf("𝓐𝓵𝓲𝓬𝓮 𝓑𝓸𝓫")).toBe("AB");
    for (const name of ["𐐏𐐯𐑊 𐐓𐐲", "𐐏𐐯𐑊", "𠮷野 家", "田中 フミヤ", "E\u0301mile Zola"]) {
      const initials = initialsOf(name);
      expect(initials, name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      expect(initials.normalize("NFC"), name).not.toMatch(/^\p{M}/u);
      expect(graphemes(initials).length, name).toBeLessThanOrEqual(3);
    }
  });

  // " —" (an em dash: not a letter, not Latin, kept by NFKC) sends a name through the Unicode rules without changing its
  // words, so each name below is read both ways.
  const bothWays = (name: string, options?: Parameters<typeof initialsOf>[1]) => [
    initialsOf(name, options),
    initialsOf(`${name} \u2014`, options),
  ];

  it("gives ASCII and Latin names the same initials as the Unicode rules do", () => {
    const names = [
      "Ellis Crane",
      "dj okapi",
      "Low Frequency Society Club",
      "Drum & Bass",
      "A-Trak",
      "K-391 & friends",
      "MC 2 Tha Point!",
      "O'Neil (live)",
      "  --  ",
      "!!!",
      "",
      "x",
      "Mr. Scruff",
      "4 Hero",
      "@home_vibes #1",
      "Anna Maria Berg",
      "Inés Vidal",
      "Selin Aydın",
      "ılgın işık",
      "Jürgen Straße",
      "Łukasz Żółć",
      "ǆemal ǈubo",
      "ĳssel ŀlorenç",
      "Ŋgoni ſam",
      "Ångström × ÷ Ørsted",
      "ª º ¹ ½",
      "ＤＪ Ｋｏｋｏ",
    ];
    for (const name of names) {
      for (const options of [undefined, { pick: "first-last" as const }, { max: 2 }]) {
        const [quick, general] = bothWays(name, options);
        expect(quick, `${name} ${JSON.stringify(options)}`).toBe(general);
      }
    }
  });

  it("reads every character of Latin-1 and Latin Extended-A and -B as the Unicode rules do", () => {
    for (let code = 0x20; code <= 0x24f; code++) {
      if (code > 0x7e && code < 0xa0) continue;
      const c = String.fromCodePoint(code);
      for (const name of [`${c}x y${c}`, `${c}${c}`, `a ${c} b`, `${c}`]) {
        const [quick, general] = bothWays(name);
        expect(quick, `U+${code.toString(16)} in ${JSON.stringify(name)}`).toBe(general);
      }
    }
  });

  it("picks the first and the last word for avatars", () => {
    expect(initialsOf("Anna Maria Berg", { pick: "first-last" })).toBe("AB");
    expect(initialsOf("Selin Aydın", { pick: "first-last" })).toBe("SA");
    expect(initialsOf("Kairo", { pick: "first-last" })).toBe("KA");
    expect(initialsOf("田中 フミヤ", { pick: "first-last" })).toBe("田中");
  });
});

describe("graphemes", () => {
  it("keeps marks, pairs and emoji sequences whole", () => {
    expect(graphemes("e\u0301a")).toEqual(["e\u0301", "a"]);
    expect(graphemes("𝓐b")).toEqual(["𝓐", "b"]);
    expect(graphemes("👩🏽‍🎤!")).toEqual(["👩🏽‍🎤", "!"]);
  });
});
