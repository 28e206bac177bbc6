import sanitizeHtml from "sanitize-html";

/**
 * Rich text written by people (DJ bios, spec §3; venue, production line and event descriptions) is shown to
 * everybody, so it is stored and rendered only through this allow-list. It runs when the text is saved and again when
 * it is rendered: a row written before the rules changed (or straight into the database) can never reach a browser
 * unsanitised.
 */

export const RICH_TEXT_ALLOWED_TAGS = ["p", "br", "strong", "em", "b", "i", "u", "ul", "ol", "li", "a", "blockquote"];
export const HTML_TAG = /<\/?[a-z][^>]*>/i;

/** The rich-text allow-list; news articles extend it rather than keep a second list. */
export const RICH_TEXT_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_ALLOWED_TAGS,
  // rel/target are set by transformTags below; they must be allowed or the attribute filter drops them again.
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { a: ["http", "https", "mailto"] },
  allowProtocolRelative: false,
  // Script/style/iframe bodies are dropped with their content; other unknown tags keep their text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          rel: "noopener noreferrer nofollow",
          ...(external ? { target: "_blank" } : {}),
        },
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
};

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Plain text (the demo bios, most DJs): blank lines become paragraphs, single newlines become <br>. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeText(para).replace(/\n/g, "<br />")}</p>`)
    .join("");
}

export function sanitizeRichText(input: string): string {
  const source = input ?? "";
  if (!source.trim()) return "";
  const html = HTML_TAG.test(source) ? source : plainTextToHtml(source);
  return sanitizeHtml(html, RICH_TEXT_SANITIZE_OPTIONS).trim();
}
