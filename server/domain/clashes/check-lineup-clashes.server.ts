import { sql } from "drizzle-orm";
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
import { rowsOf } from "~server/db/rows-of.server";
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

/** What the one statement returns (timestamps as JSON strings). */
interface ClashFacts {
  venue: ({ id: string; name: string; city: string | null; country: string | null } & Clause) | null;
  line: ({ id: string; name: string } & Clause) | null;
  djs: { id: string; name: string; timeZone: string | null; location: string | null }[];
  others: {
    djProfileId: string;
    eventId: string;
    name: string;
    start: string;
    end: string | null;
    timeZone: string;
    venue: string | null;
    location: string | null;
    venueId: string | null;
    productionLineId: string | null;
    venueCity: string | null;
    venueCountry: string | null;
    venueRadiusKm: number | null;
    venueDaysBefore: number | null;
    venueDaysAfter: number | null;
    lineName: string | null;
    lineRadiusKm: number | null;
    lineDaysBefore: number | null;
    lineDaysAfter: number | null;
  }[];
  overrides: string[];
  holds: { djProfileId: string; day: string; rank: number | null; status: string; own: boolean }[];
  unavailable: { djProfileId: string; day: string }[];
}

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

  // Everything in one statement (one round trip and one backend wake-up, which is what a busy server pays for
  // most): each part is a subquery through its own index, returned as JSON.
  const list = (ids: readonly string[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  const [facts] = rowsOf<ClashFacts>(
    await db.execute(sql`select
      (select row_to_json(v) from (select id, name, city, country, clash_radius_km as "radiusKm",
        clash_days_before as "daysBefore", clash_days_after as "daysAfter"
        from venue_profiles where id = ${input.venueId}) v) as venue,
      (select row_to_json(l) from (select id, name, clash_radius_km as "radiusKm", clash_days_before as "daysBefore",
        clash_days_after as "daysAfter" from production_lines where id = ${input.productionLineId}) l) as line,
      (select coalesce(json_agg(d), '[]') from (select id, display_name as name, time_zone as "timeZone", location
        from dj_profiles where id in (${list(djIds)})) d) as djs,
      (select coalesce(json_agg(o), '[]') from (select el.dj_profile_id as "djProfileId", e.event_id as "eventId",
          e.event_name as name, e.event_date as start, e.end_date as "end", e.time_zone as "timeZone", e.venue,
          e.location, e.venue_id as "venueId", e.production_line_id as "productionLineId",
          v.city as "venueCity", v.country as "venueCountry", v.clash_radius_km as "venueRadiusKm",
          v.clash_days_before as "venueDaysBefore", v.clash_days_after as "venueDaysAfter", p.name as "lineName",
          p.clash_radius_km as "lineRadiusKm", p.clash_days_before as "lineDaysBefore",
          p.clash_days_after as "lineDaysAfter"
        from event_lineup el
        join mate_events e on e.id = el.event_id
        left join venue_profiles v on v.id = e.venue_id
        left join production_lines p on p.id = e.production_line_id
        where el.dj_profile_id in (${list(djIds)}) and e.status = 'published'
          and e.event_date >= ${window.from.toISOString()}::timestamptz
          and e.event_date <= ${window.to.toISOString()}::timestamptz
          and e.id is distinct from ${input.eventRowId}::uuid) o) as others,
      (select coalesce(json_agg(x.dj_profile_id), '[]') from lineup_clash_overrides x
        where x.event_id = ${input.eventRowId}::uuid) as overrides,
      (select coalesce(json_agg(h), '[]') from (select h.dj_profile_id as "djProfileId", h.day, h.rank, h.status,
          (${email} <> '' and (lower(coalesce(h.promoter_email, '')) = ${email}
            or lower(coalesce(i.email, '')) = ${email})) as own
        from calendar_holds h left join booking_inquiries i on i.id = h.inquiry_id
        where h.dj_profile_id in (${list(djIds)}) and h.day in (${list(days)})
          and h.status in ('active', 'confirmed')) h) as holds,
      (select coalesce(json_agg(u), '[]') from (select dj_profile_id as "djProfileId", day
        from calendar_unavailable_days where dj_profile_id in (${list(djIds)}) and day in (${list(days)})) u)
        as unavailable`),
  );
  const { djs, holds, unavailable } = facts;
  const others = facts.others.map((o) => ({ ...o, start: new Date(o.start), end: o.end ? new Date(o.end) : null }));
  const overrides = facts.overrides.map((djProfileId) => ({ djProfileId }));
  const venue = facts.venue;
  const line = facts.line;
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
