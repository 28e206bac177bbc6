import { and, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { addDaysTo, djTimeZone } from "~/core/calendar/calendar";
import {
  type ClashEvent,
  type ClashWarning,
  type ClauseHolder,
  clashSearchWindow,
  dayWarnings,
  eventClash,
  eventWarningText,
  type OtherEvent,
  type RadiusClause,
  radiusUnchecked,
  unplacedNote,
} from "~/core/clashes/lineup-clash";
import { localDateOf } from "~/core/events/events";
import { locationPlaceQueries, type PlaceQuery, venuePlaceQueries } from "~/core/places/resolve-place";
import type { Db } from "~server/db/client.server";
import {
  bookingInquiries,
  calendarHolds,
  calendarUnavailableDays,
  djProfiles,
  eventLineup,
  lineupClashOverrides,
  mateEvents,
  productionLines,
  venueProfiles,
} from "~server/db/schema";
import { resolvePlaces } from "~server/domain/places/resolve-places.server";

/** What is being booked: an event's time, venue, line and location as the form has them, and its lineup's DJs. */
export interface LineupClashInput {
  /** The event being edited (its own row is not another booking); null for a new event or an inquiry's day. */
  eventRowId: string | null;
  startsAt: Date;
  endsAt: Date | null;
  venueId: string | null;
  productionLineId: string | null;
  location: string | null;
  djProfileIds: readonly string[];
  /** Whose holds are "someone else's": a 1st hold with this promoter e-mail (or its inquiry's) is the saver's own. */
  actorEmail: string | null;
}

export interface LineupClashReport {
  /** Warnings not yet overridden for this event, in lineup order. */
  warnings: ClashWarning[];
  /** DJs whose clashes were already overridden for this event (kept, not asked again). */
  overriddenDjIds: string[];
  /** Why a distance could not be measured (no network geocoding: decision 055). */
  notes: string[];
  /** The DJs' names, for the form. */
  djNames: Record<string, string>;
}

type Clause = { radiusKm: number | null; daysBefore: number | null; daysAfter: number | null };

function clauseOf(c: Clause): RadiusClause | null {
  return c.radiusKm === null
    ? null
    : { radiusKm: c.radiusKm, daysBefore: c.daysBefore ?? 0, daysAfter: c.daysAfter ?? 0 };
}

function holders(
  venue: ({ id: string | null; name: string | null } & Clause) | null,
  line: ({ id: string | null; name: string | null } & Clause) | null,
): ClauseHolder[] {
  const out: ClauseHolder[] = [];
  const v = venue && clauseOf(venue);
  if (venue?.id && v) out.push({ kind: "venue", id: venue.id, name: venue.name ?? "The venue", clause: v });
  const l = line && clauseOf(line);
  if (line?.id && l)
    out.push({ kind: "production line", id: line.id, name: line.name ?? "The production line", clause: l });
  return out;
}

const clauseColumns = (t: typeof venueProfiles | typeof productionLines) => ({
  radiusKm: t.clashRadiusKm,
  daysBefore: t.clashDaysBefore,
  daysAfter: t.clashDaysAfter,
});

/**
 * The clash check every event form runs before saving a lineup, and the inquiry view for a DJ's day (decision 056):
 * for each lineup DJ of ours, their other published events from a year before to a year after (the longest clause),
 * judged by eventClash with places from the gazetteer; their calendar day (in the DJ's zone) — a confirmed day or
 * someone else's 1st hold is "held", a marked day "unavailable". One wave of reads in parallel (each through the
 * lineup, events-by-date or calendar indexes, whatever the table sizes), then the gazetteer for places not yet known
 * to this process. Reads only.
 */
export async function checkLineupClashes(db: Db, input: LineupClashInput): Promise<LineupClashReport> {
  const djIds = [...new Set(input.djProfileIds)];
  const empty: LineupClashReport = { warnings: [], overriddenDjIds: [], notes: [], djNames: {} };
  if (djIds.length === 0) return empty;
  const window = clashSearchWindow(input.startsAt, input.endsAt);
  // A DJ's day is the start's date in the DJ's zone: the UTC date or one either side, all read at once with the rest.
  const utcDay = input.startsAt.toISOString().slice(0, 10);
  const days = [addDaysTo(utcDay, -1), utcDay, addDaysTo(utcDay, 1)];
  const email = input.actorEmail?.trim().toLowerCase() ?? "";

  const [venueRows, lineRows, djs, others, overrides, holds, unavailable] = await Promise.all([
    input.venueId
      ? db
          .select({
            id: venueProfiles.id,
            name: venueProfiles.name,
            city: venueProfiles.city,
            country: venueProfiles.country,
            ...clauseColumns(venueProfiles),
          })
          .from(venueProfiles)
          .where(eq(venueProfiles.id, input.venueId))
      : [],
    input.productionLineId
      ? db
          .select({ id: productionLines.id, name: productionLines.name, ...clauseColumns(productionLines) })
          .from(productionLines)
          .where(eq(productionLines.id, input.productionLineId))
      : [],
    db
      .select({
        id: djProfiles.id,
        name: djProfiles.displayName,
        timeZone: djProfiles.timeZone,
        location: djProfiles.location,
      })
      .from(djProfiles)
      .where(inArray(djProfiles.id, djIds)),
    db
      .select({
        djProfileId: eventLineup.djProfileId,
        rowId: mateEvents.id,
        eventId: mateEvents.eventId,
        name: mateEvents.eventName,
        start: mateEvents.eventDate,
        end: mateEvents.endDate,
        timeZone: mateEvents.timeZone,
        venue: mateEvents.venue,
        location: mateEvents.location,
        venueId: mateEvents.venueId,
        productionLineId: mateEvents.productionLineId,
        venueCity: venueProfiles.city,
        venueCountry: venueProfiles.country,
        venueRadiusKm: venueProfiles.clashRadiusKm,
        venueDaysBefore: venueProfiles.clashDaysBefore,
        venueDaysAfter: venueProfiles.clashDaysAfter,
        lineName: productionLines.name,
        lineRadiusKm: productionLines.clashRadiusKm,
        lineDaysBefore: productionLines.clashDaysBefore,
        lineDaysAfter: productionLines.clashDaysAfter,
      })
      .from(eventLineup)
      .innerJoin(mateEvents, eq(mateEvents.id, eventLineup.eventId))
      .leftJoin(venueProfiles, eq(venueProfiles.id, mateEvents.venueId))
      .leftJoin(productionLines, eq(productionLines.id, mateEvents.productionLineId))
      .where(
        and(
          inArray(eventLineup.djProfileId, djIds),
          eq(mateEvents.status, "published"),
          gte(mateEvents.eventDate, window.from),
          lte(mateEvents.eventDate, window.to),
          input.eventRowId ? ne(mateEvents.id, input.eventRowId) : undefined,
        ),
      ),
    input.eventRowId
      ? db
          .select({ djProfileId: lineupClashOverrides.djProfileId })
          .from(lineupClashOverrides)
          .where(eq(lineupClashOverrides.eventId, input.eventRowId))
      : [],
    db
      .select({
        djProfileId: calendarHolds.djProfileId,
        day: calendarHolds.day,
        rank: calendarHolds.rank,
        status: calendarHolds.status,
        own: sql<boolean>`${email !== ""} and (lower(coalesce(${calendarHolds.promoterEmail}, '')) = ${email} or lower(coalesce(${bookingInquiries.email}, '')) = ${email})`,
      })
      .from(calendarHolds)
      .leftJoin(bookingInquiries, eq(bookingInquiries.id, calendarHolds.inquiryId))
      .where(
        and(
          inArray(calendarHolds.djProfileId, djIds),
          inArray(calendarHolds.day, days),
          inArray(calendarHolds.status, ["active", "confirmed"]),
        ),
      ),
    db
      .select({ djProfileId: calendarUnavailableDays.djProfileId, day: calendarUnavailableDays.day })
      .from(calendarUnavailableDays)
      .where(and(inArray(calendarUnavailableDays.djProfileId, djIds), inArray(calendarUnavailableDays.day, days))),
  ]);
  const venue = venueRows[0] ?? null;
  const line = lineRows[0] ?? null;
  const djById = new Map(djs.map((d) => [d.id, d]));

  // The DJs' days, each in the DJ's own zone (one of the three candidate days read above).
  const dayOf = new Map(djs.map((d) => [d.id, localDateOf(input.startsAt, djTimeZone(d.timeZone, d.location))]));

  // Places: the booking's (its venue, else its location) and each other event's, in one gazetteer read.
  const bookingQueries: PlaceQuery[] = [
    ...(venue ? venuePlaceQueries(venue.city, venue.country) : []),
    ...locationPlaceQueries(input.location),
  ];
  const otherQueries = others.map((o) => [
    ...(o.venueId ? venuePlaceQueries(o.venueCity, o.venueCountry) : []),
    ...locationPlaceQueries(o.location),
  ]);
  const [bookingPlace, ...otherPlaces] = await resolvePlaces(db, [bookingQueries, ...otherQueries]);

  const booking: ClashEvent = {
    start: input.startsAt,
    end: input.endsAt,
    place: bookingPlace,
    venueId: input.venueId,
    productionLineId: input.productionLineId,
    clauses: holders(venue, line),
  };
  const notes = new Set<string>();
  if (!bookingPlace.known) notes.add(unplacedNote("booking"));
  const overridden = new Set(overrides.map((o) => o.djProfileId));
  const warnings: ClashWarning[] = [];
  for (const djId of djIds) {
    const dj = djById.get(djId);
    if (!dj) continue;
    const mine: ClashWarning[] = [];
    others.forEach((o, i) => {
      if (o.djProfileId !== djId) return;
      const other: OtherEvent = {
        eventId: o.eventId,
        name: o.name,
        where: [o.venue, o.location].filter(Boolean).join(", ") || null,
        timeZone: o.timeZone,
        start: o.start,
        end: o.end,
        place: otherPlaces[i],
        venueId: o.venueId,
        productionLineId: o.productionLineId,
        clauses: holders(
          {
            id: o.venueId,
            name: o.venue,
            radiusKm: o.venueRadiusKm,
            daysBefore: o.venueDaysBefore,
            daysAfter: o.venueDaysAfter,
          },
          {
            id: o.productionLineId,
            name: o.lineName,
            radiusKm: o.lineRadiusKm,
            daysBefore: o.lineDaysBefore,
            daysAfter: o.lineDaysAfter,
          },
        ),
      };
      const clash = eventClash(booking, other);
      if (clash)
        mine.push({
          djProfileId: djId,
          kind: "event",
          eventId: o.eventId,
          text: eventWarningText(dj.name, other, clash),
        });
      else if (bookingPlace.known && radiusUnchecked(booking, other)) notes.add(unplacedNote({ name: o.name }));
    });
    const day = dayOf.get(djId) as string;
    const dayHolds = holds.filter((h) => h.djProfileId === djId && h.day === day);
    mine.push(
      ...dayWarnings(djId, dj.name, {
        day,
        confirmed: dayHolds.some((h) => h.status === "confirmed" && !h.own),
        firstHeldByOther: dayHolds.some((h) => h.status === "active" && h.rank === 1 && !h.own),
        unavailable: unavailable.some((u) => u.djProfileId === djId && u.day === day),
      }),
    );
    if (mine.length > 0 && overridden.has(djId)) continue;
    warnings.push(...mine);
  }
  return {
    warnings,
    overriddenDjIds: djIds.filter((id) => overridden.has(id)),
    notes: [...notes],
    djNames: Object.fromEntries(djs.map((d) => [d.id, d.name])),
  };
}
