import { Link } from "react-router";

/** Wordmark: a spinning-record glyph and the brand name. */
export function Logo({ brandName }: { brandName: string }) {
  return (
    <Link to="/" className="group inline-flex items-center gap-2 rounded-lg" aria-label={`${brandName} home`}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#e879f9" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <circle cx="16" cy="16" r="15" fill="url(#logo-g)" />
        <circle cx="16" cy="16" r="10.5" fill="none" stroke="#0b0b0f" strokeOpacity=".35" strokeWidth="1" />
        <circle cx="16" cy="16" r="7" fill="none" stroke="#0b0b0f" strokeOpacity=".35" strokeWidth="1" />
        <circle cx="16" cy="16" r="3.2" fill="#0b0b0f" />
        <path d="M22 6.5 27 3" stroke="#f4f4f6" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="font-display text-xl font-bold tracking-tight text-fg">{brandName}</span>
    </Link>
  );
}
