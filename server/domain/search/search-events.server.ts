import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "~/core/search/search";
import { rankOfResult } from "~/core/search/search-rank";
import { searchRelevance, searchSnippet } from "~/core/search/search-relevance";
import { labelledArtworkUrl } from "~/core/site/artwork";
import type { Db } from "~server/db/client.server";
import { mateEvents } from "~server/db/schema";
import { PUBLIC_VERIFICATION_STATUSES } from "~server/domain/djs/list-public-djs.server";
import { type MemoryTypeSpec, timeOf } from "./memory-type.server";
import { rankedSearch } from "./ranked-search.server";
import { asRankQuery, foldSql, type JoinedField, multiplierClasses, type PreparedQuery } from "./search-sql.server";
import { isoDate, type TypeSearchInput, type TypeSearchPage } from "./search-type.server";

const published = () => eq(mateEvents.status, "published");

// Written out with table aliases: drizzle drops the table name from columns of a selected subquery, which
// would leave `event_id = id` inside it pointing at the lineup's own id.
const lineupNames = (each: (name: SQL) => SQL = (name) => name) =>
  sql<string | null>`(select string_agg(${each(sql.raw("l.dj_name"))}, ' / ' order by l.position, l.id)
  from event_lineup l where l.event_id = mate_events.id)`;

/** The genres of the lineup's public DJs (as the /events genre filter reads them), each once, alphabetically. */
const lineupGenres = (each: (genre: SQL) => SQL = (genre) => genre) =>
  sql<string | null>`(select string_agg(distinct ${each(sql.raw("g"))}, ' / ' order by ${each(sql.raw("g"))})
  from event_lineup l join dj_profiles d on d.id = l.dj_profile_id cross join unnest(d.genres) as g
  where l.event_id = mate_events.id and d.active = true
  and d.verification_status in (${sql.raw(PUBLIC_VERIFICATION_STATUSES.map((s) => `'${s}'`).join(", "))}))`;

/**
 * The searched fields, folded: name, venue, location (spec §7), then what a fan means beyond the spec — the
 * lineup's DJ names and their genres.
 */
const searchFields = () => [
  foldSql(mateEvents.eventName),
  foldSql(mateEvents.venue),
  foldSql(mateEvents.location),
  // Folded inside the subqueries, name by name: the fallback then runs each subquery once per term, not twice.
  lineupNames(foldSql),
  lineupGenres(foldSql),
];

const TYPO_FIELDS = [true, true, true, true, true];

/**
 * The lineup fields as matching reads them (matchCondition): the events with a lineup name, or a lineup DJ whose
 * genres, match — looked up in event_lineup's and dj_profiles' own trigram indexes (migration 0032).
 */
const JOINED_FIELDS = new Map<number, JoinedField>([
  [3, (test) => sql`select l.event_id from event_lineup l where ${test(sql`search_fold(l.dj_name)`)}`],
  [
    4,
    (test) => sql`select l.event_id from event_lineup l join dj_profiles d on d.id = l.dj_profile_id
  where d.active = true
  and d.verification_status in (${sql.raw(PUBLIC_VERIFICATION_STATUSES.map((s) => `'${s}'`).join(", "))})
  and ${test(sql`search_fold_list(d.genres)`)}`,
  ],
]);

/** Upcoming (starting now or later) soonest first, then past newest first, then id: the order after the rank. */
const upcomingFirst = (now: Date): SQL[] => [
  sql`case when ${mateEvents.eventDate} >= ${now.toISOString()}::timestamptz then 0 else 1 end`,
  sql`case when ${mateEvents.eventDate} >= ${now.toISOString()}::timestamptz then ${mateEvents.eventDate} end asc`,
  sql`${mateEvents.eventDate} desc`,
  sql`${mateEvents.id}`,
];

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
  lineupNames: lineupNames().as("lineup_names"),
  lineupGenres: lineupGenres().as("lineup_genres"),
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
  lineupNames: string | null;
  lineupGenres: string | null;
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
    rank: rankOfResult(
      asRankQuery(q),
      [row.name, row.venue, row.location, row.lineupNames, row.lineupGenres],
      [true, true, true, true, true],
    ),
    score: searchRelevance({
      query: q.lower,
      fields: [row.name, row.venue, row.location, row.lineupNames, row.lineupGenres],
      date: row.createdAt,
      now,
    }),
    date: isoDate(row.eventDate),
    timeZone: row.timeZone,
  };
}

/**
 * Published events by event_name, venue or location (spec §7), lineup DJ names and lineup genres, by the rank
 * rule (app/core/search/search-rank.ts), then upcoming soonest first, then past newest first: spec §7's "newest
 * first" read with §9's scores (docs/spec-mapping.md). Filter: upcoming (starts now or later) or past. "Recent"
 * for the score means created in the last 30 days.
 */
export async function searchEvents(
  db: Db,
  { q, filters, limit, offset, now, countCap }: TypeSearchInput,
): Promise<TypeSearchPage> {
  const base = and(
    published(),
    filters.when === "upcoming" ? gte(mateEvents.eventDate, now) : undefined,
    filters.when === "past" ? lt(mateEvents.eventDate, now) : undefined,
  );
  // The lineup's folded names and genres once per row for the ORDER BY (each rank term would run the subqueries).
  const lineup = db
    .select({
      names: sql<string | null>`${lineupNames(foldSql)}`.as("rank_lineup_names"),
      genres: sql<string | null>`${lineupGenres(foldSql)}`.as("rank_lineup_genres"),
    })
    .from(sql`(values (1)) as one (x)`)
    .as("rank_lineup");
  const fields = searchFields();
  const { rows, ...total } = await rankedSearch(
    db,
    {
      table: mateEvents,
      fields,
      rankFields: [...fields.slice(0, 3), sql`${lineup.names}`, sql`${lineup.genres}`],
      typoFields: TYPO_FIELDS,
      id: mateEvents.id,
      joined: JOINED_FIELDS,
      base,
      classes: multiplierClasses({ date: mateEvents.createdAt, now }),
      afterRank: upcomingFirst(now),
      q,
      limit,
      offset,
      countCap,
    },
    (where, orderBy, take, skip) =>
      db
        .select(columns)
        .from(mateEvents)
        .leftJoinLateral(lineup, sql`true`)
        .where(where)
        .orderBy(...orderBy)
        .limit(take)
        .offset(skip),
  );
  return { ...total, items: rows.map((row) => toResult(row as EventRow, q, now)) };
}

/** Events searched from memory (decision 014): the same rows, fields, filter, order and result card as above. */
export const eventMemorySpec: MemoryTypeSpec = {
  tables: ["mate_events", "event_lineup", "dj_profiles"],
  order: "upcoming",
  table: mateEvents,
  id: mateEvents.id,
  where: published,
  columns,
  lowered: searchFields(),
  typoFields: TYPO_FIELDS,
  joined: JOINED_FIELDS,
  describe: (row) => ({ recentAt: timeOf(row.createdAt), verified: false, orderAt: timeOf(row.eventDate) }),
  filterFor(filters, now) {
    const at = now.getTime();
    if (filters.when === "upcoming") return (row) => row.orderAt >= at;
    if (filters.when === "past") return (row) => row.orderAt < at;
    return undefined;
  },
  toResult: (row, q, now) => toResult(row as unknown as EventRow, q, now),
};
