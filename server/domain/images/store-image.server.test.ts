import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { processDjImage } from "~server/domain/djs/process-dj-image.server";
import { createLocalFileStorage } from "~server/storage/file-storage.server";
import { storeImage } from "./store-image.server";

const KIND = {
  area: "news",
  noun: "image",
  maxBytes: 8 * 1024 * 1024,
  tooLarge: "That image is over 8 MB.",
  field: "featuredImage",
} as const;

/** A 12000 × 12000 PNG of one colour compresses to a few hundred kB: small on the wire, 144 million pixels decoded. */
async function hugePng(): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: "#000" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}

describe("pictures over the pixel limit", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "booth-pixels-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("are told their size and the limit, not that they are no image, and nothing is stored", async () => {
    const error = await storeImage(createLocalFileStorage(dir), await hugePng(), KIND).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "too_large",
      field: "featuredImage",
      message:
        "That image is too large (12,000 × 12,000 pixels). Upload one of at most 40,000,000 pixels (width × height).",
    });
    expect(await readdir(dir)).toEqual([]);
  }, 30_000);

  it("say the same for a DJ photo", async () => {
    await expect(processDjImage(await hugePng())).rejects.toMatchObject({
      code: "too_large",
      message: expect.stringMatching(/too large \(12,000 × 12,000 pixels\).*at most 40,000,000 pixels/),
    });
  }, 30_000);

  it("still call a file that is no picture not an image", async () => {
    await expect(
      storeImage(createLocalFileStorage(dir), new TextEncoder().encode("%PDF-1.4 not an image"), KIND),
    ).rejects.toMatchObject({ code: "invalid_input", message: expect.stringMatching(/not an image we can read/) });
  });
});
