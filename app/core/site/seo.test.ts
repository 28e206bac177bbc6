import { describe, expect, it } from "vitest";
import { absoluteUrl, buildPageMeta, canonicalPath, plainText, publicOrigin } from "./seo";

const ORIGIN = "https://booth.example";

function find(meta: ReturnType<typeof buildPageMeta>, key: string, value: string) {
  return meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("buildPageMeta", () => {
  it("emits title, description, canonical, Open Graph and Twitter tags from one input", () => {
    const meta = buildPageMeta({
      title: "About · Booth",
      description: "Who we are",
      path: "/about?x=1",
      origin: ORIGIN,
    });
    expect(meta).toContainEqual({ title: "About · Booth" });
    expect(find(meta, "name", "description")?.content).toBe("Who we are");
    expect(find(meta, "rel", "canonical")).toEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/about` });
    expect(find(meta, "property", "og:title")?.content).toBe("About · Booth");
    expect(find(meta, "property", "og:description")?.content).toBe("Who we are");
    expect(find(meta, "property", "og:url")?.content).toBe(`${ORIGIN}/about`);
    expect(find(meta, "property", "og:type")?.content).toBe("website");
    expect(find(meta, "property", "og:site_name")?.content).toBe("Booth");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary");
    expect(find(meta, "name", "twitter:title")?.content).toBe("About · Booth");
    expect(find(meta, "property", "og:image")).toBeUndefined();
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("uses a large card and absolute image URLs when there is an image", () => {
    const meta = buildPageMeta({
      title: "Nova",
      description: "Techno",
      path: "/dj/nova",
      origin: `${ORIGIN}/`,
      image: "/uploads/nova.webp",
      imageAlt: "Nova behind the decks",
      type: "profile",
    });
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "property", "og:image")?.content).toBe(`${ORIGIN}/uploads/nova.webp`);
    expect(find(meta, "name", "twitter:image")?.content).toBe(`${ORIGIN}/uploads/nova.webp`);
    expect(find(meta, "property", "og:image:alt")?.content).toBe("Nova behind the decks");
    expect(find(meta, "property", "og:type")?.content).toBe("profile");
    expect(find(meta, "rel", "canonical")?.href).toBe(`${ORIGIN}/dj/nova`);
  });

  it("keeps absolute image URLs and marks noindex pages", () => {
    const meta = buildPageMeta({
      title: "Log in",
      description: "d",
      path: "/login",
      origin: ORIGIN,
      image: "https://cdn.example/a.jpg",
      noindex: true,
    });
    expect(find(meta, "property", "og:image")?.content).toBe("https://cdn.example/a.jpg");
    expect(find(meta, "name", "robots")?.content).toBe("noindex, nofollow");
  });
});

describe("URL helpers", () => {
  it("normalises canonical paths", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("")).toBe("/");
    expect(canonicalPath("/about/")).toBe("/about");
    expect(canonicalPath("/?genre=techno")).toBe("/");
    expect(canonicalPath("dj/x#bio")).toBe("/dj/x");
  });
  it("joins origins and paths", () => {
    expect(absoluteUrl("https://a.example/", "/x")).toBe("https://a.example/x");
    expect(absoluteUrl("https://a.example", "x")).toBe("https://a.example/x");
    expect(absoluteUrl("https://a.example", "http://b.example/y")).toBe("http://b.example/y");
  });
  it("reads the public origin from the root match", () => {
    expect(publicOrigin([{ id: "root", loaderData: { publicUrl: ORIGIN } }, { id: "routes/home" }])).toBe(ORIGIN);
    expect(publicOrigin([{ id: "root", loaderData: undefined }])).toBe("");
    expect(publicOrigin([])).toBe("");
  });
});

describe("plainText", () => {
  it("drops tags, scripts and entities and trims at a word boundary", () => {
    expect(plainText("<p>Hi&nbsp;<b>there</b> &amp; you</p><script>alert(1)</script>")).toBe("Hi there & you");
    expect(plainText(null)).toBe("");
    const long = plainText("word ".repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith("…")).toBe(true);
  });
});
