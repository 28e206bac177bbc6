import { describe, expect, it } from "vitest";
import { djDisplayImage, djImageSrcSet, djImageVariantUrl, parseUploadedDjImage } from "./dj-image";

const id = "0b9c2f9e-4a43-4f1e-9a55-6f3b2d1c0a11";

describe("uploaded DJ images", () => {
  it("derives every size of the stored 640 WebP, in both formats", () => {
    const url = djImageVariantUrl(id, "m3x9k2abcd", 640, "webp");
    expect(url).toBe(`/uploads/djs/${id}/m3x9k2abcd-640.webp`);
    expect(djImageSrcSet(url)).toBe(
      `/uploads/djs/${id}/m3x9k2abcd-320.webp 320w, /uploads/djs/${id}/m3x9k2abcd-640.webp 640w, /uploads/djs/${id}/m3x9k2abcd-1280.webp 1280w`,
    );
    expect(djImageSrcSet(url, "avif")).toContain(`/uploads/djs/${id}/m3x9k2abcd-1280.avif 1280w`);
  });

  it("leaves seeded artwork, external and malformed URLs alone", () => {
    expect(djImageSrcSet("/art/dj/nadia-voss.svg")).toBeNull();
    expect(djImageSrcSet("https://cdn.example/a-640.webp")).toBeNull();
    expect(djImageSrcSet(`/uploads/djs/${id}/../../etc-640.webp`)).toBeNull();
    expect(djImageSrcSet(null)).toBeNull();
    expect(parseUploadedDjImage(`/uploads/djs/${id}/abc123-640.webp`)).toEqual({ profileId: id, version: "abc123" });
  });
});

describe("the image shown for a DJ", () => {
  it("draws the designed sleeve with the whole name, not the slug's words", () => {
    const selin = { slug: "selin-aydin", displayName: "Selin Aydın", profileImage: null };
    expect(djDisplayImage(selin)).toBe("/art/dj/selin-aydin.webp?label=Selin+Ayd%C4%B1n");
    // A row seeded before the fix keeps its old slug and stored artwork URL; the label still says the name.
    expect(djDisplayImage({ ...selin, slug: "selin-ayd-n", profileImage: "/art/dj/selin-ayd-n.svg" })).toBe(
      "/art/dj/selin-ayd-n.webp?label=Selin+Ayd%C4%B1n",
    );
    // Genres (they pick the motif) and the city ride along when the caller has them.
    expect(
      djDisplayImage({
        slug: "x",
        displayName: "田中 フミヤ",
        profileImage: null,
        genres: ["Techno"],
        location: "東京",
      }),
    ).toBe(
      `/art/dj/x.webp?label=${encodeURIComponent("田中")}+${encodeURIComponent("フミヤ")}&place=${encodeURIComponent("東京")}&genres=Techno`,
    );
  });

  it("shows an uploaded photo as it is", () => {
    const photo = `/uploads/djs/${id}/abc123-640.webp`;
    expect(djDisplayImage({ slug: "x", displayName: "X", profileImage: photo })).toBe(photo);
  });
});
