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

  it("gives plain ASCII names the same initials as the Unicode rules do", () => {
    // A trailing no-break space is outside ASCII, so it sends the same name through the Unicode rules (NFKC makes it
    // a space, which then separates nothing).
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
    ];
    for (const name of names) {
      expect(initialsOf(name), name).toBe(initialsOf(`${name}\u00a0`));
      expect(initialsOf(name, { pick: "first-last" }), name).toBe(initialsOf(`${name}\u00a0`, { pick: "first-last" }));
      expect(initialsOf(name, { max: 2 }), name).toBe(initialsOf(`${name}\u00a0`, { max: 2 }));
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
