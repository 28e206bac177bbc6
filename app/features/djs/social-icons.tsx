import type { ReactNode } from "react";

/**
 * Small platform marks for social and share links. lucide has no brand logos, so these are simplified line marks
 * drawn in the lucide style (24×24, currentColor stroke). They are decorative: the link text names the platform.
 */
const MARKS: Record<string, ReactNode> = {
  soundcloud: (
    <>
      <path d="M7 17V11M4 17v-3M10 17V9M13 17V8" />
      <path d="M13 8.5a5 5 0 0 1 6.8 3.6A2.7 2.7 0 0 1 19.5 17H13" />
    </>
  ),
  mixcloud: (
    <>
      <path d="M6.5 17a4 4 0 0 1-.4-8 6 6 0 0 1 11.5 1.2A3.5 3.5 0 0 1 17.5 17z" />
      <path d="M9 14.5v-3l1.8 2 1.8-2v3" />
    </>
  ),
  spotify: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M7 9.5c3.5-1 7-.7 10 1M7.6 12.6c2.8-.7 5.6-.4 8 .9M8.3 15.5c2.2-.5 4.3-.3 6.2.7" />
    </>
  ),
  apple_music: (
    <>
      <path d="M9 18V6l10-2v12" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="16.5" cy="16" r="2.5" />
    </>
  ),
  beatport: (
    <>
      <circle cx="12" cy="14.5" r="5" />
      <path d="M7 14.5V3M12 9.5V6" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.3 4.5 5 4.8" />,
  twitter: <path d="M4 4l16 16M20 4 4 20" />,
  x: <path d="M4 4l16 16M20 4 4 20" />,
  facebook: <path d="M15 3h-2a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.5a1 1 0 0 1 1-1H15z" />,
  website: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M2.5 12h19M12 2.5c2.5 2.6 3.8 5.8 3.8 9.5s-1.3 6.9-3.8 9.5c-2.5-2.6-3.8-5.8-3.8-9.5S9.5 5.1 12 2.5z" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M3.5 20.5 5 16a8.5 8.5 0 1 1 3 3z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.6-2.2-1-1 1c-1.2-.5-2.2-1.5-2.7-2.7l1-1-1-2.2z" />
    </>
  ),
  telegram: <path d="M21.5 3.5 2.5 11l6.5 2.5L18 7l-7 8 .5 5.5 3-4 4.5 3.5z" />,
};

export function ShareMark({ platform, className = "size-4" }: { platform: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {MARKS[platform] ?? MARKS.website}
    </svg>
  );
}
