import type { Occurrence } from "~/core/events/recurrence";
import type { Db } from "~server/db/client.server";
import { eventSeries } from "~server/db/schema";
import { AppError } from "~server/domain/app-error.server";
import { type CreateEventInput, insertEvent, withFreshEventIds } from "./create-event.server";
import { prepareEvent } from "./prepare-event.server";

export interface CreateEventSeriesInput extends CreateEventInput {
  /** expandRecurrence's answer: the RFC 5545 rule text and the occurrences, the first being the form's own day. */
  rule: string;
  occurrences: readonly Occurrence[];
}

/**
 * Creates a residency (decision 059): the series row and every occurrence as an event of its own (own event_id, page,
 * lineup and status), in one transaction through insertEvent — the one-off's own path, after the same prepareEvent
 * checks — so a refusal or a failure stores nothing. The page cache is dropped once, after the commit.
 */
export async function createEventSeries(
  db: Db,
  input: CreateEventSeriesInput,
): Promise<{ seriesId: string; events: { id: string; eventId: string }[] }> {
  if (input.occurrences.length < 2)
    throw new AppError("invalid_input", "A residency has at least 2 dates", { field: "repeat" });
  const prepared = await prepareEvent(db, input);
  return withFreshEventIds(db, async (tx) => {
    const [series] = await tx
      .insert(eventSeries)
      .values({ rule: input.rule, timeZone: prepared.values.timeZone, createdBy: input.createdBy ?? null })
      .returning({ id: eventSeries.id });
    const events: { id: string; eventId: string }[] = [];
    for (const occurrence of input.occurrences)
      events.push(
        await insertEvent(tx, prepared, occurrence, { createdBy: input.createdBy ?? null, seriesId: series.id }),
      );
    return { seriesId: series.id, events };
  });
}
