import { eq, inArray } from "drizzle-orm";
import { DEFAULT_EVENT_TIME_ZONE, type EventStatus } from "~/core/events/events";
import type { Db } from "~server/db/client.server";
import { djProfiles, productionLines, venueProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";

/** One lineup entry: a DJ profile of ours (by id), or a free-text name for a DJ not on the site. */
export type EventLineupEntry =
  | { djProfileId: string; setTime?: string | null }
  | { name: string; setTime?: string | null };

/**
 * What an event is made of, as createEvent and updateEvent take it: values eventFormSchema has parsed (a plain-text
 * name, trimmed texts, an http(s) ticket link, a known zone) with the form's local day and times read as instants
 * (eventInstants), or an event already stored (a duplicate).
 */
export interface EventInput {
  name: string;
  startsAt: Date;
  endsAt?: Date | null;
  /** IANA zone of the venue (default Europe/London). */
  timeZone?: string;
  status?: EventStatus;
  /** One of our venues: its name and city are copied to the event's venue/location text. */
  venueId?: string | null;
  /** Free-text venue and location, when the venue is not one of ours (or to override the copied location). */
  venue?: string | null;
  location?: string | null;
  productionLineId?: string | null;
  ticketUrl?: string | null;
  /** HTML or plain text; stored sanitised like a DJ bio. */
  description?: string | null;
  image?: string | null;
  lineup: readonly EventLineupEntry[];
}

/** Ids are looked up only when well formed (the query would fail on a malformed uuid). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function invalid(message: string, field: string): never {
  throw new AppError("invalid_input", message, { field });
}

/** The checked columns of an event (all but event_id and created_by) and its lineup rows in order. */
export interface PreparedEvent {
  name: string;
  values: {
    eventName: string;
    eventDate: Date;
    endDate: Date | null;
    timeZone: string;
    venue: string | null;
    location: string | null;
    lineup: string[];
    status: EventStatus;
    eventImage: string | null;
    description: string | null;
    ticketUrl: string | null;
    venueId: string | null;
    productionLineId: string | null;
  };
  lineup: { djProfileId: string | null; djName: string; setTime: string | null; position: number }[];
}

/**
 * What an event's input needs from the database, the one way creation and edits share: the venue (its name and
 * city are copied), the production line and the lineup's DJs must be on Booth; the description is sanitised like
 * the DJ bio. Its shape (plain-text names, lengths, http(s) tickets, a known zone, a start not in the past for a new
 * event, readable lineup names…) is eventFormSchema's alone (app/core/events/event-form.ts), checked before this is called.
 * Reads only; refuses with AppError naming the form's field, so nothing is stored on any error.
 */
export async function prepareEvent(db: Db, input: EventInput): Promise<PreparedEvent> {
  const name = input.name;
  const endsAt = input.endsAt ?? null;
  const timeZone = input.timeZone ?? DEFAULT_EVENT_TIME_ZONE;
  const status = input.status ?? "published";
  const description = sanitizeRichText(input.description ?? "") || null;
  let venue = input.venue || null;
  let location = input.location || null;

  if (input.venueId) {
    const [row] = UUID.test(input.venueId)
      ? await db
          .select({ name: venueProfiles.name, city: venueProfiles.city, country: venueProfiles.country })
          .from(venueProfiles)
          .where(eq(venueProfiles.id, input.venueId))
      : [];
    if (!row) invalid("That venue is not on Booth", "venueId");
    venue = row.name;
    location ??= [row.city, row.country].filter(Boolean).join(", ") || null;
  }
  if (input.productionLineId) {
    const [row] = UUID.test(input.productionLineId)
      ? await db
          .select({ id: productionLines.id })
          .from(productionLines)
          .where(eq(productionLines.id, input.productionLineId))
      : [];
    if (!row) invalid("That production line is not on Booth", "productionLineId");
  }

  const djIds = input.lineup.flatMap((entry) => ("djProfileId" in entry ? [entry.djProfileId] : []));
  const djNames = new Map<string, string>();
  if (djIds.length > 0) {
    const known = djIds.every((id) => UUID.test(id))
      ? await db
          .select({ id: djProfiles.id, name: djProfiles.displayName })
          .from(djProfiles)
          .where(inArray(djProfiles.id, djIds))
      : [];
    for (const dj of known) djNames.set(dj.id, dj.name);
    if (djIds.some((id) => !djNames.has(id))) invalid("The lineup names a DJ who is not on Booth", "lineup");
  }
  const lineup = input.lineup.map((entry, position) => {
    const setTime = entry.setTime?.trim() || null;
    if ("djProfileId" in entry)
      return { djProfileId: entry.djProfileId, djName: djNames.get(entry.djProfileId) as string, setTime, position };
    return { djProfileId: null, djName: entry.name, setTime, position };
  });

  return {
    name,
    values: {
      eventName: name,
      eventDate: input.startsAt,
      endDate: endsAt,
      timeZone,
      venue,
      location,
      lineup: lineup.map((l) => l.djName),
      status,
      eventImage: input.image?.trim() || null,
      description,
      ticketUrl: input.ticketUrl ?? null,
      venueId: input.venueId || null,
      productionLineId: input.productionLineId || null,
    },
    lineup,
  };
}
