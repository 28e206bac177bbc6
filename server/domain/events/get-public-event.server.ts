import { and, asc, eq, inArray } from "drizzle-orm";
import { canManageEvent, type EventManager } from "~/core/access/event-ownership";
import { isEventId } from "~/core/events/event-id";
import { type EventStatus, hasPublicEventPage, PAGE_VISIBLE_EVENT_STATUSES } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { djProfiles, eventLineup, mateEvents, productionLines, venueProfiles } from "~server/db/schema";
import { djCardColumns } from "~server/domain/djs/dj-card-columns.server";
import { eventWhenAndWhereColumns } from "~server/domain/events/event-columns.server";
import { getSeriesDates, type SeriesDates } from "./get-series-dates.server";
import { publicLineupDj } from "./load-event-cards.server";

export interface PublicEventLineupEntry {
  name: string;
  setTime: string | null;
  /** The DJ's public profile, when the name is one of ours and public; otherwise the name stays plain. */
  dj: {
    slug: string;
    displayName: string;
    profileImage: string | null;
    imagePosition: string;
    genres: string[];
    location: string | null;
    verificationStatus: "verified" | "mate";
    /** What the act is (DJ, producer, duo…): a group is a MusicGroup in the event's JSON-LD. */
    roles: string[];
  } | null;
}

export interface PublicEvent {
  id: string;
  eventId: string;
  name: string;
  status: EventStatus;
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
  venue: string | null;
  location: string | null;
  /** The venue's profile slug, only when the event names one of our (active) venues. */
  venueSlug: string | null;
  /** That venue's postal address (street, city, country), for JSON-LD; nulls when it has none or is not ours. */
  venueAddress: { street: string | null; city: string | null; country: string | null };
  /** The start it had before it was last moved while published (migration 0039); null when never moved. */
  previousStartDate: Date | null;
  production: { name: string; slug: string } | null;
  image: string | null;
  description: string | null;
  ticketUrl: string | null;
  lineup: PublicEventLineupEntry[];
  updatedAt: Date;
  /** A draft or pending event shown to its creator or an admin (never to anyone else). */
  preview: boolean;
  /** The residency it is a date of (decision 059): how it repeats and its next published dates. */
  series: SeriesDates | null;
}

/** How many of a residency's next dates an occurrence's page lists. */
export const SERIES_DATES_SHOWN = 8;

/**
 * An event page as the public may see it: published, or cancelled (the page stays, with a banner). Drafts,
 * pending events and unknown ids are all null, indistinguishable from each other (→ 404) — except for `previewer`,
 * when they may manage the event (its creator, or an admin): they see the draft or pending page, marked a preview.
 */
export async function getPublicEvent(
  db: Db,
  eventId: string,
  previewer: EventManager | null = null,
): Promise<PublicEvent | null> {
  if (!isEventId(eventId)) return null;
  const [row] = await db
    .select({
      ...eventWhenAndWhereColumns,
      venueSlug: venueProfiles.slug,
      venueStreet: venueProfiles.address,
      venueCity: venueProfiles.city,
      venueCountry: venueProfiles.country,
      previousStartDate: mateEvents.previousStartDate,
      productionName: productionLines.name,
      productionSlug: productionLines.slug,
      image: mateEvents.eventImage,
      description: mateEvents.description,
      ticketUrl: mateEvents.ticketUrl,
      updatedAt: mateEvents.updatedAt,
      createdBy: mateEvents.createdBy,
      seriesId: mateEvents.seriesId,
    })
    .from(mateEvents)
    .leftJoin(venueProfiles, and(eq(venueProfiles.id, mateEvents.venueId), eq(venueProfiles.isActive, true)))
    .leftJoin(
      productionLines,
      and(eq(productionLines.id, mateEvents.productionLineId), eq(productionLines.isActive, true)),
    )
    .where(
      previewer
        ? eq(mateEvents.eventId, eventId)
        : and(eq(mateEvents.eventId, eventId), inArray(mateEvents.status, [...PAGE_VISIBLE_EVENT_STATUSES])),
    )
    .limit(1);
  if (!row) return null;
  const preview = !hasPublicEventPage(row.status);
  if (preview && !(previewer && canManageEvent(row, previewer))) return null;
  const lineup = await db
    .select({
      name: eventLineup.djName,
      setTime: eventLineup.setTime,
      ...djCardColumns,
      roles: djProfiles.roles,
    })
    .from(eventLineup)
    .leftJoin(djProfiles, publicLineupDj)
    .where(eq(eventLineup.eventId, row.id))
    .orderBy(asc(eventLineup.position), asc(eventLineup.id));
  const {
    productionName,
    productionSlug,
    createdBy: _createdBy,
    seriesId,
    venueStreet,
    venueCity,
    venueCountry,
    ...event
  } = row;
  const series = seriesId
    ? await getSeriesDates(db, seriesId, { from: new Date(), exceptRowId: row.id, limit: SERIES_DATES_SHOWN })
    : null;
  return {
    ...event,
    preview,
    series,
    status: event.status as EventStatus,
    venueAddress: { street: venueStreet, city: venueCity, country: venueCountry },
    production: productionName && productionSlug ? { name: productionName, slug: productionSlug } : null,
    lineup: lineup.map((entry) => ({
      name: entry.name,
      setTime: entry.setTime,
      dj:
        entry.slug && entry.displayName
          ? {
              slug: entry.slug,
              displayName: entry.displayName,
              profileImage: entry.profileImage,
              imagePosition: entry.imagePosition ?? "center",
              genres: entry.genres ?? [],
              location: entry.location,
              verificationStatus: entry.verificationStatus as "verified" | "mate",
              roles: entry.roles ?? [],
            }
          : null,
    })),
  };
}
