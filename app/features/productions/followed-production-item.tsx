import { Link } from "react-router";
import { dayHeading, type EventCardData } from "~/core/events/events";
import { countLabel, type ProductionCardData, productionPath } from "~/core/productions/productions";
import { VerificationBadge } from "~/ui/badge";
import { ProductionArtwork } from "~/ui/production-artwork";
import { DayTileCompact } from "./day-tile-compact";

/**
 * One line of /my/following/productions: the production line (logo, name, counts) with its next dates, and the
 * unfollow control the route passes in (the shared optimistic follow button).
 */
export function FollowedProductionItem({
  production,
  nextEvents,
  today,
  hideFollowCount,
  followControl,
}: {
  production: ProductionCardData;
  nextEvents: EventCardData[];
  today: string;
  hideFollowCount: boolean;
  followControl: React.ReactNode;
}) {
  return (
    <article className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface p-3 md:flex-row md:p-4">
      <div className="flex min-w-0 gap-3 md:w-[22rem] md:shrink-0">
        <ProductionArtwork production={production} className="w-20 shrink-0 rounded-lg md:w-24" />
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 className="font-display text-lg leading-tight font-bold">
            <Link to={productionPath(production.slug)} className="hover:text-accent-fg">
              {production.name}
            </Link>
          </h2>
          {production.isVerified ? (
            <div>
              <VerificationBadge status="verified" />
            </div>
          ) : null}
          <p className="text-xs text-muted tabular">
            {countLabel(production.eventCount, "event")}
            {hideFollowCount ? null : ` · ${countLabel(production.followerCount, "follower")}`}
          </p>
          <div className="mt-1">{followControl}</div>
        </div>
      </div>
      <div className="min-w-0 flex-1 border-t border-border pt-3 md:border-t-0 md:border-l md:pt-0 md:pl-4">
        <h3 className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">Next dates</h3>
        {nextEvents.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No dates announced yet.</p>
        ) : (
          <ul className="mt-2 flex flex-col divide-y divide-border">
            {nextEvents.map((event) => {
              const day = dayHeading(event.localDate, today);
              return (
                <li key={event.eventId} className="flex items-center gap-3 py-2">
                  <DayTileCompact weekday={day.weekday} date={day.date} label={day.full} />
                  <div className="min-w-0">
                    <Link to={`/events/${event.eventId}`} className="block truncate font-semibold hover:text-accent-fg">
                      {event.name}
                    </Link>
                    <p className="truncate text-sm text-muted">
                      {[day.label, event.localTime, event.venue, event.location].filter(Boolean).join(" · ")}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </article>
  );
}
