import { initialsOf } from "~/core/text/initials";
import { venueOwnLogo } from "~/core/venues/venues";

/** The venue's own logo, or its initials on the accent gradient when it has none (or only generated artwork). */
export function VenueLogo({
  venue,
  className,
}: {
  venue: { name: string; logoUrl: string | null };
  className?: string;
}) {
  const base = `overflow-hidden rounded-xl border border-white/15 shadow-lg ${className ?? ""}`;
  const logo = venueOwnLogo(venue.logoUrl);
  if (logo) return <img src={logo} alt="" width={96} height={96} className={`${base} bg-bg object-cover`} />;
  return (
    <span
      aria-hidden
      className={`${base} grid place-items-center bg-accent-gradient font-display font-bold text-white`}
    >
      {initialsOf(venue.name)}
    </span>
  );
}
