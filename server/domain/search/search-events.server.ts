import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "~/core/search/search";
import { searchRelevance, searchSnippet } from "~/core/search/search-relevance";
import { labelledArtworkUrl } from "~/core/site/artwork";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";
import { type MemoryTypeSpec, timeOf } from "./memory-type.server";
import { matchCondition, type PreparedQuery } from "./search-sql.server";
import { countThenPage, isoDate, type TypeSearchInput, type TypeSearchPage } from "./search-type.server";

const published = () => eq(mateEvents.status, "published");

const columns = {
  id: mateEvents.id,
  eventId: mateEvents.eventId,
  name: mateEvents.eventName,
  venue: mateEvents.venue,
  location: mateEvents.location,
  eventDate: mateEvents.eventDate,
  timeZone: mateEvents.timeZone,
  description: mateEvents.description,
  image: mateEvents.eventImage,
  createdAt: mateEvents.createdAt,
};

interface EventRow {
  id: string;
  eventId: string;
  name: string;
  venue: string | null;
  location: string | null;
  eventDate: Date;
  timeZone: string;
  description: string | null;
  image: string | null;
  createdAt: Date;
}

function toResult(row: EventRow, q: PreparedQuery, now: Date) {
  return {
    id: row.id,
    type: "event" as const,
    title: row.name,
    subtitle: [row.venue, row.location].filter(Boolean).join(" · ") || null,
    snippet: searchSnippet(row.description, SEARCH_SNIPPET_MAX_CHARS),
    imageUrl: labelledArtworkUrl(row.image || `/art/event/${row.eventId}.svg`, row.name),
    url: searchResultUrl("event", row.eventId),
    score: searchRelevance({ query: q.lower, fields: [row.name, row.venue, row.location], date: row.createdAt, now }),
    date: isoDate(row.eventDate),
    timeZone: row.timeZone,
  };
}

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
    published(),
    matchCondition(fields, q),
    filters.when === "upcoming" ? gte(mateEvents.eventDate, now) : undefined,
    filters.when === "past" ? lt(mateEvents.eventDate, now) : undefined,
  );
  const page = (take: number) =>
    db
      .select(columns)
      .from(mateEvents)
      .where(where)
      .orderBy(desc(mateEvents.eventDate), desc(mateEvents.id))
      .limit(take)
      .offset(offset);
  // Newest first (spec §7): the date index serves the order, so a common query stops after one page.
  const { rows, ...total } = await countThenPage(db, mateEvents, where, { limit, offset, countCap }, page);
  return { ...total, items: rows.map((row) => toResult(row, q, now)) };
}

/** Events searched from memory (decision 014): the same rows, fields, filter, order and result card as above. */
export const eventMemorySpec: MemoryTypeSpec = {
  tables: ["mate_events"],
  order: "dated",
  table: mateEvents,
  id: mateEvents.id,
  where: published,
  columns,
  lowered: [sql`lower(${mateEvents.eventName})`, sql`lower(${mateEvents.venue})`, sql`lower(${mateEvents.location})`],
  describe: (row) => ({ recentAt: timeOf(row.createdAt), verified: false, orderAt: timeOf(row.eventDate) }),
  filterFor(filters, now) {
    const at = now.getTime();
    if (filters.when === "upcoming") return (row) => row.orderAt >= at;
    if (filters.when === "past") return (row) => row.orderAt < at;
    return undefined;
  },
  toResult: (row, q, now) => toResult(row as unknown as EventRow, q, now),
};
