import { eq, like, or } from "drizzle-orm";
import { eventIdBase, firstFreeEventId } from "~/core/events/event-id";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { eventLineup, mateEvents } from "~server/db/schema";
import { isUniqueViolation } from "~server/domain/is-unique-violation.server";
import { type EventInput, type PreparedEvent, prepareEvent } from "./prepare-event.server";

export interface CreateEventInput extends EventInput {
  createdBy?: string | null;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const ID_ATTEMPTS = 5;

/**
 * Inserts one prepared event and its lineup inside the caller's transaction, at the given instants: the one way an
 * event row is made (a one-off here, each occurrence of a residency in createEventSeries). The event_id is
 * `{slugified name}-{local date}`, with -2, -3… when taken.
 */
export async function insertEvent(
  tx: Tx,
  prepared: PreparedEvent,
  at: { startsAt: Date; endsAt: Date | null },
  extra: { createdBy: string | null; seriesId?: string | null },
): Promise<{ id: string; eventId: string }> {
  const base = eventIdBase(prepared.name, at.startsAt, prepared.values.timeZone);
  const taken = await tx
    .select({ eventId: mateEvents.eventId })
    .from(mateEvents)
    .where(or(eq(mateEvents.eventId, base), like(mateEvents.eventId, `${base}-%`)));
  const eventId = firstFreeEventId(base, new Set(taken.map((r) => r.eventId)));
  const [row] = await tx
    .insert(mateEvents)
    .values({
      ...prepared.values,
      eventDate: at.startsAt,
      endDate: at.endsAt,
      eventId,
      createdBy: extra.createdBy,
      seriesId: extra.seriesId ?? null,
    })
    .returning({ id: mateEvents.id, eventId: mateEvents.eventId });
  if (prepared.lineup.length > 0)
    await tx.insert(eventLineup).values(prepared.lineup.map((l) => ({ ...l, eventId: row.id })));
  return row;
}

/**
 * Runs a transaction that takes free event ids, again when two creators took the same free id at once (the unique
 * index refused the second), then announces the change once committed (page cache; the search index hears the
 * table's trigger).
 */
export async function withFreshEventIds<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await db.transaction(work);
      await publicContentChanged(db, "events");
      return result;
    } catch (error) {
      if (isUniqueViolation(error) && attempt < ID_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * Creates an event with its lineup in one transaction: mate_events (with the text copies `lineup`, `venue` and
 * `location`) and event_lineup rows in order. Refuses bad input with AppError("invalid_input") and stores nothing.
 */
export async function createEvent(db: Db, input: CreateEventInput): Promise<{ id: string; eventId: string }> {
  const prepared = await prepareEvent(db, input);
  return withFreshEventIds(db, (tx) =>
    insertEvent(
      tx,
      prepared,
      { startsAt: input.startsAt, endsAt: input.endsAt ?? null },
      {
        createdBy: input.createdBy ?? null,
      },
    ),
  );
}
