/**
 * Rich text as the forms edit it. Bios and descriptions are stored as sanitised HTML (server/domain/content/
 * sanitize-rich-text.server.ts): typed plain text becomes paragraphs and line breaks when saved. A form must show them
 * back as the text that was typed. Otherwise the next save shows `<p>` tags, and the stored markup counts against the
 * field's length limit.
 */

/** The stored (sanitised HTML) text back as plain text: paragraphs as blank lines, breaks as newlines, entities decoded. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p[^>]*>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}

/** Only paragraphs and line breaks: what saving plain text produces. */
const PARAGRAPHS_ONLY = /^(?:<p>(?:[^<]|<br\s*\/?>)*<\/p>\s*)+$/i;
const HTML_TAG = /<\/?[a-z][^>]*>/i;

/**
 * What a rich-text field (DJ bio, venue or production description) shows for its stored value. Text saved as plain
 * text comes back as that text. Saving it again gives the same HTML. Text with markup of its own (bold, a link) is
 * shown as that markup, which is what its author typed. So is text whose decoded form would read as markup when saved.
 */
export function richTextForEditing(stored: string | null | undefined): string {
  const html = (stored ?? "").trim();
  if (!html || !PARAGRAPHS_ONLY.test(html)) return html;
  const text = htmlToPlainText(html);
  return HTML_TAG.test(text) ? html : text;
}
