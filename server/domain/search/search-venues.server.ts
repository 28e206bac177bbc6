import { and, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { SEARCH_SNIPPET_MAX_CHARS, searchResultUrl } from "~/core/search/search";
import { rankOfResult } from "~/core/search/search-rank";
import { searchRelevance, searchSnippet } from "~/core/search/search-relevance";
import { labelledArtworkUrl } from "~/core/site/artwork";
import type { Db } from "~server/db/client.server";
import { venueProfiles } from "~server/db/schema";
import { publicVenue } from "~server/domain/venues/public-venue-conditions.server";
import { venuePlaceColumns } from "~server/domain/venues/venue-place-columns.server";
import { type MemoryTypeSpec, timeOf } from "./memory-type.server";
import { rankedSearch } from "./ranked-search.server";
import { asRankQuery, foldSql, multiplierClasses, type PreparedQuery, textContains } from "./search-sql.server";
import type { TypeSearchInput, TypeSearchPage } from "./search-type.server";

/** Active venues with a slug: the only ones search may return. */
const activeWithSlug = publicVenue;

/** The searched fields, folded: name, city, country (spec §7), then the venue's type ("club", "open air"). */
const searchFields = () => [
  foldSql(venueProfiles.name),
  foldSql(venueProfiles.city),
  foldSql(venueProfiles.country),
  foldSql(venueProfiles.venueType),
];

const TYPO_FIELDS = [true, true, true, true];

const columns = {
  ...venuePlaceColumns,
  description: venueProfiles.description,
  image: venueProfiles.coverImageUrl,
  logo: venueProfiles.logoUrl,
  createdAt: venueProfiles.createdAt,
};

type VenueRow = SelectResultFields<typeof columns>;

function toResult(row: VenueRow, q: PreparedQuery, now: Date) {
  const slug = row.slug as string;
  return {
    id: row.id,
    type: "venue" as const,
    title: row.name,
    subtitle: [[row.city, row.country].filter(Boolean).join(", "), row.venueType].filter(Boolean).join(" · ") || null,
    snippet: searchSnippet(row.description, SEARCH_SNIPPET_MAX_CHARS),
    imageUrl: labelledArtworkUrl(row.image || row.logo || `/art/venue/${slug}.svg`, row.name),
    url: searchResultUrl("venue", slug),
    rank: rankOfResult(asRankQuery(q), [row.name, row.city, row.country, row.venueType], [true, true, true, true]),
    score: searchRelevance({
      query: q.lower,
      fields: [row.name, row.city, row.country, row.venueType],
      date: row.createdAt,
      now,
    }),
    date: null,
  };
}

/** Active venues with a slug, by name, city or country (spec §7); filter: city. Ordered by relevance, then name. */
export async function searchVenues(
  db: Db,
  { q, filters, limit, offset, now, countCap }: TypeSearchInput,
): Promise<TypeSearchPage> {
  const base = and(activeWithSlug(), filters.city ? textContains(venueProfiles.city, filters.city) : undefined);
  const { rows, ...total } = await rankedSearch(
    db,
    {
      table: venueProfiles,
      fields: searchFields(),
      typoFields: TYPO_FIELDS,
      base,
      classes: multiplierClasses({ date: venueProfiles.createdAt, now }),
      afterRank: [sql`${foldSql(venueProfiles.name)} using ~<~`, sql`${venueProfiles.id}`],
      q,
      limit,
      offset,
      countCap,
    },
    (where, orderBy, take, offset) =>
      db
        .select(columns)
        .from(venueProfiles)
        .where(where)
        .orderBy(...orderBy)
        .limit(take)
        .offset(offset),
  );
  return { ...total, items: rows.map((row) => toResult(row, q, now)) };
}

/** Venues searched from memory (decision 014): the same rows, fields, filter and result card as above. */
export const venueMemorySpec: MemoryTypeSpec = {
  tables: ["venue_profiles"],
  order: "name",
  table: venueProfiles,
  id: venueProfiles.id,
  where: activeWithSlug,
  columns,
  lowered: searchFields(),
  typoFields: TYPO_FIELDS,
  filterColumns: { city: sql`lower(${venueProfiles.city})` },
  describe: (row) => ({ recentAt: timeOf(row.createdAt), verified: false, orderAt: 0 }),
  filterFor(filters) {
    const city = filters.city?.trim().toLowerCase();
    if (!city) return undefined;
    // The city as the SQL filter's ILIKE reads it: lowered, not folded.
    return (row) => row.filter.city !== null && (row.filter.city as string).includes(city);
  },
  toResult: (row, q, now) => toResult(row as unknown as VenueRow, q, now),
};
