import { describe, expect, it } from "vitest";
import { sanitizeNewsHtml } from "./sanitize-news-html.server";

describe("sanitizeNewsHtml", () => {
  it("keeps what an article needs: headings, lists, quotes, links, images", () => {
    const html =
      '<h2>Title</h2><p>Text <strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><p><img src="https://cdn.example/a.jpg" alt="A"></p>';
    const out = sanitizeNewsHtml(html);
    for (const part of [
      "<h2>Title</h2>",
      "<strong>bold</strong>",
      "<ul><li>one</li></ul>",
      "<ol><li>two</li></ol>",
      "<blockquote>quote</blockquote>",
      'alt="A"',
    ])
      expect(out).toContain(part);
  });

  it("removes scripts with their content", () => {
    expect(sanitizeNewsHtml("<p>a</p><script>alert(1)</script><p>b</p>")).toBe("<p>a</p><p>b</p>");
  });

  it("removes event handlers", () => {
    const out = sanitizeNewsHtml('<p onclick="alert(1)">x</p><img src="https://x.example/a.png" onerror="alert(1)">');
    expect(out).not.toMatch(/onclick|onerror|alert/);
    expect(out).toContain("<p>x</p>");
  });

  it("removes javascript: URLs from links and images", () => {
    const out = sanitizeNewsHtml(
      '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(2)">y</a><img src="javascript:alert(3)">',
    );
    expect(out).not.toMatch(/javascript|alert/i);
  });

  it("removes iframes (known players too: they are stored as figures) and unknown embed hosts", () => {
    const out = sanitizeNewsHtml(
      '<iframe src="https://evil.example/x"></iframe><iframe src="https://w.soundcloud.com/player/?url=x"></iframe><figure data-embed-url="https://evil.example/track"></figure>',
    );
    expect(out).not.toMatch(/iframe|evil/);
  });

  it("keeps players stored as figures for SoundCloud, Mixcloud and YouTube links", () => {
    const out = sanitizeNewsHtml(
      '<figure data-embed-url="https://soundcloud.com/artist/track"><a href="https://soundcloud.com/artist/track">x</a></figure>',
    );
    expect(out).toContain('<figure data-embed-url="https://soundcloud.com/artist/track">');
  });

  it("marks outside links noopener nofollow ugc and leaves links within Booth plain", () => {
    expect(sanitizeNewsHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener nofollow ugc" target="_blank">x</a>',
    );
    expect(sanitizeNewsHtml('<a href="/dj/nadia-voss" rel="x" target="_top">Nadia</a>')).toBe(
      '<a href="/dj/nadia-voss">Nadia</a>',
    );
  });

  it("turns an h1 into an h2 (the page's title is the only h1) and plain text into paragraphs", () => {
    expect(sanitizeNewsHtml("<h1>Top</h1>")).toBe("<h2>Top</h2>");
    expect(sanitizeNewsHtml("One\n\nTwo & three")).toBe("<p>One</p><p>Two &amp; three</p>");
  });
});
