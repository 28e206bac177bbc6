/**
 * Share cards (decision 060): the 1200×630 picture a link to a public DJ, event, venue, production-line or news
 * page shows on the sharing sites — the page's photo (or its designed artwork) beside its name, date and place,
 * set by satori with the bundled fonts. Pure: the layout; the server draws it (server/http/share-card.server.ts).
 */

import { type FitBox, fitText } from "./art-fit";
import { type ArtNode, type ArtScene, DISPLAY_FONT, TEXT_FONT } from "./art-scene";

export const SHARE_CARD_KINDS = ["dj", "event", "venue", "production", "news"] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

export function isShareCardKind(value: string): value is ShareCardKind {
  return (SHARE_CARD_KINDS as readonly string[]).includes(value);
}

/** The card of a page: `/og/<kind>/<slug>.jpg` (the server answers 404 when the page is not public). */
export function shareCardPath(kind: ShareCardKind, slug: string): string {
  return `/og/${kind}/${slug}.jpg`;
}

/** A public page's share card as buildPageMeta's image fields; none for a preview nobody else sees. */
export function shareCardImage(kind: ShareCardKind, slug: string, alt: string, preview = false) {
  if (preview) return { image: null };
  return {
    image: shareCardPath(kind, slug),
    imageAlt: alt,
    imageWidth: SHARE_CARD_WIDTH,
    imageHeight: SHARE_CARD_HEIGHT,
  };
}

/** What a card says; the picture is drawn beside it. */
export interface ShareCardText {
  /** "DJ", "EVENT", a news category… */
  kicker: string;
  title: string;
  /** Date, place, lineup: one line each, the first ones kept when they do not all fit. */
  lines: string[];
}

/** Width of the picture on the left: a flyer keeps its 4:5, everything else is square. */
export function shareCardPanelWidth(kind: ShareCardKind): number {
  return kind === "event" ? 504 : SHARE_CARD_HEIGHT;
}

const BG = "#0b0b0f";
const INK = "#f4f4f6";
const MUTED = "#a0a0b2";
const ACCENT = "#e879f9";

/** The card's layout: `panel` a data: URL of the picture, already cut to shareCardPanelWidth × 630. */
export function shareCardScene(kind: ShareCardKind, text: ShareCardText, panel: string | null): ArtScene {
  const w = SHARE_CARD_WIDTH;
  const h = SHARE_CARD_HEIGHT;
  const panelW = shareCardPanelWidth(kind);
  const m = 56;
  const x = panelW + m;
  const colW = w - x - m;
  const blocks: ArtScene["blocks"] = [];
  const children: ArtNode[] = [];
  if (panel) {
    children.push({
      type: "img",
      props: { src: panel, width: panelW, height: h, style: { position: "absolute", left: 0, top: 0 } },
    });
  }
  const place = (raw: string, box: FitBox, y: number, color: string, font: string, weight: number) => {
    const fitted = fitText(raw, box);
    blocks.push({ text: fitted, x, y, maxWidth: box.maxWidth });
    children.push({
      type: "div",
      props: {
        style: {
          display: "flex",
          flexDirection: "column",
          position: "absolute",
          left: x,
          top: Math.round(y),
          width: box.maxWidth,
          color,
          fontFamily: font,
          fontWeight: weight,
          fontSize: fitted.fontSize,
          letterSpacing: `${fitted.tracking}em`,
          lineHeight: 1,
        },
        children: fitted.lines.map((line) => ({
          type: "div" as const,
          props: {
            style: { display: "flex", height: Math.round(fitted.fontSize * fitted.lineHeight), whiteSpace: "pre" },
            children: line,
          },
        })),
      },
    });
    return fitted.height;
  };
  const small = `${TEXT_FONT}, ${TEXT_FONT} latin-ext`;
  let y = m;
  y += place(
    text.kicker,
    { maxWidth: colW, maxHeight: 28, maxLines: 1, maxSize: 22, minSize: 16, tracking: 0.16, upper: true },
    y,
    ACCENT,
    small,
    700,
  );
  y += 20;
  const titleBox = {
    maxWidth: colW,
    maxHeight: 290,
    maxLines: 4,
    maxSize: 76,
    minSize: 36,
    lineHeight: 1.02,
    tracking: -0.01,
  };
  y += place(text.title, titleBox, y, INK, DISPLAY_FONT, 700);
  y += 28;
  const footerTop = h - m - 26;
  for (const line of text.lines.filter(Boolean)) {
    if (y + 34 > footerTop - 12) break;
    y += place(line, { maxWidth: colW, maxHeight: 34, maxLines: 1, maxSize: 28, minSize: 18 }, y, MUTED, small, 700);
    y += 10;
  }
  place(
    "BOOTH",
    { maxWidth: colW, maxHeight: 26, maxLines: 1, maxSize: 22, minSize: 22, tracking: 0.3 },
    footerTop,
    INK,
    DISPLAY_FONT,
    700,
  );
  return {
    width: w,
    height: h,
    style: `share-${kind}`,
    blocks,
    root: {
      type: "div",
      props: {
        style: { display: "flex", position: "relative", width: w, height: h, backgroundColor: BG, overflow: "hidden" },
        children,
      },
    },
  };
}

const SHARP_POSITIONS = new Set([
  "top",
  "right top",
  "right",
  "right bottom",
  "bottom",
  "left bottom",
  "left",
  "left top",
]);

/**
 * A stored image_position ("center", "top", "left 30%", "right top"…) as the crop position sharp takes; anything it
 * has no name for is the centre.
 */
export function sharpPosition(imagePosition: string | null | undefined): string {
  const words = (imagePosition ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => /^(top|bottom|left|right)$/.test(w));
  const horizontal = words.find((w) => w === "left" || w === "right");
  const vertical = words.find((w) => w === "top" || w === "bottom");
  const name = [horizontal, vertical].filter(Boolean).join(" ");
  return SHARP_POSITIONS.has(name) ? name : "centre";
}
