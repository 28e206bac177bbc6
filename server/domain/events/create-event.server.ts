import { eq, inArray, like, or } from "drizzle-orm";
import { eventIdBase, firstFreeEventId } from "~/core/event-id";
import {
  DEFAULT_EVENT_TIME_ZONE,
  type EventStatus,
  isEventStatus,
  isValidTimeZone,
  safeTicketUrl,
} from "~/core/events";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { djProfiles, eventLineup, mateEvents, productionLines, venueProfiles } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { sanitizeDjBio } from "~server/domain/djs/sanitize-dj-bio.server";
import { isUniqueViolation } from "~server/domain/is-unique-violation.server";

/** One lineup entry: a DJ profile of ours (by id), or a free-text name for a DJ not on the site. */
export type CreateEventLineupEntry =
  | { djProfileId: string; setTime?: string | null }
  | { name: string; setTime?: string | null };

export interface CreateEventInput {
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
  lineup: readonly CreateEventLineupEntry[];
  createdBy?: string | null;
}

export const EVENT_NAME_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 10_000;
export const EVENT_LINEUP_MAX = 40;
const LINEUP_NAME_MAX = 80;
const ID_ATTEMPTS = 5;
const HTML = /<[^>]*>|[<>]/;

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

/**
 * Creates an event with its lineup in one transaction (issue 17): mate_events (with the text copies `lineup`,
 * `venue` and `location`) and event_lineup rows in order. The event_id is `{slugified name}-{local date}`, with
 * -2, -3… on collision. Announces the change once committed (page cache; the search index hears the table's
 * trigger). Refuses bad input with AppError("invalid_input") and stores nothing.
 */
export async function createEvent(db: Db, input: CreateEventInput): Promise<{ id: string; eventId: string }> {
  const name =
    plainField(input.name, "name", "Event name", EVENT_NAME_MAX) ?? invalid("Event name is required", "name");
  if (!(input.startsAt instanceof Date) || Number.isNaN(input.startsAt.getTime()))
    invalid("Start time is required", "startsAt");
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
    const [row] = await db
      .select({ name: venueProfiles.name, city: venueProfiles.city, country: venueProfiles.country })
      .from(venueProfiles)
      .where(eq(venueProfiles.id, input.venueId));
    if (!row) invalid("That venue is not on Booth", "venueId");
    venue = row.name;
    location ??= [row.city, row.country].filter(Boolean).join(", ") || null;
  }
  if (input.productionLineId) {
    const [row] = await db
      .select({ id: productionLines.id })
      .from(productionLines)
      .where(eq(productionLines.id, input.productionLineId));
    if (!row) invalid("That production line is not on Booth", "productionLineId");
  }

  const djIds = input.lineup.flatMap((entry) => ("djProfileId" in entry ? [entry.djProfileId] : []));
  const djNames = new Map<string, string>();
  if (djIds.length > 0) {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const known = djIds.every((id) => uuid.test(id))
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

  const base = eventIdBase(name, input.startsAt, timeZone);
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await db.transaction(async (tx) => {
        const taken = await tx
          .select({ eventId: mateEvents.eventId })
          .from(mateEvents)
          .where(or(eq(mateEvents.eventId, base), like(mateEvents.eventId, `${base}-%`)));
        const eventId = firstFreeEventId(base, new Set(taken.map((r) => r.eventId)));
        const [row] = await tx
          .insert(mateEvents)
          .values({
            eventId,
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
            venueId: input.venueId ?? null,
            productionLineId: input.productionLineId ?? null,
            createdBy: input.createdBy ?? null,
          })
          .returning({ id: mateEvents.id, eventId: mateEvents.eventId });
        if (lineup.length > 0) await tx.insert(eventLineup).values(lineup.map((l) => ({ ...l, eventId: row.id })));
        return row;
      });
      await publicContentChanged(db, "events");
      return created;
    } catch (error) {
      // Two creators took the same free id at once: the unique index refused the second; look again.
      if (isUniqueViolation(error) && attempt < ID_ATTEMPTS) continue;
      throw error;
    }
  }
}
