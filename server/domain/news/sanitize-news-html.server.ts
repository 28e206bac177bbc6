import sanitizeHtml from "sanitize-html";
import { mediaEmbedFor } from "~/core/djs/media-embeds";
import {
  HTML_TAG,
  plainTextToHtml,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_SANITIZE_OPTIONS,
} from "~server/domain/content/sanitize-rich-text.server";

/**
 * Article HTML goes through the rich-text allow-list, extended with what an article needs: headings,
 * images, quotes with captions, rules, code, and media players stored as `<figure data-embed-url="…">` (the page
 * renders those through app/core/djs/media-embeds.ts; iframes themselves never pass). Runs when an article is saved
 * and again when it is rendered, so a row written straight into the database cannot reach a browser unsanitised.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  ...RICH_TEXT_SANITIZE_OPTIONS,
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS, "h2", "h3", "h4", "img", "figure", "figcaption", "hr", "s", "code", "pre"],
  allowedAttributes: {
    a: ["href", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    figure: ["data-embed-url"],
  },
  allowedSchemesByTag: { a: ["http", "https", "mailto"], img: ["http", "https"] },
  transformTags: {
    // An h1 is the page's own title; authors' top headings become h2.
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      // Outside links: no referrer trust, no ranking credit, and a new tab; links within Booth stay plain.
      const outside = /^(https?:)?\/\//i.test(href);
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          ...(outside ? { rel: "noopener nofollow ugc", target: "_blank" } : {}),
        },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
    figure: (tagName, attribs) => {
      const url = attribs["data-embed-url"];
      // Only links the media facades can play are kept as players; any other value is dropped.
      const embed = url ? mediaEmbedFor(url) : null;
      const kept: sanitizeHtml.Attributes = embed ? { "data-embed-url": embed.url } : {};
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === "a" && !frame.attribs.href && !frame.text.trim()) || (frame.tag === "img" && !frame.attribs.src),
};

export function sanitizeNewsHtml(input: string | null | undefined): string {
  const source = input ?? "";
  if (!source.trim()) return "";
  const html = HTML_TAG.test(source) ? source : plainTextToHtml(source);
  return sanitizeHtml(html, OPTIONS).trim();
}
