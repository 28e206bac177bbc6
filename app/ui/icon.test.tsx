import { BadgeCheck, type LucideIcon, MapPin, Sparkles } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_NAMES, Icon, type IconName, IconSprite } from "./icon";

const LUCIDE: Record<IconName, LucideIcon> = { "map-pin": MapPin, "badge-check": BadgeCheck, sparkles: Sparkles };

/** The shapes inside an element's markup (everything between its opening and closing tag). */
function inner(markup: string, tag: string, open: string): string {
  const start = markup.indexOf(open);
  expect(start, `${open} in ${markup}`).toBeGreaterThanOrEqual(0);
  const from = markup.indexOf(">", start) + 1;
  return markup.slice(from, markup.indexOf(`</${tag}>`, from));
}

describe("IconSprite", () => {
  const sprite = renderToStaticMarkup(<IconSprite />);

  it.each(ICON_NAMES)("draws %s exactly as lucide-react does", (name) => {
    const Lucide = LUCIDE[name];
    const lucide = renderToStaticMarkup(<Lucide />);
    const symbol = inner(sprite, "symbol", `<symbol id="i-${name}"`);
    expect(symbol).toMatch(/^<g [^>]*>/);
    expect(inner(symbol, "g", "<g ")).toBe(inner(lucide, "svg", "<svg "));
    // The same viewBox and stroke attributes as lucide's own <svg>.
    expect(sprite).toContain(`<symbol id="i-${name}" viewBox="0 0 24 24">`);
    for (const attribute of [
      'fill="none"',
      'stroke="currentColor"',
      'stroke-width="2"',
      'stroke-linecap="round"',
      'stroke-linejoin="round"',
    ]) {
      expect(lucide).toContain(attribute);
      expect(symbol.slice(0, symbol.indexOf(">"))).toContain(attribute);
    }
  });

  it("is hidden and takes no room", () => {
    expect(sprite).toMatch(/^<svg aria-hidden="true" width="0" height="0" class="absolute">/);
  });
});

describe("Icon", () => {
  it("is decorative by default: hidden from assistive technology, referencing its symbol", () => {
    expect(renderToStaticMarkup(<Icon name="map-pin" className="size-3 shrink-0" />)).toBe(
      '<svg class="icon size-3 shrink-0" aria-hidden="true"><use href="#i-map-pin"></use></svg>',
    );
  });

  it("with a title, is an image named by it", () => {
    expect(renderToStaticMarkup(<Icon name="badge-check" title="Verified" />)).toBe(
      '<svg class="icon" role="img" aria-label="Verified"><use href="#i-badge-check"></use></svg>',
    );
  });
});
