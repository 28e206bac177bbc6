import { eq, like, or } from "drizzle-orm";
import { eventIdBase, firstFreeEventId } from "~/core/events/event-id";
import { publicContentChanged } from "~server/cache/public-changes.server";
import type { Db } from "~server/db/client.server";
import { eventLineup, mateEvents } from "~server/db/schema";
import { isUniqueViolation } from "~server/domain/is-unique-violation.server";
import { type EventInput, prepareEvent } from "./prepare-event.server";

export interface CreateEventInput extends EventInput {
  createdBy?: string | null;
}

const ID_ATTEMPTS = 5;

/**
 * Creates an event with its lineup in one transaction: mate_events (with the text copies `lineup`,
 * `venue` and `location`) and event_lineup rows in order. The event_id is `{slugified name}-{local date}`, with
 * -2, -3… on collision. Announces the change once committed (page cache; the search index hears the table's
 * trigger). Refuses bad input with AppError("invalid_input") and stores nothing.
 */
export async function createEvent(db: Db, input: CreateEventInput): Promise<{ id: string; eventId: string }> {
  const prepared = await prepareEvent(db, input);
  const base = eventIdBase(prepared.name, input.startsAt, prepared.values.timeZone);
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
          .values({ ...prepared.values, eventId, createdBy: input.createdBy ?? null })
          .returning({ id: mateEvents.id, eventId: mateEvents.eventId });
        if (prepared.lineup.length > 0)
          await tx.insert(eventLineup).values(prepared.lineup.map((l) => ({ ...l, eventId: row.id })));
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
