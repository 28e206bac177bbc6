import ical from "ical-generator";
import { FEED_REFRESH_HOURS } from "~/core/events/calendar-feed";
import { addDaysTo, rankLabel } from "./calendar";

/**
 * The DJ's private calendar feed (decision 054): their holds and confirmed dates as all-day entries for Google or
 * Apple Calendar, at /calendar/{token}/availability.ics. Built with the same library and rules as the public event
 * feeds (app/core/events/calendar-feed.ts): a UID per row that never changes, a SEQUENCE that grows with every
 * change (a 2nd hold moving up to 1st replaces the entry instead of adding one), the same refresh interval. The
 * entries name the promoters, which the public never sees: only the DJ's managers are given the link.
 */

/** Holds and days that ended this long ago stay out; the feed reaches to the calendar's horizon ahead. */
export const AVAILABILITY_FEED_PAST_DAYS = 7;

export function availabilityFeedPath(token: string): string {
  return `/calendar/${token}/availability.ics`;
}

export interface FeedHold {
  id: string;
  day: string;
  rank: number | null;
  status: string;
  promoterName: string;
  promoterEmail: string | null;
  note: string | null;
  inquiryId: string | null;
  updatedAt: Date;
}

export interface FeedGig {
  day: string;
  eventId: string;
  name: string;
}

/** Seconds since 2024 of the row's last change: grows with every change, as SEQUENCE must, and fits its integer. */
export function holdSequence(updatedAt: Date): number {
  return Math.max(0, Math.floor((updatedAt.getTime() - Date.UTC(2024, 0, 1)) / 1000));
}

/** "Hold (1st): Club Aurora", "Confirmed: Club Aurora". */
export function holdSummary(hold: Pick<FeedHold, "status" | "rank" | "promoterName">): string {
  return hold.status === "confirmed"
    ? `Confirmed: ${hold.promoterName}`
    : `Hold (${rankLabel(hold.rank ?? 1)}): ${hold.promoterName}`;
}

export function buildAvailabilityFeed(input: {
  djName: string;
  timeZone: string;
  origin: string;
  holds: readonly FeedHold[];
  gigs: readonly FeedGig[];
  now: Date;
}): string {
  const origin = input.origin.replace(/\/+$/, "");
  const calendar = ical({
    prodId: { company: "Booth", product: "Availability", language: "EN" },
    name: `${input.djName}: holds and bookings`,
    description: `${input.djName}'s holds and confirmed dates on Booth (private: keep this link to the DJ's team).`,
    ttl: FEED_REFRESH_HOURS * 3600,
    timezone: input.timeZone,
  });
  const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
  for (const hold of input.holds) {
    const inquiry = hold.inquiryId ? `${origin}/mate/bookings/${hold.inquiryId}` : null;
    calendar.createEvent({
      id: `hold-${hold.id}@booth`,
      sequence: holdSequence(hold.updatedAt),
      allDay: true,
      start: dayStart(hold.day),
      end: dayStart(addDaysTo(hold.day, 1)),
      stamp: input.now,
      lastModified: hold.updatedAt,
      summary: holdSummary(hold),
      description:
        [hold.promoterEmail ? `Promoter: ${hold.promoterEmail}` : "", hold.note ?? "", inquiry ?? ""]
          .filter(Boolean)
          .join("\n\n") || null,
      url: inquiry,
    });
  }
  for (const gig of input.gigs) {
    const url = `${origin}/events/${gig.eventId}`;
    calendar.createEvent({
      id: `gig-${gig.eventId}-${gig.day}@booth`,
      allDay: true,
      start: dayStart(gig.day),
      end: dayStart(addDaysTo(gig.day, 1)),
      stamp: input.now,
      summary: `Confirmed: ${gig.name}`,
      description: url,
      url,
    });
  }
  return calendar.toString();
}
