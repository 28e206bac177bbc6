import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";

describe("sanitizeRichText", () => {
  it("turns a plain-text bio with blank lines into paragraphs and escapes it", () => {
    expect(sanitizeRichText("Berlin techno.\n\nPlays > 6 hours & more\nevery month.")).toBe(
      "<p>Berlin techno.</p><p>Plays &gt; 6 hours &amp; more<br />every month.</p>",
    );
  });

  it("keeps the allow-listed formatting", () => {
    const html = "<p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>one</li></ul><blockquote>q</blockquote>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("strips <script> with its content", () => {
    const out = sanitizeRichText("<p>Hi</p><script>alert(1)</script>");
    expect(out).toBe("<p>Hi</p>");
    expect(out).not.toContain("alert");
  });

  it("strips event handler attributes and images", () => {
    const out = sanitizeRichText('<p onclick="x()">Hi<img src=x onerror="alert(1)"></p>');
    expect(out).toBe("<p>Hi</p>");
    expect(out).not.toMatch(/onerror|onclick|<img/);
  });

  it("drops javascript: links but keeps their text", () => {
    const out = sanitizeRichText('<p><a href="javascript:alert(1)">click</a></p>');
    expect(out).not.toContain("javascript");
    expect(out).toContain("click");
    const sneaky = sanitizeRichText('<a href="JaVaScRiPt&colon;alert(1)">x</a><a href=" javascript:alert(1)">y</a>');
    expect(sneaky.toLowerCase()).not.toContain("javascript");
  });

  it("hardens http(s) and mailto links", () => {
    expect(sanitizeRichText('<p><a href="https://example.com" onclick="x">site</a></p>')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a></p>',
    );
    expect(sanitizeRichText('<p><a href="mailto:dj@example.com">mail</a></p>')).toBe(
      '<p><a href="mailto:dj@example.com" rel="noopener noreferrer nofollow">mail</a></p>',
    );
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).not.toContain("evil");
  });

  it("removes iframes, styles and unknown tags", () => {
    const out = sanitizeRichText(
      '<style>p{}</style><iframe src="https://evil.example"></iframe><div class="x"><h1>Title</h1></div>',
    );
    expect(out).toBe("Title");
  });

  it("returns an empty string for empty input", () => {
    expect(sanitizeRichText("   ")).toBe("");
  });
});
