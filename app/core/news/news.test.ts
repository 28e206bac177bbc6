import { describe, expect, it } from "vitest";
import {
  NEWS_CONTENT_MAX_BYTES,
  NEWS_CONTENT_TOO_LARGE,
  NEWS_EMPTY_CONTENT,
  newsArticleAccess,
  newsArticleFormSchema,
  newsFeedEntries,
  newsFeedPaths,
  newsJsonLd,
  newsState,
  parseLocalDateTime,
  splitArticleHtml,
  toLocalDateTime,
} from "./news";

const NOW = new Date("2026-11-26T12:00:00Z");
const live = { published: true, deletedAt: null, publishDate: "2026-11-25T09:00:00Z" };

describe("news visibility", () => {
  it("shows a published article whose date has come to everyone", () => {
    expect(newsState(live, NOW)).toBe("published");
    expect(newsArticleAccess(live, NOW, false)).toBe("public");
    expect(newsArticleAccess({ ...live, publishDate: NOW }, NOW, false)).toBe("public");
  });

  it("hides drafts, scheduled and deleted articles from everyone but admins, who get a preview", () => {
    const cases = [
      [{ ...live, published: false }, "draft"],
      [{ ...live, publishDate: "2026-11-26T12:00:01Z" }, "scheduled"],
      [{ ...live, deletedAt: "2026-11-26T00:00:00Z" }, "deleted"],
      // Deleted wins over draft and scheduled; draft over scheduled.
      [{ published: false, deletedAt: NOW, publishDate: "2030-01-01T00:00:00Z" }, "deleted"],
      [{ published: false, deletedAt: null, publishDate: "2030-01-01T00:00:00Z" }, "draft"],
    ] as const;
    for (const [item, state] of cases) {
      expect(newsState(item, NOW)).toBe(state);
      expect(newsArticleAccess(item, NOW, false)).toBe("hidden");
      expect(newsArticleAccess(item, NOW, true)).toBe("preview");
    }
  });
});

describe("the article form", () => {
  const base = { title: "Hello club", slug: "", publishDate: "2026-11-26T18:00", content: "<p>x</p>" };

  it("refuses to publish an article without text, and keeps an empty draft", () => {
    for (const content of ["", "<p></p>", "<p>&nbsp; </p>"]) {
      const result = newsArticleFormSchema.safeParse({ ...base, content, published: "on" });
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["content", NEWS_EMPTY_CONTENT]]);
    }
    expect(newsArticleFormSchema.safeParse({ ...base, content: "" }).success).toBe(true);
    expect(newsArticleFormSchema.safeParse({ ...base, published: "on" }).success).toBe(true);
  });

  it("accepts an empty slug (made from the title) and lower-cases a typed one", () => {
    expect(newsArticleFormSchema.parse(base).slug).toBe("");
    expect(newsArticleFormSchema.parse({ ...base, slug: "My-Story-2" }).slug).toBe("my-story-2");
  });

  it("refuses slugs that are not lower-case words joined by single hyphens", () => {
    for (const slug of ["two--hyphens", "-lead", "trail-", "spa ce", "ümlaut", "a/b"]) {
      const result = newsArticleFormSchema.safeParse({ ...base, slug });
      expect(result.success, slug).toBe(false);
    }
  });

  it("refuses content over 200 KB of HTML with the message, and takes exactly 200 KB", () => {
    const over = newsArticleFormSchema.safeParse({ ...base, content: "a".repeat(NEWS_CONTENT_MAX_BYTES + 1) });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe(NEWS_CONTENT_TOO_LARGE);
    expect(newsArticleFormSchema.safeParse({ ...base, content: "a".repeat(NEWS_CONTENT_MAX_BYTES) }).success).toBe(
      true,
    );
    // Bytes, not characters: 70 000 three-byte characters are 210 000 bytes.
    expect(newsArticleFormSchema.safeParse({ ...base, content: "€".repeat(70_000) }).success).toBe(false);
  });

  it("reads tags as comma-separated lists and the published box as a boolean", () => {
    const parsed = newsArticleFormSchema.parse({ ...base, djSlugs: " a, b ,,c ", published: "on" });
    expect(parsed.djSlugs).toEqual(["a", "b", "c"]);
    expect(parsed.published).toBe(true);
    expect(newsArticleFormSchema.parse(base).published).toBe(false);
  });
});

describe("publish dates in the site's time zone", () => {
  it("reads a datetime-local value in the zone, across daylight saving time", () => {
    expect(parseLocalDateTime("2026-07-01T18:30", "Europe/London")?.toISOString()).toBe("2026-07-01T17:30:00.000Z");
    expect(parseLocalDateTime("2026-12-01T18:30", "Europe/London")?.toISOString()).toBe("2026-12-01T18:30:00.000Z");
    expect(parseLocalDateTime("2026-12-01T18:30", "Europe/Berlin")?.toISOString()).toBe("2026-12-01T17:30:00.000Z");
    expect(parseLocalDateTime("tomorrow", "Europe/London")).toBeNull();
  });

  it("accepts the form its own error message gives as the example", () => {
    expect(parseLocalDateTime("2026-12-01 18:00", "Europe/London")?.toISOString()).toBe("2026-12-01T18:00:00.000Z");
    expect(parseLocalDateTime(" 2026-07-01  18:30 ", "Europe/London")?.toISOString()).toBe("2026-07-01T17:30:00.000Z");
    expect(parseLocalDateTime("2026-12-01 18:00:30", "Europe/Berlin")?.toISOString()).toBe("2026-12-01T17:00:30.000Z");
    expect(parseLocalDateTime("2026-12-01", "Europe/London")).toBeNull();
  });

  it("writes the instant back as the same value", () => {
    const at = new Date("2026-07-01T17:30:00Z");
    expect(toLocalDateTime(at, "Europe/London")).toBe("2026-07-01T18:30");
    expect(parseLocalDateTime(toLocalDateTime(at, "Europe/Berlin"), "Europe/Berlin")?.getTime()).toBe(at.getTime());
  });
});

describe("article HTML", () => {
  it("splits prose from media players stored as figures", () => {
    const html =
      '<h2>Intro</h2><p>Read on.</p><figure data-embed-url="https://soundcloud.com/a/b?x=1&amp;y=2"></figure><p>After.</p>';
    expect(splitArticleHtml(html)).toEqual([
      { kind: "html", html: "<h2>Intro</h2><p>Read on.</p>" },
      { kind: "embed", url: "https://soundcloud.com/a/b?x=1&y=2" },
      { kind: "html", html: "<p>After.</p>" },
    ]);
    expect(splitArticleHtml("<p>Only text</p>")).toEqual([{ kind: "html", html: "<p>Only text</p>" }]);
    expect(splitArticleHtml("")).toEqual([]);
  });
});

describe("JSON-LD and feeds", () => {
  const article = {
    slug: "big-night",
    title: "Big night",
    excerpt: null,
    contentHtml: "<p>The <strong>whole</strong> story.</p>",
    publishDate: "2026-11-25T09:00:00.000Z",
    updatedAt: "2026-11-25T10:00:00.000Z",
    authorName: "Ana",
    image: "/art/news/big-night.svg",
    category: "Scene",
  };

  it("describes the article as a schema.org NewsArticle with absolute URLs", () => {
    const ld = newsJsonLd(article, "https://booth.example");
    expect(ld).toMatchObject({
      "@type": "NewsArticle",
      headline: "Big night",
      description: "The whole story.",
      datePublished: article.publishDate,
      mainEntityOfPage: "https://booth.example/news/big-night",
      image: ["https://booth.example/art/news/big-night.svg"],
      author: { "@type": "Person", name: "Ana" },
      articleSection: "Scene",
    });
  });

  it("gives feed entries absolute links, the date and the description", () => {
    const [entry] = newsFeedEntries([article], "https://booth.example/");
    expect(entry.link).toBe("https://booth.example/news/big-night");
    expect(entry.id).toBe(entry.link);
    expect(entry.date.toISOString()).toBe(article.publishDate);
    expect(entry.description).toBe("The whole story.");
    expect(newsFeedPaths("scene")).toEqual({
      rss: "/news/rss.xml?category=scene",
      json: "/news/feed.json?category=scene",
    });
    expect(newsFeedPaths()).toEqual({ rss: "/news/rss.xml", json: "/news/feed.json" });
  });
});
