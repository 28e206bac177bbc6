import { describe, expect, it } from "vitest";
import { htmlToPlainText, richTextForEditing } from "./rich-text";

describe("richTextForEditing", () => {
  it("shows text that was saved as plain text as that text, paragraphs and line breaks included", () => {
    expect(richTextForEditing("<p>Hip hop, house &amp; disco.</p><p>Late sets<br />only.</p>")).toBe(
      "Hip hop, house & disco.\n\nLate sets\nonly.",
    );
  });

  it("keeps markup its author wrote (bold, links), and text that would turn into markup when saved again", () => {
    const bold = "<p>Second para with <strong>bold</strong>.</p>";
    expect(richTextForEditing(bold)).toBe(bold);
    const link = '<p>Mixes on <a href="https://example.com" rel="noopener noreferrer nofollow">my site</a></p>';
    expect(richTextForEditing(link)).toBe(link);
    expect(richTextForEditing("<p>I love &lt;b&gt; tags</p>")).toBe("<p>I love &lt;b&gt; tags</p>");
  });

  it("keeps plain text as it is and empty as empty", () => {
    expect(richTextForEditing("Just words, never saved through the form")).toBe(
      "Just words, never saved through the form",
    );
    expect(richTextForEditing(null)).toBe("");
    expect(richTextForEditing("  ")).toBe("");
  });

  it("decodes what the sanitiser encodes", () => {
    expect(htmlToPlainText("<p>a &quot;b&quot; &#39;c&#39; 1 &lt; 2</p><p>d</p>")).toBe("a \"b\" 'c' 1 < 2\n\nd");
  });
});
