import { CalendarDays, Eye, MapPin } from "lucide-react";
import { Link } from "react-router";
import { djDisplayImage } from "~/core/djs/dj-image";
import { eventFlyerUrl, formatEventDate } from "~/core/events/events";
import { NEWS_STATE_LABELS, type NewsState } from "~/core/news/news";
import { venueThumbUrl } from "~/core/venues/venues";
import { NewsCard, type NewsCardData } from "./news-cards";

/** Shown to admins on an article the public cannot see yet (draft, scheduled or deleted). */
export function NewsPreviewBanner({ state, editHref }: { state: NewsState; editHref: string }) {
  const why: Record<NewsState, string> = {
    draft: "This article is a draft: only administrators can see it.",
    scheduled: "This article is scheduled: readers will see it at its publish date.",
    deleted: "This article is deleted: readers get a 404 until it is restored.",
    published: "",
  };
  return (
    <div
      role="status"
      data-testid="news-preview-banner"
      className="border-b border-warning/40 bg-warning/15 px-4 py-3 text-sm text-fg"
    >
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-3 gap-y-1">
        <Eye aria-hidden className="size-4 text-warning" />
        <strong>Preview · {NEWS_STATE_LABELS[state]}</strong>
        <span className="text-fg/85">{why[state]}</span>
        <Link to={editHref} className="ml-auto font-semibold underline underline-offset-4">
          Edit article
        </Link>
      </div>
    </div>
  );
}

export interface NewsMentionsData {
  djs: { slug: string; displayName: string; profileImage: string | null; location: string | null }[];
  venues: { slug: string; name: string; city: string | null; coverImageUrl: string | null }[];
  events: {
    eventId: string;
    name: string;
    startsAt: string;
    timeZone: string;
    venue: string | null;
    image: string | null;
  }[];
}

function MentionCard({
  to,
  image,
  title,
  meta,
  round,
}: {
  to: string;
  image: string;
  title: string;
  meta: React.ReactNode;
  round?: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        className="group flex items-center gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-2.5 pr-4 transition-colors hover:border-accent-fg/60"
      >
        <img
          src={image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className={round ? "size-12 shrink-0 rounded-full object-cover" : "size-12 shrink-0 rounded-lg object-cover"}
        />
        <span className="min-w-0">
          <span className="block truncate font-semibold group-hover:text-accent-fg">{title}</span>
          <span className="flex items-center gap-1 truncate text-xs text-muted">{meta}</span>
        </span>
      </Link>
    </li>
  );
}

/** The DJs, venues and events the author tagged, as cards linking to their pages. */
export function NewsMentions({ mentions }: { mentions: NewsMentionsData }) {
  const count = mentions.djs.length + mentions.venues.length + mentions.events.length;
  if (count === 0) return null;
  return (
    <section aria-labelledby="mentions-heading" className="mt-12 border-t border-border pt-8">
      <h2 id="mentions-heading" className="text-xs font-bold tracking-[0.2em] text-muted uppercase">
        In this story
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {mentions.djs.map((dj) => (
          <MentionCard
            key={`dj-${dj.slug}`}
            to={`/dj/${dj.slug}`}
            image={djDisplayImage(dj)}
            title={dj.displayName}
            meta={<>DJ{dj.location ? ` · ${dj.location}` : ""}</>}
            round
          />
        ))}
        {mentions.venues.map((venue) => (
          <MentionCard
            key={`venue-${venue.slug}`}
            to={`/venues/${venue.slug}`}
            image={venueThumbUrl(venue)}
            title={venue.name}
            meta={
              <>
                <MapPin aria-hidden className="size-3" /> Venue{venue.city ? ` · ${venue.city}` : ""}
              </>
            }
          />
        ))}
        {mentions.events.map((event) => (
          <MentionCard
            key={`event-${event.eventId}`}
            to={`/events/${event.eventId}`}
            image={eventFlyerUrl(event)}
            title={event.name}
            meta={
              <>
                <CalendarDays aria-hidden className="size-3" />{" "}
                {formatEventDate(event.startsAt, event.timeZone, "short")}
                {event.venue ? ` · ${event.venue}` : ""}
              </>
            }
          />
        ))}
      </ul>
    </section>
  );
}

export function RelatedNews({ items }: { items: NewsCardData[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16 border-t border-border pt-10">
      <h2 id="related-heading" className="mb-6 font-display text-2xl font-bold md:text-3xl">
        Read next
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.slug}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
