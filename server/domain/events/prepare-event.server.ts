import { eq, inArray } from "drizzle-orm";
import {
  DEFAULT_EVENT_TIME_ZONE,
  type EventStatus,
  isEventStatus,
  isValidTimeZone,
  safeTicketUrl,
} from "~/core/events";
import type { Db } from "~server/db/client.server";
import { djProfiles, productionLines, venueProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { sanitizeDjBio } from "~server/domain/djs/sanitize-dj-bio.server";

/** One lineup entry: a DJ profile of ours (by id), or a free-text name for a DJ not on the site. */
export type EventLineupEntry =
  | { djProfileId: string; setTime?: string | null }
  | { name: string; setTime?: string | null };

/** What an event is made of, as createEvent and updateEvent take it. */
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
  /** Refuse a start before this instant (new events from the forms: "dates in the past are refused"). */
  notBefore?: Date;
}

export const EVENT_NAME_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 10_000;
export const EVENT_LINEUP_MAX = 40;
const LINEUP_NAME_MAX = 80;
const HTML = /<[^>]*>|[<>]/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function plainField(value: string | null | undefined, field: string, label: string, max: number): string | null {
  const text = value?.replace(/\s+/g, " ").trim() ?? "";
  if (!text) return null;
  if (HTML.test(text)) throw new AppError("invalid_input", `${label} must be plain text`, { field });
  if (text.length > max)
    throw new AppError("invalid_input", `${label} is too long (at most ${max} characters)`, { field });
  return text;
}

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
 * Checks an event's input the one way creation and edits share (issue 17 "Bad input and errors"): plain-text
 * fields, http(s) tickets, a known time zone, venue, production line and DJs, a description sanitised like the DJ
 * bio. Reads only; refuses with AppError naming the form field, so nothing is stored on any error.
 */
export async function prepareEvent(db: Db, input: EventInput): Promise<PreparedEvent> {
  const name =
    plainField(input.name, "name", "Event name", EVENT_NAME_MAX) ?? invalid("Event name is required", "name");
  if (!(input.startsAt instanceof Date) || Number.isNaN(input.startsAt.getTime()))
    invalid("Start time is required", "startsAt");
  if (input.notBefore && input.startsAt.getTime() < input.notBefore.getTime() - 60_000)
    invalid("The event can't start in the past", "date");
  const endsAt = input.endsAt ?? null;
  if (endsAt && (Number.isNaN(endsAt.getTime()) || endsAt <= input.startsAt))
    invalid("The end must be after the start", "endsAt");
  const timeZone = input.timeZone ?? DEFAULT_EVENT_TIME_ZONE;
  if (!isValidTimeZone(timeZone)) invalid("Choose a time zone from the list", "timeZone");
  const status = input.status ?? "published";
  if (!isEventStatus(status)) invalid("Unknown event status", "status");
  const ticketUrl = input.ticketUrl?.trim() ? safeTicketUrl(input.ticketUrl) : null;
  if (input.ticketUrl?.trim() && !ticketUrl)
    invalid("The tickets link must start with http:// or https://", "ticketUrl");
  if ((input.description?.length ?? 0) > EVENT_DESCRIPTION_MAX) {
    throw new AppError(
      "too_large",
      `The description is too long (at most ${EVENT_DESCRIPTION_MAX.toLocaleString("en-US")} characters)`,
      { field: "description" },
    );
  }
  const description = sanitizeDjBio(input.description ?? "") || null;
  let venue = plainField(input.venue, "venue", "Venue", 120);
  let location = plainField(input.location, "location", "Location", 120);
  if (input.lineup.length > EVENT_LINEUP_MAX) invalid(`A lineup has at most ${EVENT_LINEUP_MAX} names`, "lineup");

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
    const setTime = plainField(entry.setTime, "lineup", "Set time", 20);
    if ("djProfileId" in entry)
      return { djProfileId: entry.djProfileId, djName: djNames.get(entry.djProfileId) as string, setTime, position };
    const djName =
      plainField(entry.name, "lineup", "A lineup name", LINEUP_NAME_MAX) ?? invalid("A lineup name is empty", "lineup");
    return { djProfileId: null, djName, setTime, position };
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
      ticketUrl,
      venueId: input.venueId || null,
      productionLineId: input.productionLineId || null,
    },
    lineup,
  };
}
