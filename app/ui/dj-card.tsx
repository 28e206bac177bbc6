import { Link } from "react-router";
import type { DjCardData } from "~/core/djs/dj-card-data";
import { djDisplayImage } from "~/core/djs/dj-image";
import { VerificationBadge } from "./badge";
import { cn } from "./cn";
import { Icon } from "./icon";
import { Prerendered } from "./prerendered";

/** Default artwork when a DJ has no photo: generated with the DJ's initials, never a grey box. */
export function djImageUrl(dj: Pick<DjCardData, "slug" | "displayName" | "profileImage">): string {
  return djDisplayImage(dj);
}

/** Maps the stored image_position ("center", "top", "left 30%", …) to CSS object-position. */
export function objectPosition(position: string | null): string {
  if (!position) return "center";
  return /^[a-z0-9%.\s-]{1,40}$/i.test(position) ? position : "center";
}

/** A card's data, and whether its image is fetched first (the top of a page); the class goes on the card, or its item. */
type DjCardProps = { dj: DjCardData; priority?: boolean; className?: string };

export function DjCard({ dj, priority = false, className }: DjCardProps) {
  // Without a photo, the designed sleeve as a raster (decision 060) 320 px wide — a card is 160–290 CSS px — since a
  // grid of SVG images costs a phone's main thread one isolated SVG document each (decision 013).
  const image = djDisplayImage(dj, 320);
  const position = objectPosition(dj.imagePosition);
  // The classes are component classes in app.css (dj-card-*, chip): a grid repeats every one of them per card.
  return (
    <article className={cn("group relative", className)}>
      <Link to={`/dj/${dj.slug}`} className="dj-card-link">
        <div className="dj-card-frame">
          <img
            src={image}
            alt=""
            width={400}
            height={400}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            // "center" is object-position's initial value: no style attribute needed for it.
            style={position === "center" ? undefined : { objectPosition: position }}
            className="dj-card-image"
          />
          {/* A designed sleeve sets its own name in full contrast: no shade over it. */}
          {image.startsWith("/art/") ? null : <div aria-hidden className="dj-card-shade" />}
          {priority ? (
            <Prerendered
              as="div"
              className="dj-card-badge"
              render={VerificationBadge}
              props={{ status: dj.verificationStatus }}
            />
          ) : (
            <div className="dj-card-badge">
              <VerificationBadge status={dj.verificationStatus} />
            </div>
          )}
        </div>
        <h3 className="dj-card-name">{dj.displayName}</h3>
      </Link>
      {dj.location ? (
        priority ? (
          <Prerendered as="p" className="dj-card-place" render={CardPlace} props={{ location: dj.location }} />
        ) : (
          <p className="dj-card-place">
            <CardPlace location={dj.location} />
          </p>
        )
      ) : null}
      {dj.genres.length > 0 ? (
        priority ? (
          <Prerendered
            as="ul"
            className="dj-card-genres"
            aria-label="Genres"
            render={CardGenres}
            props={{ genres: dj.genres.slice(0, 2) }}
          />
        ) : (
          <ul className="dj-card-genres" aria-label="Genres">
            <CardGenres genres={dj.genres.slice(0, 2)} />
          </ul>
        )
      ) : null}
    </article>
  );
}

function CardPlace({ location }: { location: string }) {
  return (
    <>
      <Icon name="map-pin" className="size-3 shrink-0" />
      {location}
    </>
  );
}

function CardGenres({ genres }: { genres: string[] }) {
  return genres.map((genre) => (
    <li key={genre} className="chip">
      {genre}
    </li>
  ));
}

/**
 * A DJ card as a list item. The server writes it from cached markup (app/ui/prerendered.tsx): the home page repeats
 * thirty or more of them, and they were most of its render. A `priority` card is rendered live all the same, as
 * React puts a preload of its eager image in the page's head.
 */
export function DjCardItem({ dj, priority = false, className }: DjCardProps) {
  // A priority card cannot be one string (its image's preload goes into the head): it is rendered live, its badge,
  // place and genres from cached markup. Never a part inside a part: the string render is not re-entrant.
  if (priority)
    return (
      <li className={className}>
        <DjCard dj={dj} priority />
      </li>
    );
  return <Prerendered as="li" className={className} render={DjCard} props={{ dj, priority }} />;
}
