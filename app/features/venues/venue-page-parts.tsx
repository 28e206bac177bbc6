import { ExternalLink, Globe, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { VerificationBadge } from "~/ui/badge";
import { VenueLogo } from "~/ui/venue-logo";

/** The venue's cover across the top (generated artwork when it has none), fading into the page. */
export function VenueCover({ src }: { src: string }) {
  return (
    <div className="relative -mx-4 h-56 overflow-hidden bg-surface md:mx-0 md:h-[360px] md:rounded-2xl md:border md:border-border">
      <img
        src={src}
        alt=""
        width={1600}
        height={610}
        fetchPriority="high"
        decoding="async"
        className="size-full object-cover"
      />
      <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-bg via-bg/30 to-transparent" />
    </div>
  );
}

/** Logo, type, name and the facts line of a venue page, overlapping the bottom of the cover. */
export function VenueHeader({
  venue,
}: {
  venue: { name: string; logoUrl: string | null; type: string | null; place: string | null; capacity: string | null };
}) {
  return (
    <header className="relative -mt-14 flex flex-col gap-3 md:-mt-20 md:flex-row md:items-end md:gap-6 md:px-6">
      <VenueLogo venue={venue} className="size-20 text-2xl md:size-28 md:text-3xl" />
      <div className="min-w-0">
        {venue.type ? (
          <p className="text-xs font-bold tracking-[0.2em] text-accent-fg uppercase">{venue.type}</p>
        ) : null}
        <h1 className="mt-1 font-display text-4xl leading-[1.05] font-extrabold tracking-tight text-balance md:text-6xl">
          {venue.name}
        </h1>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
          {venue.place ? (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4" />
              {venue.place}
            </li>
          ) : null}
          {venue.capacity ? (
            <li className="flex items-center gap-1.5 tabular">
              <Users aria-hidden className="size-4" />
              {venue.capacity}
            </li>
          ) : null}
        </ul>
      </div>
    </header>
  );
}

/** Map (OpenStreetMap search) and website links. */
export function VenueLinks({
  mapUrl,
  websiteUrl,
  address,
}: {
  mapUrl: string;
  websiteUrl: string | null;
  address: string | null;
}) {
  const link =
    "inline-flex h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-semibold hover:bg-surface-2";
  return (
    <>
      <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={link}>
        <MapPin aria-hidden className="size-4" />
        {address ? <span className="max-w-[14rem] truncate">{address}</span> : "Map"}
        <ExternalLink aria-hidden className="size-3.5 text-muted" />
        <span className="sr-only">(OpenStreetMap, opens in a new tab)</span>
      </a>
      {websiteUrl ? (
        <a href={websiteUrl} target="_blank" rel="noopener noreferrer nofollow" className={link}>
          <Globe aria-hidden className="size-4" /> Website
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </>
  );
}

/** The production lines that put on nights here, linked while their area is open. */
export function VenueProductions({
  productions,
}: {
  productions: { slug: string; name: string; isVerified: boolean; events: number; href: string | null }[];
}) {
  if (productions.length === 0) return null;
  return (
    <section aria-labelledby="venue-productions-heading">
      <h2 id="venue-productions-heading" className="mb-3 text-xs font-semibold tracking-[0.2em] text-muted uppercase">
        Production lines here
      </h2>
      <ul className="flex flex-wrap gap-2">
        {productions.map((production) => {
          const label = (
            <>
              <span className="font-semibold">{production.name}</span>
              {production.isVerified ? <VerificationBadge status="verified" /> : null}
              <span className="text-xs text-muted tabular">
                {production.events} {production.events === 1 ? "night" : "nights"}
              </span>
            </>
          );
          const chip = "flex items-center gap-2 rounded-full border border-border bg-surface px-3.5 py-2 text-sm";
          return (
            <li key={production.slug}>
              {production.href ? (
                <Link to={production.href} className={`${chip} hover:border-accent-fg/60`}>
                  {label}
                </Link>
              ) : (
                <span className={chip}>{label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
