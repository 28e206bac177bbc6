import latinExt from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2?url";
import latin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import vietnamese from "@fontsource-variable/space-grotesk/files/space-grotesk-vietnamese-wght-normal.woff2?url";

/**
 * The display face's files, as fontsource ships them (its `unicode.json` and `index.css`; `display-font-faces.test.ts`
 * compares). The first-paint script adds them to `document.fonts` itself instead of a stylesheet's `@font-face`
 * rules: adding a loaded face lays out again only the text whose family stack names it, while switching a
 * stylesheet on restyles and lays out the whole page (decision 046). Latin first: the one every page's headings need.
 * Without JavaScript, `fonts-display.css` has the same faces as rules.
 */
export const DISPLAY_FONT_FACES: readonly { subset: string; url: string; unicodeRange: string }[] = [
  {
    subset: "latin",
    url: latin,
    unicodeRange:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
  {
    subset: "latin-ext",
    url: latinExt,
    unicodeRange:
      "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  },
  {
    subset: "vietnamese",
    url: vietnamese,
    unicodeRange:
      "U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB",
  },
];

/** The variable font's weight axis. */
export const DISPLAY_FONT_WEIGHT = "300 700";
