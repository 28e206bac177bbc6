import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * Icons a page draws many times (a DJ card's pin and badge: ~40 of each on the home page), drawn once in a
 * sprite that every page carries inline and referenced with `<use>`: 30 bytes an icon instead of 400–700
 * for a whole lucide SVG. Inline rather than a file: no extra request before the first paint (decision 015)
 * and nothing for the CSP to allow. Icons used once or twice a page stay plain lucide-react components.
 *
 * The shapes are lucide-react 1.73.0's (ISC; the version is pinned), with lucide's stroke attributes;
 * `icon.test.tsx` fails if they drift from the package.
 */
const STROKE = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const SHAPES = {
  "map-pin": (
    <>
      <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  "badge-check": (
    <>
      <path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z" />
      <path d="m16 9-5.5 5.5L8 12" />
    </>
  ),
  sparkles: (
    <>
      <path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z" />
      <path d="M20 2v4" />
      <path d="M22 4h-4" />
      <circle cx="4" cy="20" r="2" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof SHAPES;

export const ICON_NAMES = Object.keys(SHAPES) as IconName[];

const symbolId = (name: IconName) => `i-${name}`;

/** The symbols, once per document (root.tsx, first in `<body>` so that every `<use>` after it resolves at once). */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {ICON_NAMES.map((name) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          <g {...STROKE}>{SHAPES[name]}</g>
        </symbol>
      ))}
    </svg>
  );
}

/**
 * A sprite icon, sized and coloured like a lucide one: 24 px unless a size class says otherwise (the `icon`
 * class is in the components layer, so any utility wins), the stroke in the text colour. Decorative (hidden
 * from assistive technology) unless it has a `title`, which is then its accessible name.
 */
export function Icon({ name, className, title }: { name: IconName; className?: string; title?: string }) {
  return (
    <svg
      className={cn("icon", className)}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      aria-label={title}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
