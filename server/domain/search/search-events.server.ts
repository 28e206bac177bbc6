import { and, desc, eq, gte, lt } from "drizzle-orm";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "../../../app/core/search";
import { searchRelevance, searchSnippet } from "../../../app/core/search-relevance";
import type { Db } from "../../db/client.server";
import { mateEvents } from "../../db/schema";
import { matchCondition } from "./search-sql.server";
import { countThenPage, isoDate, type TypeSearchInput, type TypeSearchPage } from "./search-type.server";

/**
 * Published events by event_name, venue or location, newest first (spec §7). Filter: upcoming (starts now or
 * later) or past. "Recent" for the score means created in the last 30 days.
 */
export async function searchEvents(
  db: Db,
  { q, filters, limit, offset, now, countCap }: TypeSearchInput,
): Promise<TypeSearchPage> {
  const fields = [mateEvents.eventName, mateEvents.venue, mateEvents.location];
  const where = and(
    eq(mateEvents.status, "published"),
    matchCondition(fields, q),
    filters.when === "upcoming" ? gte(mateEvents.eventDate, now) : undefined,
    filters.when === "past" ? lt(mateEvents.eventDate, now) : undefined,
  );
  const page = (take: number) =>
    db
      .select({
        id: mateEvents.id,
        eventId: mateEvents.eventId,
        name: mateEvents.eventName,
        venue: mateEvents.venue,
        location: mateEvents.location,
        eventDate: mateEvents.eventDate,
        description: mateEvents.description,
        image: mateEvents.eventImage,
        createdAt: mateEvents.createdAt,
      })
      .from(mateEvents)
      .where(where)
      .orderBy(desc(mateEvents.eventDate), desc(mateEvents.id))
      .limit(take)
      .offset(offset);
  // Newest first (spec §7): the date index serves the order, so a common query stops after one page.
  const { rows, ...total } = await countThenPage(db, mateEvents, where, { limit, offset, countCap }, page);
  return {
    ...total,
    items: rows.map((row) => ({
      id: row.id,
      type: "event" as const,
      title: row.name,
      subtitle: [row.venue, row.location].filter(Boolean).join(" · ") || null,
      snippet: searchSnippet(row.description, SEARCH_SNIPPET_MAX_CHARS),
      imageUrl: row.image || `/art/event/${row.eventId}.svg`,
      url: searchResultUrl("event", row.eventId),
      score: searchRelevance({ query: q.lower, fields: [row.name, row.venue, row.location], date: row.createdAt, now }),
      date: isoDate(row.eventDate),
    })),
  };
}
