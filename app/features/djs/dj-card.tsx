import { Link } from "react-router";
import { artworkRasterUrl, parseArtworkUrl } from "~/core/artwork";
import type { DjCardData } from "~/core/dj-card-data";
import { djDisplayImage, djImageOrArtwork } from "~/core/dj-image";
import { initialsOf } from "~/core/initials";
import { graphemes } from "~/core/text-script";
import { VerificationBadge } from "~/ui/badge";
import { cn } from "~/ui/cn";
import { Icon } from "~/ui/icon";

/** Default artwork when a DJ has no photo: generated with the DJ's initials, never a grey box. */
export function djImageUrl(dj: Pick<DjCardData, "slug" | "displayName" | "profileImage">): string {
  return djDisplayImage(dj);
}

/** Maps the stored image_position ("center", "top", "left 30%", …) to CSS object-position. */
export function objectPosition(position: string | null): string {
  if (!position) return "center";
  return /^[a-z0-9%.\s-]{1,40}$/i.test(position) ? position : "center";
}

export function DjCard({
  dj,
  priority = false,
  className,
}: {
  dj: DjCardData;
  priority?: boolean;
  className?: string;
}) {
  // Generated artwork is shown as a WebP of its background with the initials set here as text: a grid of SVG
  // images costs a phone's main thread one isolated SVG document each (decision 013). The initials come from
  // the name: the seed is a slug, which may have lost letters.
  const artwork = parseArtworkUrl(djImageOrArtwork(dj.slug, dj.profileImage));
  const image = djImageUrl(dj);
  const initials = artwork ? initialsOf(dj.displayName) : null;
  return (
    <article className={cn("group relative", className)}>
      <Link to={`/dj/${dj.slug}`} className="block rounded-[var(--radius-card)]">
        <div className="@container relative aspect-square overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface">
          <img
            src={artwork ? artworkRasterUrl(artwork.kind, artwork.seed) : image}
            alt=""
            width={400}
            height={400}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            style={{ objectPosition: objectPosition(dj.imagePosition) }}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.04]"
          />
          {initials ? (
            <span
              aria-hidden
              className="absolute inset-0 grid place-items-center font-display leading-none font-extrabold tracking-[0.04em] text-[#f5f3ff]/95 transition-transform duration-500 group-hover:scale-[1.04]"
              style={{ fontSize: graphemes(initials).length > 2 ? "26cqw" : "32cqw" }}
            >
              {initials}
            </span>
          ) : null}
          <div
            aria-hidden
            className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-black/80 to-transparent"
          />
          <div className="absolute top-2 left-2">
            <VerificationBadge status={dj.verificationStatus} />
          </div>
        </div>
        <h3 className="mt-3 truncate font-display text-base font-semibold text-fg group-hover:text-accent-fg md:text-lg">
          {dj.displayName}
        </h3>
      </Link>
      {dj.location ? (
        <p className="mt-0.5 flex items-center gap-1 truncate text-xs text-muted">
          <Icon name="map-pin" className="size-3 shrink-0" />
          {dj.location}
        </p>
      ) : null}
      {dj.genres.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Genres">
          {dj.genres.slice(0, 2).map((genre) => (
            <li
              key={genre}
              className="rounded-full border border-border bg-surface-2 px-2 py-0.5 text-[11px] text-fg/90"
            >
              {genre}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
