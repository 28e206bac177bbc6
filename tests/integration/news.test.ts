import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { xml2js } from "xml-js";
import { NEWS_CONTENT_TOO_LARGE, NEWS_SLUG_TAKEN, newsArticleAccess } from "~/core/news/news";
import { buildNewsFeed } from "~server/adapters/news-feed.server";
import { onPublicChange } from "~server/cache/public-changes.server";
import type { Database } from "~server/db/client.server";
import { seedDj, seedNews, seedNewsCategory, seedUser, seedVenue, type User } from "~server/db/seed/factories.server";
import { getNewsArticle, listNewsArticleMentions } from "~server/domain/news/get-news-article.server";
import { getNextNewsPublishDelay } from "~server/domain/news/get-next-news-publish-delay.server";
import { listAdminNews } from "~server/domain/news/list-admin-news.server";
import { listPublicNews } from "~server/domain/news/list-public-news.server";
import { listSitemapNews } from "~server/domain/news/list-sitemap-news.server";
import { saveNewsArticle } from "~server/domain/news/save-news-article.server";
import { saveNewsCategory } from "~server/domain/news/save-news-category.server";
import { setNewsDeleted } from "~server/domain/news/set-news-deleted.server";
import { searchEverything } from "~server/domain/search/search-everything.server";
import { SearchIndex } from "~server/domain/search/search-index.server";
import { startNewsPublishTimer } from "~server/jobs/news-publish-timer.server";
import { ALL_SEARCH_TYPES_ON } from "./helpers/search-flags";
import { createTestDatabase } from "./helpers/test-database";

let database: Database;
let admin: User;
let fan: User;
beforeAll(async () => {
  database = await createTestDatabase();
  [admin, fan] = await Promise.all([seedUser(database.db, { role: "admin" }), seedUser(database.db)]);
});
afterAll(async () => {
  await database?.close();
});

let n = 0;
const unique = () => `nw${Date.now().toString(36)}${(n++).toString(36)}`;
const form = (over: Partial<Parameters<typeof saveNewsArticle>[2]> = {}) => ({
  title: `Story ${unique()}`,
  slug: "",
  excerpt: "",
  categoryId: "",
  authorName: "Booth Editorial",
  publishDate: new Date(Date.now() - 60_000),
  published: true,
  content: "<p>Body</p>",
  djSlugs: [],
  venueSlugs: [],
  eventIds: [],
  ...over,
});
const slugsOf = async (category?: string) =>
  (await listPublicNews(database.db, { category, pageSize: 500 })).items.map((i) => i.slug);
const heard = () => {
  const sources: string[] = [];
  const stop = onPublicChange((s) => sources.push(s));
  return { sources, stop };
};

describe("news visibility", () => {
  it("lists and shows only published, not deleted articles whose date has come", async () => {
    const db = database.db;
    const visible = await seedNews(db, { publishDate: new Date(Date.now() - 1000) });
    const draft = await seedNews(db, { published: false });
    const deleted = await seedNews(db, { deletedAt: new Date() });
    const future = await seedNews(db, { publishDate: new Date(Date.now() + 3_600_000) });
    const listed = await slugsOf();
    expect(listed).toContain(visible.slug);
    for (const hidden of [draft, deleted, future]) expect(listed).not.toContain(hidden.slug);
    expect((await listSitemapNews(db)).map((r) => r.slug)).toEqual(expect.arrayContaining([visible.slug]));
    expect((await listSitemapNews(db)).map((r) => r.slug)).not.toContain(future.slug);

    const now = new Date();
    for (const hidden of [draft, deleted, future]) {
      const row = await getNewsArticle(db, hidden.slug);
      expect(row && newsArticleAccess(row, now, false)).toBe("hidden");
      expect(row && newsArticleAccess(row, now, true)).toBe("preview");
    }
    expect(await getNewsArticle(db, "no-such-article-here")).toBeNull();
  });

  it("filters by category and pages newest first", async () => {
    const db = database.db;
    const category = await seedNewsCategory(db, { name: `Cat ${unique()}` });
    const older = await seedNews(db, { categoryId: category.id, publishDate: new Date(Date.now() - 7200_000) });
    const newer = await seedNews(db, { categoryId: category.id, publishDate: new Date(Date.now() - 3600_000) });
    expect(await slugsOf(category.slug)).toEqual([newer.slug, older.slug]);
    const page2 = await listPublicNews(db, { category: category.slug, page: 2, pageSize: 1 });
    expect(page2).toMatchObject({ total: 2, items: [{ slug: older.slug, category: { slug: category.slug } }] });
  });

  it("searches only visible articles, on the SQL path and from memory alike", async () => {
    const db = database.db;
    // Its own first letter: the in-memory path forgives two typos in a long word with the same first letter, and
    // the other tests' category names ("Cat nw…", searched since news matches its category) are one edit apart.
    const word = `zq${unique()}`;
    const shown = await seedNews(db, { title: `Shown ${word}` });
    await seedNews(db, { title: `Draft ${word}`, published: false });
    await seedNews(db, { title: `Deleted ${word}`, deletedAt: new Date() });
    await seedNews(db, { title: `Future ${word}`, publishDate: new Date(Date.now() + 3_600_000) });
    const index = new SearchIndex(database, { reloadAfterMs: 50 });
    await index.start();
    const started = Date.now();
    while (!index.ready && Date.now() - started < 15_000) await new Promise((r) => setTimeout(r, 20));
    try {
      for (const withIndex of [false, true]) {
        const results = await searchEverything(
          db,
          { query: word, filters: {}, page: 1, limit: 10 },
          { flags: ALL_SEARCH_TYPES_ON, fresh: true, now: new Date(), index: withIndex ? index : undefined },
        );
        expect(
          results.results.news.map((r) => r.url),
          `index: ${withIndex}`,
        ).toEqual([`/news/${shown.slug}`]);
      }
    } finally {
      await index.stop();
    }
  });
});

describe("writing articles", () => {
  it("makes the slug from the title, refuses a taken one with the message and stores nothing", async () => {
    const db = database.db;
    const title = `Warehouse Weekend ${unique()}`;
    const first = await saveNewsArticle(db, { id: admin.id }, form({ title }));
    expect(first.slug).toBe(title.toLowerCase().replace(/ /g, "-"));
    const before = (await listAdminNews(db, { id: admin.id })).length;
    await expect(saveNewsArticle(db, { id: admin.id }, form({ slug: first.slug }))).rejects.toMatchObject({
      code: "conflict",
      message: NEWS_SLUG_TAKEN,
      field: "slug",
    });
    expect((await listAdminNews(db, { id: admin.id })).length).toBe(before);
    // Saving the article itself under its own slug is not a clash.
    await expect(
      saveNewsArticle(db, { id: admin.id }, form({ id: first.id, title, slug: first.slug })),
    ).resolves.toEqual(first);
  });

  it("sanitises the content on the server and refuses over 200 KB with nothing saved", async () => {
    const db = database.db;
    const xss =
      '<h2>Head</h2><script>alert(1)</script><p onmouseover="alert(2)">p</p><a href="javascript:alert(3)">bad</a><iframe src="https://evil.example"></iframe><figure data-embed-url="https://soundcloud.com/a/b"></figure>';
    const saved = await saveNewsArticle(db, { id: admin.id }, form({ content: xss }));
    const row = await getNewsArticle(db, saved.slug);
    expect(row?.content).toContain("<h2>Head</h2>");
    expect(row?.content).toContain('<figure data-embed-url="https://soundcloud.com/a/b">');
    expect(row?.content).not.toMatch(/script|onmouseover|javascript|iframe|evil|alert/);

    const title = `Too long ${unique()}`;
    await expect(
      saveNewsArticle(db, { id: admin.id }, form({ title, content: `<p>${"x".repeat(205 * 1024)}</p>` })),
    ).rejects.toMatchObject({ code: "too_large", message: NEWS_CONTENT_TOO_LARGE });
    expect((await listAdminNews(db, { id: admin.id })).some((a) => a.title === title)).toBe(false);
  });

  it("tags DJs and venues, refuses an unknown tag without saving, and refuses non-admins", async () => {
    const db = database.db;
    const dj = await seedDj(db, { verificationStatus: "verified" });
    const venue = await seedVenue(db);
    const saved = await saveNewsArticle(
      db,
      { id: admin.id },
      form({ djSlugs: [dj.slug], venueSlugs: [venue.slug ?? ""] }),
    );
    const mentions = await listNewsArticleMentions(db, saved.id);
    expect(mentions.djs.map((d) => d.slug)).toEqual([dj.slug]);
    expect(mentions.venues.map((v) => v.slug)).toEqual([venue.slug]);

    const title = `Bad tag ${unique()}`;
    await expect(
      saveNewsArticle(db, { id: admin.id }, form({ title, djSlugs: ["nobody-by-this-name"] })),
    ).rejects.toMatchObject({
      field: "djSlugs",
    });
    await expect(saveNewsArticle(db, { id: fan.id }, form({ title }))).rejects.toMatchObject({ code: "forbidden" });
    expect((await listAdminNews(db, { id: admin.id })).some((a) => a.title === title)).toBe(false);
  });

  it("soft-deletes and restores, announcing each change", async () => {
    const db = database.db;
    const saved = await saveNewsArticle(db, { id: admin.id }, form());
    const { sources, stop } = heard();
    try {
      await setNewsDeleted(db, { id: admin.id }, { id: saved.id, deleted: true });
      expect(await slugsOf()).not.toContain(saved.slug);
      const row = await getNewsArticle(db, saved.slug);
      expect(row?.deletedAt).not.toBeNull();
      await setNewsDeleted(db, { id: admin.id }, { id: saved.id, deleted: false });
      expect(await slugsOf()).toContain(saved.slug);
      expect(sources.filter((s) => s === "news").length).toBeGreaterThanOrEqual(2);
    } finally {
      stop();
    }
    await expect(setNewsDeleted(db, { id: fan.id }, { id: saved.id, deleted: true })).rejects.toMatchObject({
      code: "forbidden",
    });
  });

  it("creates and renames categories, keeping the slug", async () => {
    const db = database.db;
    const name = `Late Night ${unique()}`;
    const created = await saveNewsCategory(db, { id: admin.id }, { name });
    const renamed = await saveNewsCategory(db, { id: admin.id }, { id: created.id, name: `${name} Reports` });
    expect(renamed).toMatchObject({ id: created.id, slug: created.slug, name: `${name} Reports` });
    await expect(saveNewsCategory(db, { id: admin.id }, { name })).rejects.toMatchObject({ field: "name" });
  });
});

describe("scheduled publishing", () => {
  it("announces the change when an article's date comes, without any write", async () => {
    const db = database.db;
    const saved = await saveNewsArticle(db, { id: admin.id }, form({ publishDate: new Date(Date.now() + 1500) }));
    expect(await slugsOf()).not.toContain(saved.slug);
    const delay = await getNextNewsPublishDelay(db);
    expect(delay).not.toBeNull();
    expect(delay).toBeLessThanOrEqual(1500);

    let due = 0;
    const stopTimer = startNewsPublishTimer(db, { onDue: () => due++ });
    const { sources, stop } = heard();
    try {
      const started = Date.now();
      while (due === 0 && Date.now() - started < 6000) await new Promise((r) => setTimeout(r, 25));
      expect(due).toBeGreaterThanOrEqual(1);
      expect(sources).toContain("news");
      expect(await slugsOf()).toContain(saved.slug);
    } finally {
      stop();
      stopTimer();
    }
  });
});

describe("feeds", () => {
  it("writes RSS 2.0 and JSON Feed with the visible articles only", async () => {
    const db = database.db;
    const category = await seedNewsCategory(db, { name: `Feeds ${unique()}` });
    const shown = await seedNews(db, { categoryId: category.id, title: `Feed <story> & more ${unique()}` });
    await seedNews(db, { categoryId: category.id, published: false });
    const rss = await buildNewsFeed(db, "https://booth.example", category.slug, "rss");
    const parsed = xml2js(rss ?? "", { compact: true }) as {
      rss: {
        _attributes: { version: string };
        channel: { item: { title: { _cdata?: string; _text?: string }; link: { _text: string } } | unknown[] };
      };
    };
    expect(parsed.rss._attributes.version).toBe("2.0");
    const items = [parsed.rss.channel.item].flat() as {
      title: { _cdata?: string; _text?: string };
      link: { _text: string };
    }[];
    expect(items).toHaveLength(1);
    expect(items[0].title._cdata ?? items[0].title._text).toBe(shown.title);
    expect(items[0].link._text).toBe(`https://booth.example/news/${shown.slug}`);

    const json = JSON.parse((await buildNewsFeed(db, "https://booth.example", category.slug, "json")) ?? "{}");
    expect(json.version).toBe("https://jsonfeed.org/version/1");
    expect(json.items.map((i: { url: string }) => i.url)).toEqual([`https://booth.example/news/${shown.slug}`]);
    expect(await buildNewsFeed(db, "https://booth.example", "no-such-category", "rss")).toBeNull();
  });

  it("escapes the plain-text excerpt in the RSS description (a reader renders it as HTML)", async () => {
    const db = database.db;
    const category = await seedNewsCategory(db, { name: `Escapes ${unique()}` });
    const excerpt = 'Tags <b>like this</b> & <img src=x onerror="alert(1)"> read as typed ]]> too';
    await seedNews(db, { categoryId: category.id, excerpt });
    const rss = (await buildNewsFeed(db, "https://booth.example", category.slug, "rss")) ?? "";
    const parsed = xml2js(rss, { compact: true }) as {
      rss: { channel: { item: { description: { _cdata?: string; _text?: string } } } };
    };
    const description = parsed.rss.channel.item.description._cdata ?? parsed.rss.channel.item.description._text;
    expect(description).toBe(
      "Tags &lt;b&gt;like this&lt;/b&gt; &amp; &lt;img src=x onerror=&quot;alert(1)&quot;&gt; read as typed ]]&gt; too",
    );
    expect(rss).not.toContain("<b>like this</b>");
    // JSON Feed's summary is plain text by definition: it keeps the excerpt as written.
    const json = JSON.parse((await buildNewsFeed(db, "https://booth.example", category.slug, "json")) ?? "{}");
    expect(json.items[0].summary).toBe(excerpt);
  });
});
