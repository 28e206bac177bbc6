import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  MAX_QUOTE_LENGTH,
  movedOrder,
  parsePressPhotoFile,
  pressPhotoPath,
  pressQuoteSchema,
  riderDownloadName,
  sniffImageType,
} from "./press-kit";

const image = (format: "jpeg" | "png" | "webp" | "avif") =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: "#c026d3" } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** The first bytes of an iPhone photo: an ftyp box, major brand heic, compatible mif1 and heic. */
const IPHONE_HEIC = Uint8Array.from([
  0x00,
  0x00,
  0x00,
  0x18,
  ...Buffer.from("ftypheic"),
  0x00,
  0x00,
  0x00,
  0x00,
  ...Buffer.from("mif1heic"),
  ...Buffer.from("\0\0\0\x22meta"),
]);

describe("sniffImageType", () => {
  it("names a photo by its bytes", async () => {
    expect(sniffImageType(await image("jpeg"))).toBe("jpeg");
    expect(sniffImageType(await image("png"))).toBe("png");
    expect(sniffImageType(await image("webp"))).toBe("webp");
    expect(sniffImageType(IPHONE_HEIC)).toBe("heic");
  });

  it("does not take an AVIF, a PDF or text for a press photo", async () => {
    expect(sniffImageType(await image("avif"))).toBeNull();
    expect(sniffImageType(Buffer.from("%PDF-1.7\n"))).toBeNull();
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("pressQuoteSchema", () => {
  it("keeps a quote with its source and an optional http(s) link", () => {
    expect(
      pressQuoteSchema.parse({
        quote: "  Hypnotic, patient sets. ",
        source: "Resident Advisor",
        link: "https://ra.co/x",
      }),
    ).toEqual({ quote: "Hypnotic, patient sets.", source: "Resident Advisor", link: "https://ra.co/x" });
    expect(pressQuoteSchema.parse({ quote: "Q", source: "Mixmag", link: "" }).link).toBeNull();
  });

  it("refuses a quote over 500 characters, a missing source and a link that is not http(s)", () => {
    const errors = (input: Record<string, string>) =>
      pressQuoteSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(errors({ quote: "x".repeat(MAX_QUOTE_LENGTH), source: "A" })).toBeUndefined();
    expect(errors({ quote: "x".repeat(MAX_QUOTE_LENGTH + 1), source: "A" })).toEqual([
      ["quote", "Keep the quote under 500 characters."],
    ]);
    expect(errors({ quote: "Great", source: " " })).toEqual([
      ["source", "Say who wrote it (a magazine, a blog, a person)."],
    ]);
    for (const link of ["javascript:alert(1)", "ftp://x.org/a", "ra.co/review", "data:text/html,hi"])
      expect(errors({ quote: "Great", source: "A", link }), link).toEqual([
        ["link", "The link must start with http:// or https://."],
      ]);
  });
});

describe("movedOrder", () => {
  it("swaps a photo with its neighbour and leaves the ends alone", () => {
    expect(movedOrder(["a", "b", "c"], "b", "up")).toEqual(["b", "a", "c"]);
    expect(movedOrder(["a", "b", "c"], "b", "down")).toEqual(["a", "c", "b"]);
    expect(movedOrder(["a", "b", "c"], "a", "up")).toEqual(["a", "b", "c"]);
    expect(movedOrder(["a", "b", "c"], "c", "down")).toEqual(["a", "b", "c"]);
    expect(movedOrder(["a", "b"], "zz", "up")).toEqual(["a", "b"]);
  });
});

describe("press file paths", () => {
  const id = "3f1c9a52-7d0e-4b8a-9c61-2e5f0a4b7c9d";
  it("round-trips a photo's sizes and refuses anything else", () => {
    for (const size of [640, 1600, "original"] as const)
      expect(parsePressPhotoFile(pressPhotoPath("kessel", id, size).split("/").pop() ?? "")).toEqual({
        photoId: id,
        size,
      });
    for (const file of [`${id}-320.webp`, `${id}-original.jpg`, `../${id}-original`, "x-original"])
      expect(parsePressPhotoFile(file), file).toBeNull();
  });

  it("names a rider download after the DJ", () => {
    expect(riderDownloadName("kessel", "technical")).toBe("kessel-technical-rider.pdf");
  });
});
